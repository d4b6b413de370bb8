import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createManualClock } from './clock.js';
import { createMemoryRateLimitStore, enforceLimit, type RateLimitStore } from './rate-limit.js';
import { createRedisRateLimitStore } from './rate-limit-redis.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The same behaviour from both implementations of RateLimitStore. */
const contract = async (store: RateLimitStore) => {
  expect(await store.get('a')).toBeNull();
  expect((await store.increment('a', 60_000)).count).toBe(1);
  const second = await store.increment('a', 60_000);
  expect(second.count).toBe(2);
  expect(second.resetInMs).toBeGreaterThan(58_000);
  expect(second.resetInMs).toBeLessThanOrEqual(60_000);
  expect((await store.get('a'))?.count).toBe(2);
  await store.set('lock', 1, 300_000);
  const lock = await store.get('lock');
  expect(lock?.count).toBe(1);
  expect(lock!.resetInMs).toBeGreaterThan(290_000);
  await store.reset('a');
  expect(await store.get('a')).toBeNull();
  // decrement: one back from a live counter, never below zero, never creates a counter.
  await store.increment('d', 60_000);
  await store.decrement('d');
  await store.decrement('d');
  expect((await store.get('d'))?.count ?? 0).toBe(0);
  await store.decrement('missing');
  expect(await store.get('missing')).toBeNull();
  expect((await store.increment('d', 60_000)).count).toBe(1);
  // expireIn: a live counter keeps its count with a new expiry; a missing one stays missing.
  await store.increment('d', 60_000);
  await store.expireIn('d', 300_000);
  const extended = await store.get('d');
  expect(extended?.count).toBe(2);
  expect(extended!.resetInMs).toBeGreaterThan(290_000);
  await store.expireIn('missing', 300_000);
  expect(await store.get('missing')).toBeNull();
  await enforceLimit(store, 'limited', 2, 60_000);
  await enforceLimit(store, 'limited', 2, 60_000);
  await expect(enforceLimit(store, 'limited', 2, 60_000)).rejects.toMatchObject({
    code: 'too_many_requests',
    extras: { headers: { 'retry-after': '60' } },
  });
};

describe('rate-limit stores', () => {
  it('in-process: counts, locks, resets and expires with the clock', async () => {
    const clock = createManualClock();
    const store = createMemoryRateLimitStore(clock);
    await contract(store);
    clock.advance(60_000);
    expect(await store.get('limited')).toBeNull();
    expect((await store.increment('limited', 60_000)).count).toBe(1);
  });

  it('Redis: the same behaviour, shared by two clients', async () => {
    const prefix = `gp:test:${randomBytes(6).toString('hex')}:`;
    const one = createRedisRateLimitStore(redisUrl, prefix);
    const two = createRedisRateLimitStore(redisUrl, prefix);
    try {
      await contract(one);
      await one.increment('shared', 10_000);
      expect((await two.increment('shared', 10_000)).count).toBe(2);
      await one.set('short', 1, 5_000);
      const short = await two.get('short');
      expect(short?.resetInMs).toBeLessThanOrEqual(5_000);
    } finally {
      for (const key of ['a', 'd', 'lock', 'limited', 'shared', 'short']) await one.reset(key);
      await one.close();
      await two.close();
    }
  });
});
