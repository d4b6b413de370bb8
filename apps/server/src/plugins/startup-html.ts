import { cdnUrl } from '@gp/contract/cdn-url';
import type { LanguagePack } from '@gp/contract/constants';
import { startupElementId, type StartupSnapshot } from '@gp/contract/startup';
import { webRoutes } from '@gp/contract/web-routes';
import path from 'node:path';
import { firstPaintPage } from './first-paint.js';
import { attribute, scriptJson } from './html-text.js';
import { watchedFile } from './watched-file.js';

/**
 * What a page's HTML carries so its first screen starts at once (issue 15, docs/decisions.md
 * "Start-up in the HTML"): the start-up snapshot as a JSON script element and preloads of the language
 * pack it names. The lobby paints its hero banner (its largest paint) from the HTML itself and starts
 * its route chunks after it (first-paint.ts); should that not apply, it gets their preloads like any
 * page.
 */

interface ManifestChunk {
  file: string;
  /** The chunk's name: its module's file name, or the name of the group that holds it (vite.config.ts). */
  name?: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What a page preloads: its scripts (module preloads) and their style sheets. */
export interface PageAssets {
  scripts: string[];
  styles: string[];
}

/**
 * The lobby's route chunk (apps/web/src/app/router.tsx loads it), by its chunk name: vite.config.ts
 * groups the route and its own modules into one chunk of that name, which has no module key.
 */
const lobbyRouteChunk = 'home-route';
const firstPaintModule = 'src/features/startup/first-paint.ts';
/** The first-screen part of a language pack (the rest loads once the first page is up: i18n.ts). */
const languagePackModule = (language: LanguagePack): string => `src/i18n/${language.toLowerCase()}.json`;

/** A manifest key: `wanted` itself (a source module), else the key of the script chunk named `wanted`. */
const manifestKey = (manifest: Manifest, wanted: string): string =>
  manifest[wanted]
    ? wanted
    : (Object.keys(manifest).find(
        (key) => manifest[key]!.name === wanted && manifest[key]!.file.endsWith('.js'),
      ) ?? wanted);

/** Every chunk `keys` (modules or chunk names) import statically, themselves included, in manifest keys. */
const closureOf = (manifest: Manifest, keys: readonly string[]): Set<string> => {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const key of keys) visit(manifestKey(manifest, key));
  return seen;
};

/**
 * The built files of source modules and of every chunk they import, from Vite's manifest (re-read when
 * the build changes), less what index.html already loads.
 */
export const createModuleAssets = (webDist: string) => {
  // What index.html loads, and each page's assets, are worked out once per build, not per page view.
  const loadManifest = watchedFile(path.join(webDist, '.vite', 'manifest.json'), (text) => {
    const manifest = JSON.parse(text) as Manifest;
    return { manifest, inHtml: closureOf(manifest, ['index.html']), pages: new Map<string, PageAssets>() };
  });
  return async (keys: readonly string[]): Promise<PageAssets> => {
    const build = await loadManifest();
    if (!build) return { scripts: [], styles: [] };
    const { manifest, inHtml, pages } = build;
    const known = pages.get(keys.join('\n'));
    if (known) return known;
    const chunks = [...closureOf(manifest, keys)]
      .filter((key) => !inHtml.has(key))
      .map((key) => manifest[key]!);
    const assets = {
      scripts: chunks.map((chunk) => `/${chunk.file}`),
      styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((css) => `/${css}`),
    };
    pages.set(keys.join('\n'), assets);
    return assets;
  };
};

const isLobbyPage = (pathname: string): boolean =>
  webRoutes.find((route) => route.path === pathname)?.page === 'home';

/** The first home banner as the lobby draws it (BannerImage: the CDN joined with its path, its title). */
const heroOf = (snapshot: StartupSnapshot): { url: string; alt: string } | null => {
  const hero = snapshot.guestAnnouncements?.banners.find((banner) => banner.groupName === 'w_home');
  return hero ? { url: cdnUrl(snapshot.imageCdn, hero.url), alt: hero.title } : null;
};

/**
 * The source modules a page's first screen needs beyond the entry: its language pack; on the lobby its
 * route and the code that hands its first paint over to the app.
 */
export const firstScreenModules = (snapshot: StartupSnapshot, pathname: string): string[] => [
  languagePackModule(snapshot.language),
  ...(isLobbyPage(pathname) ? [lobbyRouteChunk, firstPaintModule] : []),
];

/**
 * `html` (the built index.html) for `pathname` with its start-up snapshot and the preloads of `assets`.
 * The lobby, when it has a hero banner, paints from its HTML (first-paint.ts); other pages get the
 * preloads in their head.
 */
export const startupPage = (
  html: string,
  snapshot: StartupSnapshot,
  pathname: string,
  assets: PageAssets,
): string => {
  const snapshotTag = `<script type="application/json" id="${startupElementId}">${scriptJson(snapshot)}</script>`;
  const hero = isLobbyPage(pathname) ? heroOf(snapshot) : null;
  const lobby = hero ? firstPaintPage(html, hero, assets, [snapshotTag]) : null;
  if (lobby) return lobby;
  const tags = [
    ...(hero ? [`<link rel="preload" as="image" href="${attribute(hero.url)}" fetchpriority="high">`] : []),
    ...assets.styles.map((href) => `<link rel="preload" as="style" href="${attribute(href)}">`),
    ...assets.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`),
    snapshotTag,
  ];
  return html.replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
};
