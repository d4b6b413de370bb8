import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export const gzipBytes = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * The JavaScript files a page had loaded when its first content (`ready`) went into the document, as
 * paths relative to the site root (e.g. /assets/index-abc.js). The list is taken inside the page the
 * moment the element is inserted (a mutation observer, before any later task): read afterwards, it
 * also held what the page loads once idle after its first render (the carousel, popups), more or
 * less of it from run to run.
 */
export const scriptsLoadedBeforeFirstRender = async (page: Page, url: string, ready: string) => {
  await page.addInitScript((selector: string) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      const names = performance.getEntriesByType('resource').map((entry) => entry.name);
      Object.assign(window, { scriptsAtFirstRender: names });
    });
    observer.observe(document, { childList: true, subtree: true });
  }, ready);
  await page.goto(url);
  await page.locator(ready).first().waitFor();
  const names = await page.evaluate(
    () => (window as unknown as { scriptsAtFirstRender: string[] }).scriptsAtFirstRender,
  );
  return names
    .map((name) => new URL(name))
    .filter((entryUrl) => entryUrl.origin === new URL(url).origin && entryUrl.pathname.endsWith('.js'))
    .map((entryUrl) => entryUrl.pathname);
};

export const sumGzip = (distDir: string, paths: readonly string[]): number =>
  [...new Set(paths)].reduce((total, path) => total + gzipBytes(join(distDir, path)), 0);
