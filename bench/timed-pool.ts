/**
 * Runs `count` tasks with at most `width` in flight (task `index`, on `worker` 0..width-1); answers the
 * wall time in milliseconds. The in-process side of the benches: baselines and request preparation.
 */
export const timedPool = async (
  count: number,
  width: number,
  task: (index: number, worker: number) => Promise<void>,
) => {
  let next = 0;
  const started = performance.now();
  const worker = async (w: number) => {
    while (next < count) await task(next++, w);
  };
  await Promise.all(Array.from({ length: width }, (_, w) => worker(w)));
  return performance.now() - started;
};
