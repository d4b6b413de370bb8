import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartupSnapshot } from '@gp/contract/startup';
import { demoGamePagePath } from '@gp/contract/web-routes';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { startupPage } from './startup-html.js';

/** Issue 15: a page's HTML carries the start-up answers its first screen would otherwise call for. */
const indexHtml = `<!doctype html><html><head><meta name="csp-nonce" content="%CSP_NONCE%">
<script type="module" src="/assets/app-1.js"></script></head><body><div id="root"></div></body></html>`;
const manifest = {
  'index.html': { file: 'assets/app-1.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_card.js': { file: 'assets/card-1.js', imports: ['_react.js'], css: ['assets/card-1.css'] },
  // The lobby's route as vite.config.ts groups it: a chunk found by its name, not by a module key.
  '_home-route-1.js': {
    file: 'assets/home-route-1.js',
    name: 'home-route',
    imports: ['_card.js', 'index.html'],
  },
  '_home-route-1.css': { file: 'assets/home-route-1.css', name: 'home-route' },
  'src/i18n/en.json': { file: 'assets/en-aaa.js' },
  'src/i18n/ko.json': { file: 'assets/ko-bbb.js' },
};

let webDist: string;
let t: TestApp;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'gp-web-startup-'));
  mkdirSync(path.join(webDist, 'assets'));
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(path.join(webDist, 'index.html'), indexHtml);
  writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  t = await buildTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const snapshotOf = (html: string): StartupSnapshot | null => {
  const json = /<script type="application\/json" id="startup">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? (JSON.parse(json) as StartupSnapshot) : null;
};
const valueOf = async (url: string) => (await t.app.inject({ url })).json<{ value: unknown }>().value;

describe('start-up answers in the HTML', () => {
  it('carries what the permission, vendor and announcement calls answer a guest', async () => {
    const page = await t.app.inject({ url: '/' });
    const snapshot = snapshotOf(page.body);
    expect(snapshot).not.toBeNull();
    const permission = await valueOf('/wps/system/permission');
    expect(snapshot!.permission).toEqual(permission);
    const { merchantCode, defaultLanguage } = snapshot!.permission.info.site;
    expect(snapshot!.language).toBe(defaultLanguage);
    expect(snapshot!.permission.info.imageCDNs).toContain(snapshot!.imageCdn);
    const vendors = (await valueOf(
      `/wps/game/vendor?merchantCode=${merchantCode}&platform=html5-desktop&language=${defaultLanguage}`,
    )) as { data: { lanes: unknown } };
    expect(snapshot!.lanes).toEqual(vendors.data.lanes);
    const announcements = await valueOf(
      `/wps/announcement?merchantCode=${merchantCode}&language=${defaultLanguage}&types=B,PL,PU,PR,H`,
    );
    expect(snapshot!.guestAnnouncements).toEqual(announcements);
  });

  it('paints the lobby hero from its HTML and starts the app, its route chunks and language pack after it', async () => {
    const page = await t.app.inject({ url: '/' });
    const snapshot = snapshotOf(page.body)!;
    const pack = manifest[`src/i18n/${snapshot.language.toLowerCase()}.json` as keyof typeof manifest];
    const hero = snapshot.guestAnnouncements!.banners.find((banner) => banner.groupName === 'w_home')!;
    const heroUrl = `${snapshot.imageCdn.replace(/\/+$/, '')}/${hero.url.replace(/^\/+/, '')}`;
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    // Nothing in the head competes with the hero: no script, no module preload, no style sheet.
    expect(head).toContain(`<link rel="preload" as="image" href="${heroUrl}" fetchpriority="high">`);
    expect(head).not.toMatch(/modulepreload|rel="stylesheet"|<script type="module"/);
    expect(head).toMatch(/<style nonce="[^"]+">[^<]*#first-paint\{position:fixed/);
    // The first-paint layer draws the hero; the loader starts the entry, the lobby's chunks and the pack.
    expect(page.body).toMatch(
      new RegExp(`<div id="first-paint" aria-hidden="true">.*<img id="first-paint-hero" src="${heroUrl}"`),
    );
    const loader = /<script nonce="[^"]+">\(function\(a\)\{.*\}\)\((\{.*?\})\)<\/script>/.exec(
      page.body,
    )?.[1];
    expect(JSON.parse(loader!)).toEqual({
      entry: '/assets/app-1.js',
      modules: [`/${pack.file}`, '/assets/home-route-1.js', '/assets/card-1.js'],
      styles: ['/assets/card-1.css'],
    });
    const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(page.body)![1]!;
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${nonce}'`);
    const help = await t.app.inject({ url: '/help' });
    expect(snapshotOf(help.body)).not.toBeNull();
    expect(help.body).not.toContain('rel="preload" as="image"');
    expect(help.body).not.toContain('home-route-1.js');
    expect(help.body).toContain(`<link rel="modulepreload" crossorigin href="/${pack.file}">`);
  });

  it('leaves vendor pages (framed game pages) without start-up answers', async () => {
    const game = await t.app.inject({ url: demoGamePagePath });
    expect(game.statusCode).toBe(200);
    expect(snapshotOf(game.body)).toBeNull();
    expect(game.body).not.toContain('modulepreload');
  });

  it.each([
    ['the lobby', '/'],
    ['another page', '/help'],
  ])("keeps replacement patterns in operator text ($', $`, $&) as text on %s", (_, pathname) => {
    const title = "Win $' big $` now $& $$";
    const snapshot = {
      permission: { info: { site: {} } },
      imageCdn: '/cdn/a',
      language: 'EN',
      lanes: null,
      guestAnnouncements: { banners: [{ groupName: 'w_home', title, url: '/b.png' }] },
    } as unknown as StartupSnapshot;
    const page = startupPage(indexHtml, snapshot, pathname, { scripts: [], styles: [] });
    expect(page.match(/<div id="root"><\/div>/g)).toHaveLength(1);
    expect(page.match(/<\/head>/g)).toHaveLength(1);
    const json = /id="startup">(.*?)<\/script>/s.exec(page)![1]!;
    expect((JSON.parse(json) as StartupSnapshot).guestAnnouncements!.banners[0]!.title).toBe(title);
    if (pathname === '/') expect(page).toContain(`alt="${title.replace('&', '&amp;')}"`);
  });

  it('keeps operator text from closing the script element', () => {
    const snapshot = {
      permission: { info: { site: {} } },
      imageCdn: '/cdn/a',
      language: 'EN',
      lanes: null,
      guestAnnouncements: {
        banners: [{ groupName: 'w_home', title: '</script><script>alert(1)</script>', url: '/b.png' }],
      },
    } as unknown as StartupSnapshot;
    const page = startupPage(indexHtml, snapshot, '/', { scripts: [], styles: [] });
    expect(page).not.toContain('</script><script>');
    // The snapshot's and the loader's script elements, each closed once.
    expect(page.match(/<\/script>/g)).toHaveLength(2);
    expect(page).toContain('alt="&lt;/script>&lt;script>alert(1)&lt;/script>"');
    const json = /id="startup">(.*?)<\/script>/s.exec(page)![1]!;
    expect((JSON.parse(json) as StartupSnapshot).guestAnnouncements!.banners[0]!.title).toBe(
      '</script><script>alert(1)</script>',
    );
  });
});
