import { firstPaintLayerId } from '@gp/contract/startup';

/**
 * The lobby's HTML paints its hero before any script (the server's plugins/first-paint.ts): a layer,
 * `#first-paint`, above the app. The app renders under it; the layer goes once the app's own hero
 * banner is drawn and every style sheet is in, so the visitor never sees a half-styled page or a jump.
 * A page without a hero (a redirect, an error, no banner) lets it go after `giveUpMs`.
 */
const heroSelector = '#root img[fetchpriority="high"]';
const giveUpMs = 3000;

const styleSheetLoaded = (link: HTMLLinkElement): Promise<unknown> =>
  link.sheet
    ? Promise.resolve()
    : new Promise((resolve) => {
        link.addEventListener('load', resolve, { once: true });
        link.addEventListener('error', resolve, { once: true });
      });

const styleSheetsLoaded = (): Promise<unknown> =>
  Promise.all(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(styleSheetLoaded),
  );

const heroDrawn = (root: HTMLElement): Promise<void> =>
  new Promise((resolve) => {
    const check = () => {
      const hero = root.querySelector<HTMLImageElement>(heroSelector);
      if (!hero) return false;
      observer.disconnect();
      // decode() settles once the image can be painted (at once for the preloaded, cached hero).
      void hero.decode().then(resolve, resolve);
      return true;
    };
    const observer = new MutationObserver(check);
    if (!check()) observer.observe(root, { childList: true, subtree: true });
    window.setTimeout(() => {
      observer.disconnect();
      resolve();
    }, giveUpMs);
  });

/** Removes the first-paint layer when the app has drawn what it covers; nothing when there is none. */
export const releaseFirstPaint = async (root: HTMLElement): Promise<void> => {
  const layer = document.getElementById(firstPaintLayerId);
  if (!layer) return;
  await Promise.all([heroDrawn(root), styleSheetsLoaded()]);
  // After the frame that paints the app's hero: the layer's removal and that paint are never apart.
  requestAnimationFrame(() => layer.remove());
};
