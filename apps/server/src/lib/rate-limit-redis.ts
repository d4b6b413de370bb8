import { Redis } from 'ioredis';
import type { Clock } from './clock.js';
import { createMemoryRateLimitStore, type Counter, type RateLimitStore } from './rate-limit.js';

/** INCR with the window set on the first hit (and repaired if a key ever lost its TTL). */
const incrementScript = `
local c = redis.call('INCR', KEYS[1])
local t = redis.call('PTTL', KEYS[1])
if t < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  t = tonumber(ARGV[1])
end
return {c, t}`;

/** DECR only a live counter above zero: a missing key must not come back as -1 without a TTL. */
const decrementScript = `
local c = tonumber(redis.call('GET', KEYS[1]) or '0')
if c > 0 then redis.call('DECR', KEYS[1]) end
return c`;

/**
 * Redis implementation of RateLimitStore: every process behind the load balancer shares the counters.
 * `prefix` namespaces the keys (tests use a unique one).
 */
export const createRedisRateLimitStore = (url: string, prefix = 'gp:rl:'): RateLimitStore => {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  const k = (key: string) => `${prefix}${key}`;
  return {
    increment: async (key, windowMs) => {
      const [count, ttl] = (await redis.eval(incrementScript, 1, k(key), String(windowMs))) as [
        number,
        number,
      ];
      return { count: Number(count), resetInMs: Number(ttl) };
    },
    get: async (key): Promise<Counter | null> => {
      const result = await redis.multi().get(k(key)).pttl(k(key)).exec();
      const raw = result?.[0]?.[1] as string | null | undefined;
      const ttl = Number(result?.[1]?.[1] ?? -2);
      if (raw === null || raw === undefined || ttl <= 0) return null;
      return { count: Number(raw), resetInMs: ttl };
    },
    set: async (key, count, ttlMs) => {
      await redis.set(k(key), String(count), 'PX', ttlMs);
    },
    decrement: async (key) => {
      await redis.eval(decrementScript, 1, k(key));
    },
    expireIn: async (key, ttlMs) => {
      // PEXPIRE leaves a missing key missing and keeps the count of a live one.
      await redis.pexpire(k(key), ttlMs);
    },
    reset: async (key) => {
      await redis.del(k(key));
    },
    close: async () => {
      await redis.quit().catch(() => undefined);
    },
  };
};

/** Redis when REDIS_URL is set, else the in-process store. */
export const openRateLimitStore = (
  redisUrl: string | undefined,
  clock: Clock,
  keyPrefix = 'gp:',
): RateLimitStore =>
  redisUrl ? createRedisRateLimitStore(redisUrl, `${keyPrefix}rl:`) : createMemoryRateLimitStore(clock);
