import { topNavigation } from '@gp/contract/web-routes';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { collectPageErrors, launchBrowser, type BrowserSession } from '../support/browser.js';
import { artifactsDir } from '../support/paths.js';
import { fetchPermission, fetchVendorLanes } from '../support/site.js';

const baseUrl = inject('baseUrl');
let session: BrowserSession;

beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

describe('home lobby', () => {
  it('shows the top navigation categories that have vendors on the server, and their vendors', async () => {
    const permission = await fetchPermission(baseUrl);
    const lanes = await fetchVendorLanes(baseUrl, permission.info.site.merchantCode);
    // Spec 2.3: sports cards of e-sport and cockfight vendors form their own ESPORTS and COCKFIGHT categories.
    const { esportVendors, cockfightVendors } = permission.info.site;
    const withVendors = new Set<string>(
      lanes.filter((lane) => lane.cards.length > 0).map((lane) => lane.title),
    );
    const sportsCards = lanes.find((lane) => lane.title === 'SPORTS')?.cards ?? [];
    if (sportsCards.some((card) => esportVendors.includes(card.vassalage))) withVendors.add('ESPORTS');
    if (sportsCards.some((card) => cockfightVendors.includes(card.vassalage))) withVendors.add('COCKFIGHT');
    const plainSports = sportsCards.filter(
      (card) => !esportVendors.includes(card.vassalage) && !cockfightVendors.includes(card.vassalage),
    );
    if (plainSports.length === 0) withVendors.delete('SPORTS');

    const page = await session.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/`);
    const topNav = page.getByRole('navigation', { name: /top|main|주요|상단/i }).first();
    await topNav.waitFor();

    // The category entries follow the vendor lanes once they load (before that only Home and
    // Promotions show), so the entries are compared when the navigation has settled.
    const shownPaths = () =>
      topNav
        .locator('a')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    const expectedPaths = topNavigation
      .filter((entry) => entry.category === null || withVendors.has(entry.category))
      .map((entry) => entry.path);
    await expect.poll(shownPaths).toEqual(expectedPaths);

    // A vendor the server lists for slots appears on the lobby.
    const rngVendor = lanes.find((lane) => lane.title === 'RNG')?.cards[0];
    expect(rngVendor).toBeDefined();
    await page.getByText(rngVendor!.displayName, { exact: true }).first().waitFor();

    await page.screenshot({ path: `${artifactsDir}home-1440.png`, fullPage: false });
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  it('spaces the banner slides about 20.3 px apart, the slide in view flush with its frame (spec 9)', async () => {
    const page = await session.newPage();
    await page.goto(`${baseUrl}/`);
    const slides = page.locator('[aria-roledescription="slide"]');
    await slides.first().locator('img').waitFor();
    const geometry = await slides.evaluateAll((elements) =>
      elements.slice(0, 2).map((slide) => {
        const image = slide.querySelector('img')!.getBoundingClientRect();
        const frame = slide.closest('[aria-roledescription="carousel"]')!.getBoundingClientRect();
        return {
          gap: getComputedStyle(slide).paddingLeft,
          imageLeft: image.left,
          frameLeft: frame.left,
          width: image.width,
        };
      }),
    );
    expect(geometry.length).toBe(2);
    const [first, second] = geometry as [(typeof geometry)[0], (typeof geometry)[0]];
    expect(first.gap).toBe('20.3px');
    // The first image sits inside the frame's 1 px border; the next one waits one image and one gap on.
    expect(Math.abs(first.imageLeft - first.frameLeft)).toBeLessThanOrEqual(1.5);
    expect(second.imageLeft - first.imageLeft).toBeCloseTo(first.width + 20.3, 0);
  });

  it('works on a 390 px phone with the side menu as a drawer', async () => {
    const page = await session.newPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('main').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${artifactsDir}home-390.png`, fullPage: false });
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  it('applies the analytics id and one image and launch CDN from the permission call', async () => {
    const permission = await fetchPermission(baseUrl);
    const page = await session.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('main').waitFor();
    const applied = await page.evaluate(() => ({
      imageCdn: document.documentElement.dataset.imageCdn,
      launchCdn: document.documentElement.dataset.launchCdn,
      gtag: JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []),
    }));
    expect(permission.info.imageCDNs).toContain(applied.imageCdn);
    expect(permission.info.launchGameCDNs).toContain(applied.launchCdn);
    expect(applied.gtag).toContain(permission.info.analytics.gtagId);
  });
});
