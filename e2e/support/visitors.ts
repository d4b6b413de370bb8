import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type BrowserSession, type PageOptions } from './browser.js';

/**
 * One browser for the calling test file (launched before its tests, closed after) and English pages,
 * each for a visitor of its own: login failures, SMS and registration limits count per IP, so every
 * page presents a different private address from `subnet` (the e2e server trusts X-Forwarded-For;
 * private addresses are never region-blocked). The language is set on the page's whole context, so a
 * second tab opened in it is English too.
 */
export const englishVisitors = (subnet: string) => {
  let session: BrowserSession | undefined;
  let visitor = 0;
  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });
  return async (options: BrowserContextOptions = {}, pageOptions: PageOptions = {}): Promise<Page> => {
    if (!session) throw new Error('englishVisitors: the browser is not launched yet');
    visitor += 1;
    const page = await session.newPage(
      { ...options, extraHTTPHeaders: { 'x-forwarded-for': `${subnet}.${visitor}` } },
      pageOptions,
    );
    await page.context().addInitScript(() => localStorage.setItem('hisLang', 'EN'));
    return page;
  };
};
