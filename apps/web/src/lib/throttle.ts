/**
 * A leading-edge throttle: the first call runs, every further call within `ms` is dropped (no
 * trailing call). Spec 9: the favourite toggle runs at most once per 1000 ms. `now` is injectable so
 * tests need no timers.
 */
export const createThrottle = (ms: number, now: () => number = Date.now) => {
  let last = Number.NEGATIVE_INFINITY;
  return (action: () => void): boolean => {
    const at = now();
    if (at - last < ms) return false;
    last = at;
    action();
    return true;
  };
};
