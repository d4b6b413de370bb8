import { firstPaintLayerId } from '@gp/contract/startup';

/**
 * The lobby's HTML paints its hero before any script (the server's plugins/first-paint.ts): a layer,
 * `#first-paint`, above the app. The app renders under it; the layer goes once the app's own hero
 * banner is drawn and every style sheet is in, so the visitor never sees a half-styled page or a jump.
 * It goes anyway after `giveUpMs` (a page without a hero, a style sheet that never arrives) and at the
 * visitor's first key or tap: the layer never stands between the visitor and a working app.
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
  });

const firstInput = (): Promise<void> =>
  new Promise((resolve) => {
    for (const type of ['keydown', 'pointerdown'])
      window.addEventListener(type, () => resolve(), { once: true, capture: true });
  });

const timeout = (ms: number): Promise<void> => new Promise((resolve) => window.setTimeout(resolve, ms));

/** After the frame that paints the app's hero (a hidden tab paints no frames: at once there). */
const afterNextFrame = (callback: () => void) => {
  if (document.visibilityState === 'visible') requestAnimationFrame(callback);
  else callback();
};

/** Removes the first-paint layer when the app has drawn what it covers; nothing when there is none. */
export const releaseFirstPaint = async (root: HTMLElement): Promise<void> => {
  const layer = document.getElementById(firstPaintLayerId);
  if (!layer) return;
  await Promise.race([Promise.all([heroDrawn(root), styleSheetsLoaded()]), timeout(giveUpMs), firstInput()]);
  afterNextFrame(() => layer.remove());
};
