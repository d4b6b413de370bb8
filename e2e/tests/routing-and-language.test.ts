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

    await page.getByRole('combobox', { name: /language|언어/i }).selectOption('EN');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.reload();
    await page.getByRole('main').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const stored = await page.evaluate(() => [localStorage.getItem('hisLang'), localStorage.getItem('lang')]);
    expect(stored).toEqual(['EN', 'EN']);
    await page.getByRole('link', { name: 'Promotions' }).first().waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  it('renders the help centre with its anchors', async () => {
    const page = await session.newPage();
    await page.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
    await page.goto(`${baseUrl}/help#privacy`);
    await page.locator('#privacy').waitFor();
    await page.locator('#terms').waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});
