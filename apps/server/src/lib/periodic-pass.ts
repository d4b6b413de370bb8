/**
 * Runs `pass` every `everyMs` once started, never two at once: a slow pass is not overlapped by the
 * next tick, which is skipped. The timer does not hold the process open. `stop()` waits for a pass in
 * progress, so it can run before the database closes.
 */
export const createPeriodicPass = (pass: () => Promise<unknown>, onError: (error: unknown) => void) => {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> | undefined;
  return {
    start: (everyMs: number) => {
      timer ??= setInterval(() => {
        current ??= pass()
          .catch(onError)
          .finally(() => {
            current = undefined;
          });
      }, everyMs);
      timer.unref();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = undefined;
      await current;
    },
  };
};
