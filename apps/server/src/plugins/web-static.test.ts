import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoGamePagePath } from '@gp/contract/web-routes';
import { webRoutes } from '@gp/contract/web-routes';
import { buildTestApp, productionSettings, type TestApp } from '../test/build-test-app.js';

const indexHtml = `<!doctype html><html><head><meta name="csp-nonce" content="%CSP_NONCE%">
<style nonce="%CSP_NONCE%">body{margin:0}</style><script type="module" src="/assets/app-3f9a1c.js"></script></head>
<body><div id="root"></div></body></html>`;

let webDist: string;
let t: TestApp;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'gp-web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), indexHtml);
  writeFileSync(path.join(webDist, 'assets', 'app-3f9a1c.js'), 'console.log("app");\n');
  writeFileSync(
    path.join(webDist, 'assets', 'app-3f9a1c.js.br'),
    brotliCompressSync('console.log("app");\n'),
  );
  writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *\n');
  t = await buildTestApp({ WEB_DIST: webDist, NODE_ENV: 'production', ...productionSettings() });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(typeof csp === 'string' ? csp : '')?.[1];

describe('web app serving', () => {
  it('answers index.html for every web route with the CSP nonce filled in, private and no-cache', async () => {
    for (const route of webRoutes) {
      const res = await t.app.inject({ url: route.path });
      expect(res.statusCode, route.path).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      const nonce = nonceOf(res.headers['content-security-policy']);
      expect(nonce).toBeTruthy();
      expect(res.body).not.toContain('%CSP_NONCE%');
      expect(res.body).toContain(`<meta name="csp-nonce" content="${nonce}">`);
      expect(res.body).toContain(`<style nonce="${nonce}">`);
    }
  });

  it('compresses the HTML for browsers that accept it (brotli first, then gzip)', async () => {
    const plain = await t.app.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const nonce = (html: string) => /content="([^"]+)"/.exec(html)?.[1] ?? '';
    const br = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    const brHtml = brotliDecompressSync(br.rawPayload).toString();
    expect(brHtml).toContain('<div id="root"></div>');
    expect(brHtml).toContain(
      `<meta name="csp-nonce" content="${nonceOf(br.headers['content-security-policy'])}">`,
    );
    const gzip = await t.app.inject({ url: '/help', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(nonce(gunzipSync(gzip.rawPayload).toString())).toBe(
      nonceOf(gzip.headers['content-security-policy']),
    );
  });

  it('uses a fresh nonce per response', async () => {
    const a = await t.app.inject({ url: '/' });
    const b = await t.app.inject({ url: '/' });
    expect(nonceOf(a.headers['content-security-policy'])).not.toBe(
      nonceOf(b.headers['content-security-policy']),
    );
  });

  it('lets only vendor pages be framed, and only by this origin', async () => {
    const game = await t.app.inject({ url: demoGamePagePath });
    expect(game.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(game.headers['x-frame-options']).toBe('SAMEORIGIN');
    const home = await t.app.inject({ url: '/seamless' });
    expect(home.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(home.headers['x-frame-options']).toBe('DENY');
  });

  it('keeps query strings on web routes', async () => {
    const res = await t.app.inject({ url: '/rng?vassalage=PG' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="root"');
  });

  it('serves hashed assets with immutable caching', async () => {
    const res = await t.app.inject({ url: '/assets/app-3f9a1c.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toContain('console.log');
  });

  it('sends the precompressed copy of the build to clients that accept it', async () => {
    const res = await t.app.inject({
      url: '/assets/app-3f9a1c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('console.log');
    const plain = await t.app.inject({ url: '/assets/app-3f9a1c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('answers unknown pages with index.html and status 404, and top-level public files as files', async () => {
    const res = await t.app.inject({ url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('id="root"');
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('User-agent');
    expect((await t.app.inject({ url: '/assets/missing-123.js' })).statusCode).toBe(404);
  });

  it('sends the strict CSP, HSTS in production, and the other security headers', async () => {
    const res = await t.app.inject({ url: '/' });
    const csp = res.headers['content-security-policy'] as string;
    // Inline scripts run only with this response's nonce (the lobby's first-paint loader carries it).
    const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(res.body)![1]!;
    for (const directive of [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}' https://www.googletagmanager.com`,
      "img-src 'self' data:",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "frame-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['permissions-policy']).toContain('camera=()');
  });
});

describe('web app not built', () => {
  it('answers a clear 503 instead of crashing', async () => {
    const bare = await buildTestApp({ WEB_DIST: path.join(webDist, 'missing'), SEED_DEMO: 'false' });
    try {
      const res = await bare.app.inject({ url: '/' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});
