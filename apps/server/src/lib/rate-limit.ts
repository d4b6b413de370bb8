import type { Clock } from './clock.js';
import { AppError } from './app-error.js';

/**
 * Rate-limit state behind one interface: fixed-window counters with an expiry.
 * - `createMemoryRateLimitStore(clock)`: in-process (one server process, tests);
 * - `createRedisRateLimitStore(url)` (rate-limit-redis.ts): shared by every process when REDIS_URL is set.
 * `openRateLimitStore(config)` picks one. Policies (how many, how long) live with their callers, e.g.
 * modules/session/login-throttle.ts; `enforceLimit` is the one-line policy for simple cases.
 */
export interface Counter {
  count: number;
  /** Milliseconds until the counter disappears. */
  resetInMs: number;
}

export interface RateLimitStore {
  /** Adds one to the counter at `key`; a new counter lives `windowMs` from its first hit. */
  increment(key: string, windowMs: number): Promise<Counter>;
  /** The live counter at `key`, or null. */
  get(key: string): Promise<Counter | null>;
  /** Sets the counter at `key` to `count`, expiring `ttlMs` from now (used for locks). */
  set(key: string, count: number, ttlMs: number): Promise<void>;
  /** Takes one back from a live counter (never below zero, expiry kept); no counter: nothing happens. */
  decrement(key: string): Promise<void>;
  /** Makes a live counter expire `ttlMs` from now, keeping its count (a lock); no counter: nothing. */
  expireIn(key: string, ttlMs: number): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export const createMemoryRateLimitStore = (clock: Clock): RateLimitStore => {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  let operations = 0;
  const live = (key: string, now: number) => {
    if (++operations % 1000 === 0) {
      for (const [k, v] of counters) if (v.expiresAt <= now) counters.delete(k);
    }
    const entry = counters.get(key);
    if (entry && entry.expiresAt <= now) {
      counters.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    increment: (key, windowMs) => {
      const now = clock().getTime();
      const entry = live(key, now) ?? { count: 0, expiresAt: now + windowMs };
      entry.count += 1;
      counters.set(key, entry);
      return Promise.resolve({ count: entry.count, resetInMs: entry.expiresAt - now });
    },
    get: (key) => {
      const now = clock().getTime();
      const entry = live(key, now);
      return Promise.resolve(entry ? { count: entry.count, resetInMs: entry.expiresAt - now } : null);
    },
    set: (key, count, ttlMs) => {
      counters.set(key, { count, expiresAt: clock().getTime() + ttlMs });
      return Promise.resolve();
    },
    decrement: (key) => {
      const entry = live(key, clock().getTime());
      if (entry && entry.count > 0) entry.count -= 1;
      return Promise.resolve();
    },
    expireIn: (key, ttlMs) => {
      const entry = live(key, clock().getTime());
      if (entry) entry.expiresAt = clock().getTime() + ttlMs;
      return Promise.resolve();
    },
    reset: (key) => {
      counters.delete(key);
      return Promise.resolve();
    },
    close: () => {
      counters.clear();
      return Promise.resolve();
    },
  };
};

/** 429 too_many_requests with Retry-After in whole seconds (at least 1). */
export const tooManyRequests = (retryAfterMs: number, message = 'Too many requests, try again later') =>
  new AppError('too_many_requests', message, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  });

/** Counts one request at `key` and throws 429 once more than `max` fall in the window. */
export const enforceLimit = async (
  store: RateLimitStore,
  key: string,
  max: number,
  windowMs: number,
): Promise<void> => {
  const counter = await store.increment(key, windowMs);
  if (counter.count > max) throw tooManyRequests(counter.resetInMs);
};
