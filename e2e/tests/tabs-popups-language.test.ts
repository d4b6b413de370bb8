import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { collectPageErrors } from '../support/browser.js';
import { registerFreshMember, freshMemberPassword } from '../support/fresh-member.js';
import { setRegisterFieldEnabled } from '../support/register-rules.js';
import { englishVisitors } from '../support/visitors.js';

/**
 * Issue 14 "A new player's first hour: no dead ends", walked as a freshly registered player: the
 * session in a new tab (item 6), one popup at a time with real link targets (item 8), every required
 * registration field up front (item 9a), the language switch in the header and on /agent (item 12).
 */
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const newVisitorPage = englishVisitors('10.79.0');

const accountMenu = (page: Page, nickname: string) =>
  page.getByRole('button', { name: `Account menu for ${nickname}` });
const authDialog = (page: Page) => page.getByRole('dialog', { name: /Welcome to/ });

/** A fresh username registration; the player lands logged in on /. */
const registerNewPlayer = async (page: Page) => (await registerFreshMember(page, baseUrl)).username;

/** Records, in every page of the context, the most dialogs that were ever in the document at once. */
const recordDialogStacking = (context: BrowserContext) =>
  context.addInitScript(() => {
    const track = () => {
      const open = document.querySelectorAll('[role="dialog"], [role="alertdialog"]').length;
      const w = window as unknown as { maxOpenDialogs?: number };
      w.maxOpenDialogs = Math.max(w.maxOpenDialogs ?? 0, open);
    };
    new MutationObserver(track).observe(document, { childList: true, subtree: true });
  });
const maxOpenDialogs = (page: Page) =>
  page.evaluate(() => (window as unknown as { maxOpenDialogs?: number }).maxOpenDialogs ?? 0);
const openDialogs = (page: Page) => page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible');

beforeAll(() => setRegisterFieldEnabled(databaseUrl, 'captcha', false));
afterAll(() => setRegisterFieldEnabled(databaseUrl, 'captcha', true));

describe('item 6: a link opened in a new tab keeps the player logged in', () => {
  it('hands the session to a second tab of the browser, and a logout in one logs out both', async () => {
    const first = await newVisitorPage();
    const errors = collectPageErrors(first);
    const username = await registerNewPlayer(first);

    // A second tab of the same browser opens a member page directly: no login asked.
    const second = await first.context().newPage();
    errors.push(...collectPageErrors(second));
    await second.goto(`${baseUrl}/member?page=transactionHistory`);
    await accountMenu(second, username).waitFor();
    expect(new URL(second.url()).pathname).toBe('/member');
    // The token lives in each tab's session storage only: never in local storage or the address.
    const token = await second.evaluate(() => sessionStorage.getItem('token'));
    expect(token).toBeTruthy();
    expect(await first.evaluate(() => sessionStorage.getItem('token'))).toBe(token);
    expect(await second.evaluate(() => JSON.stringify(localStorage))).not.toContain(token!);
    expect(second.url()).not.toContain(token!);

    // A link with target=_blank (what a player middle-clicks or a popup opens) stays logged in too.
    const [third] = await Promise.all([
      first.context().waitForEvent('page'),
      first.evaluate((href) => {
        const link = Object.assign(document.createElement('a'), { href, target: '_blank', rel: 'noopener' });
        document.body.append(link);
        link.click();
        link.remove();
      }, `${baseUrl}/favorite`),
    ]);
    errors.push(...collectPageErrors(third));
    await accountMenu(third, username).waitFor();
    await third.close();

    // Logout in the second tab: the first returns home, logged out, with its session storage cleared.
    await accountMenu(second, username).click();
    await second.getByRole('menuitem', { name: /Sign out|Log out/ }).click();
    await second
      .getByRole('alertdialog')
      .getByRole('button', { name: /Sign out|Log out/ })
      .click();
    await second.getByRole('link', { name: 'Log in' }).waitFor();
    await first.getByRole('link', { name: 'Log in' }).waitFor();
    expect(new URL(first.url()).pathname).toBe('/');
    expect(await first.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    expect(await accountMenu(first, username).count()).toBe(0);

    // A lone tab of another browser (no open tab to ask) still goes to the login for a member page.
    const stranger = await newVisitorPage();
    await stranger.goto(`${baseUrl}/member`);
    await stranger.waitForURL(/\/login$/);
    expect(errors).toEqual([]);
  });
});

describe('item 8: one popup at a time, each pointing somewhere real', () => {
  it('shows a fresh player the popups one by one, and their links open real pages', async () => {
    const page = await newVisitorPage({}, { showPopups: true });
    const errors = collectPageErrors(page);
    await recordDialogStacking(page.context());
    const username = await registerNewPlayer(page);

    // After registration: the member's popups, in one dialog, alone.
    // The member's popup is the one linking to My account: the register dialog may still be closing
    // when the header shows the account, and the guest's popups may be replaced by the member's.
    await authDialog(page).waitFor({ state: 'detached' });
    await openDialogs(page)
      .filter({ has: page.getByRole('link', { name: 'My account' }) })
      .waitFor();
    const popup = openDialogs(page);
    expect(await popup.count()).toBe(1);
    const text = (await popup.textContent()) ?? '';
    expect(text).not.toMatch(/phone/i);
    const links = await popup
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    expect(links).toContain(`${baseUrl}/member?page=securityCenter`);
    for (const href of links) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
    }
    await expectNoSeriousA11yViolations(page);
    expect(await maxOpenDialogs(page)).toBe(1);

    // The link opens My account in place, where the bank account is bound.
    await popup.getByRole('link', { name: 'My account' }).click();
    await page.waitForURL(/\/member\?page=securityCenter$/);
    await page.getByRole('heading', { name: 'Bank accounts' }).waitFor();
    await page.getByRole('button', { name: 'Bind account' }).waitFor();
    expect(await openDialogs(page).count()).toBe(0);

    // Logging out and in again: the after-login dialog first, then the popups, never both at once.
    await accountMenu(page, username).click();
    await page.getByRole('menuitem', { name: /Sign out|Log out/ }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /Sign out|Log out/ })
      .click();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(freshMemberPassword);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('button', { name: 'Continue playing' }).click();
    await accountMenu(page, username).waitFor();
    expect(await maxOpenDialogs(page)).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe('item 9a: registration asks for every required field up front', () => {
  it('shows the username tab’s mobile number and SMS code before any submit', async () => {
    const page = await newVisitorPage();
    await page.goto(`${baseUrl}/register`);
    await authDialog(page).waitFor();
    await page.getByRole('tab', { name: 'Username' }).click();
    const panel = page.getByRole('tabpanel');
    for (const name of ['Username', 'Password', 'Confirm password', 'Mobile number', 'Verification code']) {
      const field = panel.locator('input').and(panel.getByLabel(name, { exact: true }));
      await field.waitFor();
      expect(await field.getAttribute('aria-required'), name).toBe('true');
    }
    await panel.getByRole('button', { name: 'Send code' }).waitFor();
    expect(await panel.getByRole('alert').count()).toBe(0);
  });
});

describe('item 12: a language switch in the desktop header and on the agent login page', () => {
  it('switches the visible text from the header and stores the choice like the side menu', async () => {
    const page = await newVisitorPage();
    await page.goto(`${baseUrl}/promotions`);
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Promotions' }).filter({ visible: true }).first().waitFor();
    await header.getByRole('combobox', { name: 'Language' }).selectOption('KO');
    await header.getByRole('link', { name: '프로모션' }).filter({ visible: true }).first().waitFor();
    expect(
      await page.evaluate(() => [localStorage.getItem('hisLang'), localStorage.getItem('lang')]),
    ).toEqual(['KO', 'KO']);
  });

  it('switches the agent login page', async () => {
    const page = await newVisitorPage();
    await page.goto(`${baseUrl}/agent`);
    await page.getByRole('heading', { name: 'Grow your team, grow your income' }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('JA');
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Grow your team' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
    await expectNoSeriousA11yViolations(page);
  });
});
