import { useEffect } from 'react';

let locks = 0;

/**
 * Locks page scroll until the returned function is called; nested locks are counted. An inline style
 * on the body (CSSOM, CSP-safe): restyling one element, where a style sheet added for the lock would
 * restyle the whole page (issue 15: the popup's 20 ms style recalculation). global.css keeps the
 * scroll bar's gutter, so the page does not shift sideways while locked.
 */
export const lockScroll = (): (() => void) => {
  locks += 1;
  document.body.style.overflow = 'hidden';
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) document.body.style.overflow = '';
  };
};

/** Locks page scroll while `active` (drawer open). */
export const useScrollLock = (active: boolean): void => {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
};
