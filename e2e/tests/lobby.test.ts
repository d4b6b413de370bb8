import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { collectPageErrors } from '../support/browser.js';
import {
  cardNames,
  cardsOf,
  fetchHomeAnnouncements,
  gameMenu,
  recordGameListPages,
  shownName,
} from '../support/lobby.js';
import { logInAsDemoMember } from '../support/member.js';
import { artifactsDir } from '../support/paths.js';
import { fetchPermission } from '../support/site.js';
import { englishVisitors } from '../support/visitors.js';

const baseUrl = inject('baseUrl');

const newVisitorPage = englishVisitors('10.81.0');

const blockHeading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 2, name, exact: true });

describe('home lobby (spec 2.3)', () => {
  it('shows a guest the game menu, the blocks, the banners and the notice marquee', async () => {
    const permission = await fetchPermission(baseUrl);
    const served = await fetchHomeAnnouncements(baseUrl, permission.info.site.merchantCode);
    const page = await newVisitorPage();
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/`);

    // HOME first and chosen, FAV and HOT next, the vendor categories, RECENT last.
    const menu = gameMenu(page);
    await menu.waitFor();
    const tabs = await menu.getByRole('tab').allTextContents();
    expect(tabs.slice(0, 3)).toEqual(['Home', 'Favourites', 'Hot games']);
    expect(tabs.at(-1)).toBe('Recently played');
    expect(tabs).toEqual(expect.arrayContaining(['Slots', 'Live Casino']));
    expect(tabs).not.toContain('Fishing');
    expect(await menu.getByRole('tab', { name: 'Home' }).getAttribute('aria-selected')).toBe('true');

    await blockHeading(page, 'Featured providers').waitFor();
    await blockHeading(page, 'Slots').waitFor();
    await blockHeading(page, 'Live Casino').waitFor();
    // Member lists are not shown to a guest.
    expect(await blockHeading(page, 'Favourites').count()).toBe(0);
    expect(await blockHeading(page, 'Recently played').count()).toBe(0);

    if (served.banners.length > 0) {
      const carousel = page.getByRole('region', { name: 'Promotions' });
      await carousel.waitFor();
      expect(await carousel.getByRole('group').count()).toBe(served.banners.length);
      await carousel.getByRole('img', { name: served.banners[0]!.title }).first().waitFor();
    } else {
      expect(await page.getByRole('region', { name: 'Promotions' }).count()).toBe(0);
    }
    if (served.notices.length > 0) {
      const marquee = page.getByRole('region', { name: 'Notices' });
      for (const notice of served.notices) await marquee.getByText(notice.title).first().waitFor();
    } else {
      expect(await page.getByRole('region', { name: 'Notices' }).count()).toBe(0);
    }
    await page.screenshot({ path: `${artifactsDir}lobby-1440.png`, fullPage: false });
    await expectNoSeriousA11yViolations(page);

    // A category tab shows its games and survives a reload (?type=); FAV asks a guest to log in.
    await menu.getByRole('tab', { name: 'Slots' }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'RNG');
    const slots = page.getByRole('main').getByRole('list', { name: 'Slots', exact: true });
    await cardsOf(slots).first().waitFor();
    await page.reload();
    await cardsOf(slots).first().waitFor();
    expect(await gameMenu(page).getByRole('tab', { name: 'Slots' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await expectNoSeriousA11yViolations(page);

    await gameMenu(page).getByRole('tab', { name: 'Favourites' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('dialog', { name: /Welcome to/ }).waitFor();
    expect(errors).toEqual([]);
  });

  it('works on a 390 px phone without sideways scrolling', async () => {
    const page = await newVisitorPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/`);
    await gameMenu(page).waitFor();
    await blockHeading(page, 'Slots').waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${artifactsDir}lobby-390.png`, fullPage: false });
    await expectNoSeriousA11yViolations(page);

    await gameMenu(page).getByRole('tab', { name: 'Slots' }).click();
    await cardsOf(page.getByRole('main').getByRole('list', { name: 'Slots', exact: true }))
      .first()
      .waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });

  it('loads the next page of a category with "Load more games", without duplicates', async () => {
    // A tall window keeps every row of the virtualized grid in the DOM, so all cards can be counted.
    const page = await newVisitorPage({ viewport: { width: 1440, height: 2600 } });
    const errors = collectPageErrors(page);
    const pages = recordGameListPages(
      page,
      (query) => query.get('gameType') === 'RNG' && !query.has('vassalage'),
    );
    await page.goto(`${baseUrl}/?type=RNG`);
    const list = page.getByRole('main').getByRole('list', { name: 'Slots', exact: true });
    await cardsOf(list).first().waitFor();
    await expect.poll(() => pages.has(1)).toBe(true);
    const first = pages.get(1)!;
    await expect.poll(() => cardNames(list)).toEqual(first.map(shownName));
    await page.getByText(/^Page 1 of \d+$/).waitFor();

    await page.getByRole('button', { name: 'Load more games' }).click();
    await expect.poll(() => pages.has(2)).toBe(true);
    const second = pages.get(2)!;
    expect(second.length).toBeGreaterThan(0);
    await expect.poll(() => cardNames(list)).toEqual([...first, ...second].map(shownName));
    await page.getByText(/^Page 2 of \d+$/).waitFor();
    const ids = [...first, ...second].map((game) => game.nodeId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(errors).toEqual([]);
  });
});

describe('starting a game from a card (spec 4.6)', () => {
  it('opens the login popup when a guest plays for real (free play: free-play.test.ts)', async () => {
    const page = await newVisitorPage();
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/?type=RNG`);
    const card = cardsOf(page.getByRole('main').getByRole('list', { name: 'Slots', exact: true })).first();
    await card.getByRole('button', { name: 'Play', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('dialog', { name: /Welcome to/ }).waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });
});

describe('favourites (spec 4.7)', () => {
  it('adds a slot with the heart, lists it under FAV, on /favorite and on HOME, and removes it again', async () => {
    const page = await newVisitorPage();
    const errors = collectPageErrors(page);
    await logInAsDemoMember(page, baseUrl);
    await page.goto(`${baseUrl}/?type=RNG`);
    const slots = page.getByRole('main').getByRole('list', { name: 'Slots', exact: true });
    // The first slot that is not a favourite yet (earlier runs or files may have kept some).
    const heart = slots.getByRole('button', { name: /^Add .+ to favourites$/ }).first();
    await heart.waitFor();
    const name = ((await heart.getAttribute('aria-label')) ?? '').replace(/^Add (.+) to favourites$/, '$1');
    const card = slots.getByRole('article', { name, exact: true }).first();
    await heart.click();
    const filled = card.getByRole('button', { name: `Remove ${name} from favourites` });
    await filled.waitFor();
    expect(await filled.getAttribute('aria-pressed')).toBe('true');

    await gameMenu(page).getByRole('tab', { name: 'Favourites' }).click();
    const favourites = page.getByRole('main').getByRole('list', { name: 'Favourites', exact: true });
    await favourites.getByRole('article', { name, exact: true }).waitFor();

    // The server keeps it: HOME shows the favourites block after a reload, and so does /favorite.
    await page.goto(`${baseUrl}/`);
    await blockHeading(page, 'Favourites').waitFor();
    await page
      .getByRole('region', { name: 'Favourites', exact: true })
      .getByRole('article', { name, exact: true })
      .waitFor();
    await page.goto(`${baseUrl}/favorite`);
    const favouritePage = page.getByRole('list', { name: 'Favourite games' });
    const listed = favouritePage.getByRole('article', { name, exact: true });
    await listed.waitFor();
    await expectNoSeriousA11yViolations(page);

    await listed.getByRole('button', { name: `Remove ${name} from favourites` }).click();
    await expect.poll(() => favouritePage.getByRole('article', { name, exact: true }).count()).toBe(0);
    await page.reload();
    // Loaded again from the server: the list (other favourites) or the empty state, without the game.
    await favouritePage.or(page.getByRole('heading', { name: 'No favourites yet' })).waitFor();
    expect(await page.getByRole('article', { name, exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
