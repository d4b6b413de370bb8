import { createServer } from 'node:http';
import { launchBrowser } from '../e2e/support/browser.js';

/**
 * The lobby as the app has drawn it on a phone, without a single script: its HTML at that moment (the
 * announcement popup included, as a first visit shows it) with the same style sheets and images,
 * served as a static page. Lighthouse on it gives the blocking time that parsing, styling, laying out
 * and painting the lobby's own elements costs on this machine, so the bench can tell that part of the
 * lobby's blocking time from the part its JavaScript adds.
 */
export const lobbySnapshotPage = async (lobbyUrl: string) => {
  const session = await launchBrowser();
  let html: string;
  try {
    // Lighthouse's mobile preset: a 412 x 823 screen at 1.75 device pixels per CSS pixel.
    const page = await session.newPage(
      { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
      { showPopups: true },
    );
    await page.goto(lobbyUrl, { waitUntil: 'networkidle' });
    // The first-paint layer goes once the app's hero is drawn (3 s at the latest).
    await page.waitForSelector('#first-paint', { state: 'detached', timeout: 10_000 });
    await page.waitForTimeout(1000);
    html = await page.evaluate(() => {
      const removed = 'script, link[rel="modulepreload"], link[rel="preload"][as="script"]';
      for (const element of document.querySelectorAll(removed)) element.remove();
      return `<!doctype html>${document.documentElement.outerHTML}`;
    });
  } finally {
    await session.close();
  }
  // Style sheets, images and their srcset candidates stay on the platform: one base for every address.
  const { origin } = new URL(lobbyUrl);
  const page = html.replace('<head>', `<head><base href="${origin}/">`);
  const server = createServer((_request, reply) => {
    reply.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    reply.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
