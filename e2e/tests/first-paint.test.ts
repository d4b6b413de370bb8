import { describe, expect, inject, it } from 'vitest';
import { englishVisitors } from '../support/visitors.js';

/**
 * Issue 15: the lobby paints its hero banner from the HTML (the server's plugins/first-paint.ts) and
 * the app takes over without a jump (apps/web/src/features/startup/first-paint.ts).
 */
const baseUrl = inject('baseUrl');
const newVisitorPage = englishVisitors('10.92.0');

interface Painted {
  layerHero: number[] | null;
  largestPaints: { id: string; size: number }[];
}

const rounded = (values: number[]) => values.map((value) => Math.round(value * 10) / 10);

describe('the lobby painted from its HTML', () => {
  it.each([
    [390, 844],
    [412, 823],
    [1023, 900],
    [1440, 900],
  ])('draws the hero where the app draws it at %i px, then hands over', async (width, height) => {
    const page = await newVisitorPage({ viewport: { width, height } });
    await page.context().addInitScript(() => {
      const painted: Painted = { layerHero: null, largestPaints: [] };
      Object.assign(window, { painted });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element; size: number })[])
          painted.largestPaints.push({ id: entry.element?.id ?? '', size: entry.size });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        const rect = document.getElementById('first-paint-hero')?.getBoundingClientRect();
        painted.layerHero = rect ? [rect.x, rect.y, rect.width, rect.height] : null;
      });
    });
    const order: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().includes('/banners/')) order.push('hero');
    });
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/assets/')) order.push('asset');
    });
    await page.goto(`${baseUrl}/`);
    await page.locator('#first-paint').waitFor({ state: 'detached' });
    const hero = page.locator('[aria-roledescription="carousel"] img').first();
    await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
    const appHero = await hero.evaluate((image) => {
      const rect = image.getBoundingClientRect();
      return [rect.x, rect.y, rect.width, rect.height];
    });
    const painted = await page.evaluate(() => (window as unknown as { painted: Painted }).painted);
    expect(painted.layerHero).not.toBeNull();
    expect(rounded(painted.layerHero!)).toEqual(rounded(appHero));
    // The app's scripts and style sheets start only once the hero is in.
    expect(order.indexOf('hero')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('hero')).toBeLessThan(order.indexOf('asset'));
    if (width <= 412) {
      // On a phone the hero is the largest paint, and it is the one from the HTML: the app's own
      // hero, the same size, is not a later, larger one.
      expect(painted.largestPaints[0]?.id).toBe('first-paint-hero');
      expect(painted.largestPaints.filter((paint) => paint.size > painted.largestPaints[0]!.size)).toEqual(
        [],
      );
    }
    await page.context().close();
  });

  it('serves the page usable once the layer is gone: the lobby answers a click', async () => {
    const page = await newVisitorPage({ viewport: { width: 412, height: 823 } });
    await page.goto(`${baseUrl}/`);
    await page.locator('#first-paint').waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await page.getByRole('dialog').getByLabel('Username').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });
});
