import type { Clock } from '../../lib/clock.js';

/**
 * A small in-process cache for catalogue answers: least recently used entries go first once `maxEntries`
 * is reached (callers choose keys from request parameters, so the size must be bounded), and every
 * entry lives at most `ttlMs`, which bounds how long a catalogue change made by another process (the
 * operator tool, another server) stays unseen. `clear()` is the in-process invalidation hook.
 */
export const createResponseCache = <V>(opts: { maxEntries: number; ttlMs: number; clock: Clock }) => {
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    get: (key: string): V | undefined => {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= opts.clock().getTime()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set: (key: string, value: V): void => {
      entries.delete(key);
      if (entries.size >= opts.maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { value, expiresAt: opts.clock().getTime() + opts.ttlMs });
    },
    clear: (): void => entries.clear(),
    get size() {
      return entries.size;
    },
  };
};

export type ResponseCache<V> = ReturnType<typeof createResponseCache<V>>;
