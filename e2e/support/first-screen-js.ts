import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { webDist } from './paths.js';

/** A file's size as the server would send it compressed (gzip, best compression). */
const gzipBytes = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * The JavaScript of a page's first screen: every script of our origin the page has loaded once its
 * `ready` element shows and the network has gone quiet, as paths (e.g. /assets/index-abc.js) with
 * their gzip sizes. Waiting for quiet makes the set the same on every run: what loads in the first
 * idle moment (popups, QR codes in view) counts too, whether it started before the first render or
 * just after.
 */
export const firstScreenScripts = async (page: Page, url: string, ready: string) => {
  await page.goto(url);
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  const paths: string[] = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((entryUrl) => entryUrl.origin === location.origin && entryUrl.pathname.endsWith('.js'))
      .map((entryUrl) => entryUrl.pathname),
  );
  const scripts = [...new Set(paths)].map((path) => ({ path, bytes: gzipBytes(join(webDist, path)) }));
  return { scripts, bytes: scripts.reduce((total, script) => total + script.bytes, 0) };
};
