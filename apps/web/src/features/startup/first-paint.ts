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

/**
 * Settles when the app's hero is decoded and every style sheet is in, after `giveUpMs`, or at the
 * visitor's first key or tap, whichever comes first; then stops watching, so neither the observer nor
 * the listeners outlive the layer.
 */
const handOverMoment = (root: HTMLElement): Promise<void> =>
  new Promise((resolve) => {
    const inputs = ['keydown', 'pointerdown'] as const;
    let heroFound = false;
    const findHero = () => {
      const hero = heroFound ? null : root.querySelector<HTMLImageElement>(heroSelector);
      if (!hero) return;
      heroFound = true;
      observer.disconnect();
      // decode() settles once the image can be painted (at once for the preloaded, cached hero).
      void Promise.all([hero.decode().catch(() => undefined), styleSheetsLoaded()]).then(done);
    };
    const observer = new MutationObserver(findHero);
    const timer = window.setTimeout(() => done(), giveUpMs);
    function done() {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of inputs) window.removeEventListener(type, done, true);
      resolve();
    }
    for (const type of inputs) window.addEventListener(type, done, true);
    observer.observe(root, { childList: true, subtree: true });
    findHero();
  });

/** After the frame that paints the app's hero (a hidden tab paints no frames: at once there). */
const afterNextFrame = (callback: () => void) => {
  if (document.visibilityState === 'visible') requestAnimationFrame(callback);
  else callback();
};

/** Removes the first-paint layer when the app has drawn what it covers; nothing when there is none. */
export const releaseFirstPaint = async (root: HTMLElement): Promise<void> => {
  const layer = document.getElementById(firstPaintLayerId);
  if (!layer) return;
  await handOverMoment(root);
  afterNextFrame(() => layer.remove());
};
