import { cdnUrl } from '@gp/contract/cdn-url';
import type { LanguagePack } from '@gp/contract/constants';
import { startupElementId, type StartupSnapshot } from '@gp/contract/startup';
import { webRoutes } from '@gp/contract/web-routes';
import path from 'node:path';
import { watchedFile } from './watched-file.js';

/**
 * What a page's HTML carries so its first screen starts at once (issue 15, docs/decisions.md
 * "Start-up in the HTML"): the start-up snapshot as a JSON script element, preloads of the language
 * pack it names and, on the lobby, of the lobby's route chunks and a high-priority preload of the hero
 * banner (the lobby's largest paint).
 */

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What a page preloads: its scripts (module preloads) and their style sheets. */
export interface PageAssets {
  scripts: string[];
  styles: string[];
}

/** The lobby's route module, as Vite's manifest names it (apps/web/src/app/router.tsx loads it). */
const lobbyRouteModule = 'src/app/routes/home-route.tsx';
const languagePackModule = (language: LanguagePack): string => `src/i18n/${language.toLowerCase()}.json`;

/** Every chunk `keys` import statically, themselves included, in manifest keys. */
const closureOf = (manifest: Manifest, keys: readonly string[]): Set<string> => {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
};

/**
 * The built files of source modules and of every chunk they import, from Vite's manifest (re-read when
 * the build changes), less what index.html already loads.
 */
export const createModuleAssets = (webDist: string) => {
  // What index.html loads is worked out once per build, not once per page view.
  const loadManifest = watchedFile(path.join(webDist, '.vite', 'manifest.json'), (text) => {
    const manifest = JSON.parse(text) as Manifest;
    return { manifest, inHtml: closureOf(manifest, ['index.html']) };
  });
  return async (keys: readonly string[]): Promise<PageAssets> => {
    const build = await loadManifest();
    if (!build) return { scripts: [], styles: [] };
    const { manifest, inHtml } = build;
    const chunks = [...closureOf(manifest, keys)]
      .filter((key) => !inHtml.has(key))
      .map((key) => manifest[key]!);
    return {
      scripts: chunks.map((chunk) => `/${chunk.file}`),
      styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((css) => `/${css}`),
    };
  };
};

const attribute = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** JSON inside a script element: `<` escaped so no text in it can close the element. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replaceAll('<', '\\u003c');

const isLobbyPage = (pathname: string): boolean =>
  webRoutes.find((route) => route.path === pathname)?.page === 'home';

/** The first home banner's image as the lobby draws it (BannerImage: the CDN joined with its path). */
const heroImageUrl = (snapshot: StartupSnapshot): string | null => {
  const hero = snapshot.guestAnnouncements?.banners.find((banner) => banner.groupName === 'w_home');
  return hero ? cdnUrl(snapshot.imageCdn, hero.url) : null;
};

/** The source modules a page's first screen needs beyond the entry: its language pack, the lobby's route. */
export const firstScreenModules = (snapshot: StartupSnapshot, pathname: string): string[] => [
  languagePackModule(snapshot.language),
  ...(isLobbyPage(pathname) ? [lobbyRouteModule] : []),
];

/** The tags to put at the end of <head> for `pathname`. */
export const startupHeadTags = (snapshot: StartupSnapshot, pathname: string, assets: PageAssets): string => {
  const tags = [
    ...assets.styles.map((href) => `<link rel="preload" as="style" href="${attribute(href)}">`),
    ...assets.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`),
  ];
  const hero = isLobbyPage(pathname) ? heroImageUrl(snapshot) : null;
  if (hero) tags.push(`<link rel="preload" as="image" href="${attribute(hero)}" fetchpriority="high">`);
  tags.push(`<script type="application/json" id="${startupElementId}">${scriptJson(snapshot)}</script>`);
  return tags.join('\n    ');
};
