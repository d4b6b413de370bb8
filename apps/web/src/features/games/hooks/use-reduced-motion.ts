import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

const subscribe = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

const matches = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** Whether the visitor asked the system for reduced motion (no autoplay, no marquee scrolling). */
export const usePrefersReducedMotion = (): boolean => useSyncExternalStore(subscribe, matches, () => false);
