import { startTransition, useEffect, useState } from 'react';

/** The browser's idle callback where it has one (Safari has none): a short timer after paint there. */
const whenIdle = (callback: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 1500 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
};

/**
 * False for the first screen, true once the browser is idle after painting it. Parts that are not
 * needed to show the first screen (popups and their HTML sanitizer, QR codes, the lobby's blocks below
 * the fold) wait for it, so their code does not load before the first render and their DOM is not
 * built in the same task (issue 15). The switch renders in a transition: it yields to input.
 */
export const useAfterFirstPaint = (): boolean => {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setReady(true))), []);
  return ready;
};
