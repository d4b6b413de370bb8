import { demoGamePagePath } from '@gp/contract/web-routes';

/**
 * Spec 2.1 /seamless embeds only what the platform launched: the demo vendor's same-origin game page,
 * or an address under one of the merchant's launch CDNs (permission call, launchGameCDNs). A CDN entry
 * is a path ("/cdn/launch1") or an absolute https origin with an optional path; a URL matches when it
 * has the same origin and its path starts at a segment boundary of the entry's path. Everything else
 * (other sites, javascript:, data:, look-alike prefixes) is refused.
 */
export const allowedLaunchUrl = (
  raw: string,
  launchCdns: readonly string[],
  origin: string = window.location.origin,
): URL | null => {
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  if (url.origin === origin && url.pathname === demoGamePagePath) return url;
  return launchCdns.some((cdn) => underCdn(url, cdn, origin)) ? url : null;
};

const underCdn = (url: URL, cdn: string, origin: string): boolean => {
  let base: URL;
  try {
    base = new URL(cdn, origin);
  } catch {
    return false;
  }
  // An absolute CDN must be https (or this page's own origin).
  if (base.origin !== origin && base.protocol !== 'https:') return false;
  if (url.origin !== base.origin) return false;
  const prefix = base.pathname.replace(/\/+$/, '');
  return prefix === '' || url.pathname === prefix || url.pathname.startsWith(`${prefix}/`);
};
