import type { PermissionValue } from '@gp/contract/system';
import { storeMerchantValues } from '../../lib/merchant-values';
import { useSiteStore } from '../../lib/site-store';

const gtagOrigin = 'https://www.googletagmanager.com';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** One random entry of a non-empty list. */
export const pickOne = <T>(list: readonly T[], random: () => number = Math.random): T => {
  const index = Math.min(list.length - 1, Math.floor(random() * list.length));
  return list[index]!;
};

/**
 * Google tag: the standard queue on window.dataLayer plus gtag.js from Google's origin (allowed by the
 * CSP). Loading may fail offline; the queue simply stays local then.
 */
export const applyAnalytics = (gtagId: string): void => {
  if (!gtagId) return;
  window.dataLayer = window.dataLayer ?? [];
  const queue = window.dataLayer;
  // gtag.js reads Arguments objects from the queue, exactly as Google's own snippet pushes them.
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    queue.push(arguments);
  }
  gtag('js', new Date());
  gtag('config', gtagId);
  const src = `${gtagOrigin}/gtag/js?id=${encodeURIComponent(gtagId)}`;
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.onerror = () => script.remove();
  document.head.appendChild(script);
};

/**
 * Start-up, after the permission call (spec section 7): analytics, one image CDN and one launch CDN
 * chosen at random, merchant values and registration rules into session storage. `chosenImageCdn` is
 * the image CDN the server already chose at random for this page (its HTML preloads the hero from it).
 */
export const applyPermission = (
  permission: PermissionValue,
  { random = Math.random, chosenImageCdn }: { random?: () => number; chosenImageCdn?: string } = {},
): void => {
  const { info } = permission;
  const imageCdn =
    chosenImageCdn !== undefined && info.imageCDNs.includes(chosenImageCdn)
      ? chosenImageCdn
      : pickOne(info.imageCDNs, random);
  const launchCdn = pickOne(info.launchGameCDNs, random);
  const root = document.documentElement;
  root.dataset.imageCdn = imageCdn;
  root.dataset.launchCdn = launchCdn;

  storeMerchantValues(info);

  useSiteStore.getState().setPermission(permission, imageCdn, launchCdn);
  applyAnalytics(info.analytics.gtagId);
};
