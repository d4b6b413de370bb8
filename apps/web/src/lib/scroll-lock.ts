import { useEffect } from 'react';

let locks = 0;

/** Locks page scroll while `active` (drawer open); nested locks are counted. Uses CSSOM, CSP-safe. */
export const useScrollLock = (active: boolean): void => {
  useEffect(() => {
    if (!active) return;
    locks += 1;
    document.body.style.overflow = 'hidden';
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = '';
    };
  }, [active]);
};
