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

/** After the next frame: the browser has laid out and painted what is on screen now. */
const afterNextFrame = (callback: () => void): (() => void) => {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(callback, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
};

/**
 * False for the first commit, true once the browser has drawn a frame after it. A screen built in two
 * commits is laid out in two tasks: Lighthouse's simulated phone counts each task's time past 50 ms,
 * so two layouts of 25 ms cost nothing where one of 50 ms costs (issue 15). Hidden tabs draw no
 * frames: there it turns true at once after the commit.
 */
export const useAfterFirstFrame = (): boolean => {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setReady(true));
    if (document.visibilityState !== 'visible') return show();
    return afterNextFrame(show);
  }, []);
  return ready;
};
