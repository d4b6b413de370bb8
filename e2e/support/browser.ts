import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { chromiumPath } from './paths.js';
import { closePopupsOnEveryPage, seededPopupIds } from './popups.js';

export interface PageOptions {
  /**
   * Let the seeded announcement popups show. By default every page of an e2e test starts with them
   * closed for the session, so a popup never covers a test about something else; the popup test opts in.
   */
  showPopups?: boolean;
}

export interface BrowserSession {
  browser: Browser;
  /** A page in a fresh context of its own (1440x900 unless `options` say otherwise). */
  newPage: (options?: BrowserContextOptions, page?: PageOptions) => Promise<Page>;
  close: () => Promise<void>;
}

/**
 * Debian's Chromium with the flags ARCHITECTURE.md prescribes. Playwright gives every launch a fresh
 * temporary profile directory of its own (it refuses a --user-data-dir argument to launch()).
 */
export const launchBrowser = async (): Promise<BrowserSession> => {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    browser,
    newPage: async (options, { showPopups = false } = {}) => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
      if (!showPopups) await closePopupsOnEveryPage(context, await seededPopupIds());
      return context.newPage();
    },
    close: async () => {
      await browser.close();
    },
  };
};

/** Fails the test on any script error or CSP violation the page reports. */
export const collectPageErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(text)) errors.push(text);
  });
  return errors;
};
