import { firstPaintHeroId, firstPaintLayerId } from '@gp/contract/startup';
import { attribute, scriptJson } from './html-text.js';

/**
 * The lobby's first paint from the HTML alone (issue 15, docs/decisions.md "The lobby paints from its
 * HTML"). The lobby's largest paint is its hero banner; drawn by React it waited for the whole
 * JavaScript chain (about 3.6 s on Lighthouse's simulated phone against 0.8 s for a static page with
 * the same image). The page now carries:
 * - a first-paint layer (`#first-paint`, above the app): the page's background, the header's band and
 *   the side menu's column, and the hero in the frame and at the place the lobby draws it, with its
 *   CSS inline (about 1 KB);
 * - a loader that starts the app's style sheets and scripts once the hero has loaded (or failed, or
 *   after 3 s): on a slow phone network the hero gets the bandwidth first, as on a static page.
 * The app renders under the layer and removes it when its own hero is drawn and its style sheets are
 * in, at the latest after 3 s or at the visitor's first key or tap (apps/web/src/features/startup/
 * first-paint.ts, loaded only when the layer is there), so the visitor sees no jump. Should the app
 * never start, the layer's own CSS hides it after 15 s. The geometry below repeats the lobby's layout
 * (tokens.css, header, side menu, shell layout, banner carousel); the e2e test `first-paint.test.ts`
 * compares the two hero rectangles at phone and desktop widths. A visitor whose language is not the
 * site's default sees the default language's hero first (the server does not know the choice).
 */

const firstPaintId = firstPaintLayerId;
const rootElement = '<div id="root"></div>';
const heroId = firstPaintHeroId;

/** 60/68 px bar, a category row of 0.875rem x 1.55 text in 8 px padding, 2 px border and 12 px under it, 1 px border. */
const categoryRow = 'calc(0.875rem * 1.55 + 31px)';

const style = `
html{scrollbar-gutter:stable}
#${firstPaintId}{position:fixed;inset:0;z-index:100;overflow:hidden;background:#070b16;animation:fp-gone 0s 15s forwards}
@keyframes fp-gone{to{visibility:hidden;pointer-events:none}}
#${firstPaintId} .fp-header{height:calc(68px + ${categoryRow});box-sizing:border-box;border-bottom:1px solid #24324f;background:rgb(9 14 28 / 0.92)}
#${firstPaintId} .fp-body{display:flex;height:100%}
#${firstPaintId} .fp-side{flex:none;width:264px;box-sizing:border-box;border-right:1px solid #24324f;background:#0c1222}
#${firstPaintId} .fp-column{flex:1;min-width:0}
#${firstPaintId} .fp-content{max-width:1360px;margin:0 auto;padding:32px 32px 0;box-sizing:border-box}
#${firstPaintId} .fp-hero{overflow:hidden;border:1px solid #24324f;border-radius:24px;background:#111a2e}
#${firstPaintId} .fp-hero img{display:block;width:100%;height:auto;aspect-ratio:3/1;object-fit:cover}
@media (max-width:1023px){#${firstPaintId} .fp-side{display:none}#${firstPaintId} .fp-content{padding:24px 16px 0}}
@media (max-width:640px){#${firstPaintId} .fp-header{height:calc(60px + ${categoryRow})}}`
  .trim()
  .replaceAll('\n', '');

/**
 * Starts the app once the hero is in (ES5, it runs before anything else): the entry script, then the
 * style sheets and module preloads a few per task. Appending all forty-odd elements in one go took
 * 75 ms of main thread on this machine (300 ms on a 4x slower phone), the longest task of the start.
 */
const loader = (assetsJson: string) =>
  `(function(a){var d=document,s=0,i=d.getElementById('${heroId}'),q=[];` +
  `a.styles.forEach(function(h){q.push(['stylesheet',h])});a.modules.forEach(function(h){q.push(['modulepreload',h])});` +
  `function add(rel,href){var l=d.createElement('link');l.rel=rel;if(rel!=='stylesheet')l.crossOrigin='';l.href=href;d.head.appendChild(l)}` +
  `function more(){for(var n=0;n<4&&q.length;n++){var x=q.shift();add(x[0],x[1])}if(q.length)setTimeout(more,0)}` +
  `function later(f){if(d.visibilityState==='visible')requestAnimationFrame(function(){setTimeout(f,0)});else setTimeout(f,0)}` +
  `function go(){if(s)return;s=1;later(function(){` +
  `var e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=a.entry;d.head.appendChild(e);setTimeout(more,0)})}` +
  `if(!i||i.complete)go();else{i.addEventListener('load',go);i.addEventListener('error',go);setTimeout(go,3000)}` +
  `})(${assetsJson})`;

/** What Vite's index.html loads in its head: its entry script, module preloads and style sheets. */
const entryPattern = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const modulePreloadPattern = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;
const stylesheetPattern = /\s*<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/g;

interface BuiltPage {
  entry: string;
  modules: string[];
  styles: string[];
  /** index.html without those tags. */
  stripped: string;
}

/** Vite's index.html taken apart once per build (the last one seen), not once per page view. */
let lastBuild: { html: string; page: BuiltPage | null } | undefined;
const builtPageOf = (html: string): BuiltPage | null => {
  if (lastBuild?.html === html) return lastBuild.page;
  const entry = entryPattern.exec(html)?.[1];
  const page =
    entry && html.includes(rootElement) && html.includes('</head>')
      ? {
          entry,
          modules: [...html.matchAll(modulePreloadPattern)].map((match) => match[1]!),
          styles: [...html.matchAll(stylesheetPattern)].map((match) => match[1]!),
          stripped: html
            .replace(entryPattern, '')
            .replaceAll(modulePreloadPattern, '')
            .replaceAll(stylesheetPattern, ''),
        }
      : null;
  lastBuild = { html, page };
  return page;
};

/**
 * The lobby's page drawn from its HTML: `html` (Vite's index.html) without its asset tags, the hero
 * preloaded at high priority, the first-paint layer and its CSS, and the loader starting the page's
 * assets (index.html's, then `assets`, the lobby's route chunks and language pack) after the hero.
 * `headTags` (the start-up snapshot) go in the head as usual.
 */
export const firstPaintPage = (
  html: string,
  hero: { url: string; alt: string },
  assets: { scripts: string[]; styles: string[] },
  headTags: string[],
): string | null => {
  const built = builtPageOf(html);
  if (!built) return null;
  const { entry, modules, styles, stripped } = built;
  const start = { entry, modules: [...modules, ...assets.scripts], styles: [...styles, ...assets.styles] };
  const head = [
    `<style nonce="%CSP_NONCE%">${style}</style>`,
    `<link rel="preload" as="image" href="${attribute(hero.url)}" fetchpriority="high">`,
    ...headTags,
  ];
  const layer =
    `<div id="${firstPaintId}" aria-hidden="true"><div class="fp-header"></div><div class="fp-body">` +
    `<div class="fp-side"></div><div class="fp-column"><div class="fp-content"><div class="fp-hero">` +
    `<img id="${heroId}" src="${attribute(hero.url)}" alt="${attribute(hero.alt)}" width="1200" height="400" fetchpriority="high">` +
    `</div></div></div></div></div>`;
  const script = `<script nonce="%CSP_NONCE%">${loader(scriptJson(start))}</script>`;
  // Function replacers: operator text (a banner title, the snapshot) may hold `$'` and the like.
  return stripped
    .replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`)
    .replace(rootElement, () => `${layer}\n    ${rootElement}\n    ${script}`);
};
