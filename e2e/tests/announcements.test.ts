import { announcementsValueSchema } from '@gp/contract/announcements';
import { routes } from '@gp/contract/routes';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { collectPageErrors } from '../support/browser.js';
import { artifactsDir } from '../support/paths.js';
import { fetchPermission } from '../support/site.js';
import { englishVisitors } from '../support/visitors.js';

const baseUrl = inject('baseUrl');

const newVisitorPage = englishVisitors('10.84.0');

/** What the server serves a guest in English: the popups (audience B) and the notices. */
const fetchGuestAnnouncements = async () => {
  const permission = await fetchPermission(baseUrl);
  const query = new URLSearchParams({
    merchantCode: permission.info.site.merchantCode,
    language: 'EN',
    types: 'PL,PU',
  });
  const response = await fetch(`${baseUrl}${routes.announcements.path}?${query}`);
  const body = (await response.json()) as { value: unknown };
  return announcementsValueSchema.parse(body.value);
};

/** Settles the page: the announcements answered and no chunk (such as the popup's) is still loading. */
const settle = async (page: Page) => {
  await page.getByRole('tablist', { name: 'Game menu' }).waitFor();
  await page.waitForLoadState('networkidle');
};

describe('announcement popup and notice list (spec 2.5, 4.9)', () => {
  it('shows a guest the welcome popup once per session, and the bell lists the notices', async () => {
    const served = await fetchGuestAnnouncements();
    expect(served.popup.length).toBeGreaterThan(0);
    const page = await newVisitorPage({}, { showPopups: true });
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/`);

    // One guest popup: the dialog is that item, named by its title, with its HTML content.
    const [welcome] = served.popup;
    const popup = page.getByRole('dialog', {
      name: served.popup.length === 1 ? welcome!.title : 'Announcements',
    });
    await popup.waitFor();
    await popup.getByText('up to 500').waitFor();
    expect(await popup.locator('strong').first().textContent()).toBe('up to 500');
    // The welcome popup is a promotion (promotionType): it offers the way to the promotions.
    expect(await popup.getByRole('button', { name: 'Go to promotions' }).count()).toBe(
      welcome!.promotionType ? 1 : 0,
    );
    await page.screenshot({ path: `${artifactsDir}announcement-popup-1440.png` });
    await expectNoSeriousA11yViolations(page);

    // Modal: the first control has the focus, Tab never leaves the popup, the page behind does not scroll.
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Close');
    for (const key of [...Array<string>(6).fill('Tab'), ...Array<string>(6).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      expect(await popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.mouse.move(20, 450);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(100);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'detached' });
    expect(
      await page.evaluate(() => JSON.parse(sessionStorage.getItem('closedPopups') ?? '[]') as string[]),
    ).toEqual(served.popup.map((item) => String(item.id)));
    // The page scrolls again.
    await page.mouse.wheel(0, 800);
    await page.waitForFunction(() => window.scrollY > 0);

    // Closed for this session: a reload does not bring it back.
    await page.reload();
    await settle(page);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // The bell opens the notice list with the seeded notices.
    await page.getByRole('button', { name: 'Notices', exact: true }).click();
    const notices = page.getByRole('dialog', { name: 'Notices' });
    await notices.waitFor();
    for (const notice of served.player) await notices.getByText(notice.title).waitFor();
    expect(await notices.getByRole('listitem').count()).toBe(Math.min(served.player.length, 9));
    await page.screenshot({ path: `${artifactsDir}notice-list-1440.png` });
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await notices.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it("shows the member's popups after login, once the after-login dialog is closed", async () => {
    const page = await newVisitorPage({}, { showPopups: true });
    await page.goto(`${baseUrl}/`);
    const guestPopup = page.getByRole('dialog').filter({ hasText: 'up to 500' });
    await guestPopup.waitFor();
    await page.keyboard.press('Escape');
    await guestPopup.waitFor({ state: 'detached' });

    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Username').fill('demo_member');
    await page.getByLabel('Password', { exact: true }).fill('Demo1234!');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('button', { name: 'Continue playing' }).click();

    // Audience A (plus F at the first login); the guest popup stays closed.
    const memberPopup = page.getByRole('dialog').filter({ hasText: 'Ready to withdraw?' });
    await memberPopup.waitFor();
    expect(await memberPopup.getByText('up to 500').count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await memberPopup.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: 'Account menu for Demo Member' }).waitFor();
  });
});
