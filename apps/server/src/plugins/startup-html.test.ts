import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartupSnapshot } from '@gp/contract/startup';
import { demoGamePagePath } from '@gp/contract/web-routes';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { startupHeadTags } from './startup-html.js';

/** Issue 15: a page's HTML carries the start-up answers its first screen would otherwise call for. */
const indexHtml = `<!doctype html><html><head><meta name="csp-nonce" content="%CSP_NONCE%">
<script type="module" src="/assets/app-1.js"></script></head><body><div id="root"></div></body></html>`;
const manifest = {
  'index.html': { file: 'assets/app-1.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_card.js': { file: 'assets/card-1.js', imports: ['_react.js'], css: ['assets/card-1.css'] },
  'src/app/routes/home-route.tsx': { file: 'assets/home-1.js', imports: ['_card.js', 'index.html'] },
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

  it('preloads the language pack it names, and on the lobby its route chunks and the hero banner', async () => {
    const page = await t.app.inject({ url: '/' });
    const snapshot = snapshotOf(page.body)!;
    const pack = manifest[`src/i18n/${snapshot.language.toLowerCase()}.json` as keyof typeof manifest];
    const preloads = [...page.body.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)].map(
      (match) => `${match[1]} ${match[2]}`,
    );
    // The lobby route and what it imports, less what index.html loads already (the entry, React).
    expect(preloads.filter((entry) => !entry.startsWith('preload /cdn'))).toEqual([
      'preload /assets/card-1.css',
      `modulepreload /${pack.file}`,
      'modulepreload /assets/home-1.js',
      'modulepreload /assets/card-1.js',
    ]);
    const hero = snapshot.guestAnnouncements!.banners.find((banner) => banner.groupName === 'w_home')!;
    const heroUrl = `${snapshot.imageCdn.replace(/\/+$/, '')}/${hero.url.replace(/^\/+/, '')}`;
    expect(page.body).toContain(`<link rel="preload" as="image" href="${heroUrl}" fetchpriority="high">`);
    const help = await t.app.inject({ url: '/help' });
    expect(snapshotOf(help.body)).not.toBeNull();
    expect(help.body).not.toContain('rel="preload" as="image"');
    expect(help.body).not.toContain('home-1.js');
    expect(help.body).toContain(`<link rel="modulepreload" crossorigin href="/${pack.file}">`);
  });

  it('leaves vendor pages (framed game pages) without start-up answers', async () => {
    const game = await t.app.inject({ url: demoGamePagePath });
    expect(game.statusCode).toBe(200);
    expect(snapshotOf(game.body)).toBeNull();
    expect(game.body).not.toContain('modulepreload');
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
    const tags = startupHeadTags(snapshot, '/', { scripts: [], styles: [] });
    expect(tags).not.toContain('</script><script>');
    expect(tags.match(/<\/script>/g)).toHaveLength(1);
    const json = /id="startup">(.*)<\/script>/s.exec(tags)![1]!;
    expect((JSON.parse(json) as StartupSnapshot).guestAnnouncements!.banners[0]!.title).toBe(
      '</script><script>alert(1)</script>',
    );
  });
});
