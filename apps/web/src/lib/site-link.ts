import type { MouseEvent } from 'react';

/**
 * A click on a link of operator content that points at this site: its path (with query and hash), so
 * the caller opens the page in place. Links to other sites, and clicks with a modifier (a new tab on
 * purpose), keep their default: null.
 */
export const siteLinkOf = (event: MouseEvent<HTMLElement>): string | null => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element).closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
};
