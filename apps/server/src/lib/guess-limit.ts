import type { AppError } from './app-error.js';
import type { RateLimitStore } from './rate-limit.js';

/**
 * Count-first limit on guesses of a secret (login password, SMS-login code, payment password).
 *
 * Reading a counter, checking the secret and then counting the failure lets a burst of parallel
 * requests all read the same low count, so each of them gets its guess checked. Here every attempt
 * first takes a slot at each of its keys (the account or member, the client IP) with one atomic
 * increment of the store (memory, or Redis INCR when REDIS_URL is set); only an attempt whose slots
 * are all within their `max` may check the secret, so at most `max` guesses are ever checked per key
 * and window, however many arrive at once. Then:
 * - a wrong guess keeps its slots; the one that brings a key to its max locks the key: its counter
 *   then lives `lockMs` from that failure, and every attempt meanwhile is refused unchecked;
 * - a right guess resets the keys marked `resetOnSuccess` (the account) and gives its slot back at the
 *   others (the IP), so successful use never adds up to a lock;
 * - a refused attempt stays counted at the key that refused it and gives its slots back at the
 *   others, so hammering a locked account does not lock the caller's IP for other accounts;
 * - an attempt the server could not check (a database or store fault before any verdict) gives its
 *   slots back: nobody learnt anything from it, and a fault must not lock a member out.
 * Slots of attempts still in flight count too: that is what bounds a burst.
 */
export interface GuessKey {
  key: string;
  max: number;
  resetOnSuccess?: boolean;
}

export interface GuessSlot {
  keys: GuessKey[];
  counts: number[];
}

export const createGuessLimit = (store: RateLimitStore, window: { windowMs: number; lockMs: number }) => ({
  /** Takes one slot at every key; throws `refuse(retryAfterMs)` when any key is over its max. */
  take: async (keys: GuessKey[], refuse: (retryAfterMs: number) => AppError): Promise<GuessSlot> => {
    const counters = await Promise.all(keys.map((k) => store.increment(k.key, window.windowMs)));
    const over = counters.map((c, i) => c.count > keys[i]!.max);
    if (over.some(Boolean)) {
      await Promise.all(keys.filter((_, i) => !over[i]).map((k) => store.decrement(k.key)));
      throw refuse(Math.max(...counters.filter((_, i) => over[i]).map((c) => c.resetInMs)));
    }
    return { keys, counts: counters.map((c) => c.count) };
  },

  /** The guess was wrong: the slots stay; a key whose slot reached its max is locked. */
  failed: async (slot: GuessSlot): Promise<void> => {
    const reached = slot.keys.filter((k, i) => slot.counts[i]! >= k.max);
    await Promise.all(reached.map((k) => store.expireIn(k.key, window.lockMs)));
  },

  /** The guess was never checked (a fault on our side): every slot is given back. */
  abandoned: async (slot: GuessSlot): Promise<void> => {
    await Promise.all(slot.keys.map((k) => store.decrement(k.key)));
  },

  /** The guess was right: reset the account-like keys, give the slot back at the others. */
  succeeded: async (slot: GuessSlot): Promise<void> => {
    await Promise.all(slot.keys.map((k) => (k.resetOnSuccess ? store.reset(k.key) : store.decrement(k.key))));
  },
});

export type GuessLimit = ReturnType<typeof createGuessLimit>;
