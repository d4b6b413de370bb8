/**
 * Work that must not delay the answer (e.g. the forgot-password e-mail, whose send time would tell
 * a caller whether the account exists). `run` starts the task after the current request's answer is
 * on its way (setImmediate) and logs its failure; `settled()` waits for every task still running, so
 * the app can stop them before the database closes.
 */
export const createBackgroundTasks = (onError: (error: unknown) => void) => {
  const running = new Set<Promise<void>>();
  return {
    run: (task: () => Promise<void>): void => {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch(onError)
        .finally(() => running.delete(done));
      running.add(done);
    },
    settled: async (): Promise<void> => {
      await Promise.all([...running]);
    },
  };
};

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
