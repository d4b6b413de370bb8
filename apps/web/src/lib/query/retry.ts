/** How many times a failed call is asked again: a count, always/never, or a rule of (failures so far, error). */
export type RetryValue = boolean | number | ((failureCount: number, error: Error) => boolean);
/** How long to wait before asking again, in milliseconds. */
export type RetryDelayValue = number | ((failureCount: number, error: Error) => number);

export interface RetryOptions {
  retry?: RetryValue;
  retryDelay?: RetryDelayValue;
}

/** 1 s, 2 s, 4 s … at most 30 s. */
const defaultRetryDelay = (failureCount: number) => Math.min(1000 * 2 ** failureCount, 30_000);

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

const shouldRetry = (retry: RetryValue, failureCount: number, error: Error) =>
  retry === true ||
  (typeof retry === 'number' && failureCount < retry) ||
  (typeof retry === 'function' && retry(failureCount, error));

/**
 * `run`, asked again after each failure while `retry` allows (`defaultRetry` when unset); an aborted
 * `signal` stops the asking and the last failure stands.
 */
export const withRetries = async <T>(
  run: () => Promise<T>,
  options: RetryOptions,
  defaultRetry: RetryValue,
  signal?: AbortSignal,
): Promise<T> => {
  for (let failureCount = 0; ; failureCount += 1) {
    try {
      return await run();
    } catch (caught) {
      const error = caught as Error;
      if (signal?.aborted || !shouldRetry(options.retry ?? defaultRetry, failureCount, error)) throw error;
      const delay = options.retryDelay ?? defaultRetryDelay;
      await wait(typeof delay === 'function' ? delay(failureCount, error) : delay, signal);
      if (signal?.aborted) throw error;
    }
  }
};
