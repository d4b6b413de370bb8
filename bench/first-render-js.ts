import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export const gzipBytes = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * The JavaScript files a page has requested by the time its first content is on screen, as paths
 * relative to the site root (e.g. /assets/index-abc.js).
 */
export const scriptsLoadedBeforeFirstRender = async (page: Page, url: string, ready: string) => {
  await page.goto(url);
  await page.locator(ready).first().waitFor();
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((entryUrl) => entryUrl.origin === location.origin && entryUrl.pathname.endsWith('.js'))
      .map((entryUrl) => entryUrl.pathname),
  );
};

export const sumGzip = (distDir: string, paths: readonly string[]): number =>
  [...new Set(paths)].reduce((total, path) => total + gzipBytes(join(distDir, path)), 0);
