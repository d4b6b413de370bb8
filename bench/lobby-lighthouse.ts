import { createServer } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { routes } from '@gp/contract/routes';
import { startServer } from '../e2e/support/server-process.js';

/**
 * Lighthouse on the lobby (`/`) against a static page holding the same hero image (the lobby's first
 * home banner, at the size the lobby draws it), both audited in this run with the same settings
 * (desktop, simulated throttling, Debian's Chromium). Rows: the performance score as a ratio
 * lobby / static page, and LCP as a ratio static page / lobby (so 1.00 means "as fast as a page that
 * is nothing but the picture"; higher is better for both).
 */
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
const runs = 3;

interface Audit {
  score: number;
  lcpMs: number;
}

const audit = async (url: string, port: number): Promise<Audit> => {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    {
      extends: 'lighthouse:default',
      settings: {
        formFactor: 'desktop',
        screenEmulation: { mobile: false, width: 1440, height: 900, deviceScaleFactor: 1, disabled: false },
        throttlingMethod: 'simulate',
      },
    },
  );
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
  const score = lhr.categories.performance?.score;
  if (typeof lcp !== 'number' || typeof score !== 'number') {
    throw new Error(`lighthouse could not score ${url}: ${lhr.runtimeError?.message ?? 'no metrics'}`);
  }
  return { score, lcpMs: lcp };
};

/** The median of `runs` audits by LCP (Lighthouse varies from run to run on a busy machine). */
const medianAudit = async (url: string, port: number): Promise<Audit> => {
  const results: Audit[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await audit(url, port));
  results.sort((a, b) => a.lcpMs - b.lcpMs);
  return results[Math.floor(runs / 2)]!;
};

/** The first home banner's image, fetched from the platform, and the page showing only it. */
const heroPage = async (baseUrl: string) => {
  const response = await fetch(`${baseUrl}${routes.announcements.path}?language=EN`);
  const value = ((await response.json()) as { value: { banners: { groupName: string; url: string }[] } })
    .value;
  const banner = value.banners.find((b) => b.groupName === 'w_home');
  if (!banner) throw new Error('the demo merchant has no home banner');
  // Banner URLs are relative to an image CDN of the permission call, as the lobby draws them.
  const permission = await fetch(`${baseUrl}${routes.permission.path}`);
  const { imageCDNs } = ((await permission.json()) as { value: { info: { imageCDNs: string[] } } }).value
    .info;
  const image = await fetch(new URL(`${imageCDNs[0] ?? ''}${banner.url}`, baseUrl));
  if (!image.ok) throw new Error(`hero image answered ${image.status}`);
  const bytes = Buffer.from(await image.arrayBuffer());
  const type = image.headers.get('content-type') ?? 'image/svg+xml';
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hero</title>' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"></head>' +
    '<body style="margin:0;background:#0b1220"><img src="/hero" alt="Hero banner" ' +
    'style="display:block;width:min(1100px,100%);aspect-ratio:3/1;object-fit:cover;margin:96px auto"></body></html>';
  const server = createServer((request, reply) => {
    if (request.url === '/hero') {
      reply.writeHead(200, { 'content-type': type, 'content-length': bytes.length });
      reply.end(bytes);
      return;
    }
    reply.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    reply.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export const measureLobbyLighthouse = async () => {
  const platform = await startServer({ LOG_LEVEL: 'error' });
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
  const hero = await heroPage(platform.baseUrl);
  try {
    const staticPage = await medianAudit(hero.url, chrome.port);
    const lobby = await medianAudit(`${platform.baseUrl}/`, chrome.port);
    return [
      {
        metric: `Lighthouse performance score of / (desktop, median of ${runs})`,
        platform: String(Math.round(lobby.score * 100)),
        baseline: `${Math.round(staticPage.score * 100)} (static page, same hero image)`,
        ratio: lobby.score / staticPage.score,
      },
      {
        metric: `Lighthouse LCP of / (desktop, median of ${runs}; ratio static / lobby)`,
        platform: `${Math.round(lobby.lcpMs)} ms`,
        baseline: `${Math.round(staticPage.lcpMs)} ms (static page, same hero image)`,
        ratio: staticPage.lcpMs / lobby.lcpMs,
      },
    ];
  } finally {
    await hero.close();
    chrome.kill();
    await platform.stop();
  }
};
