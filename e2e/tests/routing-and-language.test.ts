import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { collectPageErrors, launchBrowser, type BrowserSession } from '../support/browser.js';

const baseUrl = inject('baseUrl');
let session: BrowserSession;

beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

describe('routes and language', () => {
  it('sends a visitor without a session from an authentication-only route to /login with the login popup', async () => {
    const page = await session.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/lottery?gameCode=VN_HANOI`);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('dialog').waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  it('sends a visitor who is not an agent from the agent centre to /agent', async () => {
    const page = await session.newPage();
    await page.goto(`${baseUrl}/agentHome`);
    await page.waitForURL((url) => url.pathname === '/agent');
    expect(await page.locator('footer').count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });

  it('starts in the site default language and keeps English after a reload once chosen', async () => {
    const page = await session.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('main').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ko');

    // The side menu's switch (the desktop header has one too: tabs-popups-language.test.ts).
    await page
      .locator('#side-menu')
      .getByRole('combobox', { name: /language|언어/i })
      .selectOption('EN');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.reload();
    await page.getByRole('main').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const stored = await page.evaluate(() => [localStorage.getItem('hisLang'), localStorage.getItem('lang')]);
    expect(stored).toEqual(['EN', 'EN']);
    await page.getByRole('link', { name: 'Promotions' }).filter({ visible: true }).first().waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  it('reloads once without a word when a page chunk fails, then offers a retry (spec 8)', async () => {
    const page = await session.newPage();
    await page.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
    await page.goto(`${baseUrl}/`);
    await page.getByRole('main').waitFor();
    let blocked = 0;
    const helpChunk = /\/assets\/help-route-[^/]+\.js$/;
    await page.route(helpChunk, (route) => {
      blocked += 1;
      return route.abort();
    });
    let loads = 0;
    page.on('load', () => (loads += 1));

    // A client-side navigation, as a click on a help link makes.
    await page.evaluate(() => {
      history.pushState({}, '', '/help');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    const message = page.getByRole('heading', { name: 'Network connection is abnormal. Please try again.' });
    await message.waitFor();
    expect(loads).toBe(1);
    expect(blocked).toBeGreaterThanOrEqual(2);
    await expectNoSeriousA11yViolations(page);

    await page.unroute(helpChunk);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('#terms').waitFor();
    expect(loads).toBe(2);
  });

  it('renders the help centre with its anchors', async () => {
    const page = await session.newPage();
    await page.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
    await page.goto(`${baseUrl}/help#privacy`);
    await page.locator('#privacy').waitFor();
    await page.locator('#terms').waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it.each([390, 1440])(
    'paints the lobby at %i px from the first part of the language pack; a dialog waits for the rest',
    async (width) => {
      const page = await session.newPage({ viewport: { width, height: 900 } });
      const errors = collectPageErrors(page);
      // The rest of the pack (ko.more-*.js) is held back until the first screen has been read.
      let releaseRest = () => {};
      const restHeld = new Promise<void>((resolve) => (releaseRest = resolve));
      const restRequests: string[] = [];
      await page.route(/\/assets\/\w+\.more-[\w-]+\.js$/, async (route) => {
        restRequests.push(new URL(route.request().url()).pathname);
        await restHeld;
        await route.continue();
      });
      await page.goto(`${baseUrl}/`);
      await page.getByRole('main').waitFor();
      await page.locator('main img[fetchpriority="high"]').waitFor();
      // A key the pack lacks would show as itself: lower case words joined by _ or . (lobby.menu_HOT).
      const untranslated = await page.evaluate(() => {
        const looksLikeKey = (text: string) => /^[a-z][a-z0-9]*(?:[._][A-Za-z0-9]+)+$/.test(text.trim());
        const texts = [...document.querySelectorAll('body *')].flatMap((element) => [
          ...[...element.childNodes]
            .filter((node) => node.nodeType === Node.TEXT_NODE)
            .map((node) => node.textContent ?? ''),
          ...['aria-label', 'title', 'alt', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
        ]);
        return texts.filter(looksLikeKey);
      });
      expect(untranslated).toEqual([]);
      expect(restRequests).toEqual([expect.stringMatching(/^\/assets\/ko\.more-[\w-]+\.js$/)]);

      // The login dialog reads keys of the rest: it opens once the rest is in, translated.
      await page.getByRole('link', { name: '로그인' }).filter({ visible: true }).first().click();
      releaseRest();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.getByRole('heading').first().textContent()).not.toMatch(/^[a-z]+[._]/);
      expect(errors).toEqual([]);
    },
  );
});
