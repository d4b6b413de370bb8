import { Redis } from 'ioredis';

/**
 * Member events that every server process must hear: "the balance of member X changed", "the inbox of
 * member X changed" (a message arrived, was read or deleted; memberId null: a broadcast, every member
 * may have one more). Events carry only ids; each process reads the fresh figures itself before
 * pushing, so an event delivered late or twice still pushes the true value.
 */
export type MemberEvent =
  | { kind: 'balance'; merchantCode: string; memberId: number }
  | { kind: 'inbox'; merchantCode: string; memberId: number | null };

export interface EventBus {
  publish: (event: MemberEvent) => Promise<void>;
  /** Calls `listener` for every event of this process's merchant; returns the unsubscribe function. */
  subscribe: (listener: (event: MemberEvent) => void) => () => void;
  /** Settles once this process receives events (Redis: the channel subscription is active). */
  ready: Promise<void>;
  close: () => Promise<void>;
}

const isMemberEvent = (value: unknown): value is MemberEvent => {
  const v = value as { kind?: unknown; merchantCode?: unknown; memberId?: unknown } | null;
  if (v === null || typeof v !== 'object' || typeof v.merchantCode !== 'string') return false;
  if (v.kind === 'balance') return typeof v.memberId === 'number';
  return v.kind === 'inbox' && (v.memberId === null || typeof v.memberId === 'number');
};

/** One process: listeners are called on the next tick. */
export const createMemoryEventBus = (merchantCode: string): EventBus => {
  const listeners = new Set<(event: MemberEvent) => void>();
  return {
    publish: async (event) => {
      if (event.merchantCode !== merchantCode) return;
      await Promise.resolve();
      for (const listener of listeners) listener(event);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready: Promise.resolve(),
    close: () => {
      listeners.clear();
      return Promise.resolve();
    },
  };
};

/**
 * Redis pub/sub: one channel per merchant (`<prefix>events:<merchant>`), one publishing and one
 * subscribed connection per process. Pub/sub is fire-and-forget: a process that is disconnected misses
 * events (its sockets then show the balance of their next event or refetch).
 */
export const createRedisEventBus = (
  url: string,
  opts: { prefix: string; merchantCode: string; onError?: (error: unknown) => void },
): EventBus => {
  const channel = `${opts.prefix}events:${opts.merchantCode}`;
  const options = { maxRetriesPerRequest: 2, enableOfflineQueue: true } as const;
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  const listeners = new Set<(event: MemberEvent) => void>();
  const onError = opts.onError ?? (() => undefined);
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const ready = subscriber.subscribe(channel).then(() => undefined);
  ready.catch(onError);
  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    let event: unknown;
    try {
      event = JSON.parse(raw);
    } catch {
      return;
    }
    if (!isMemberEvent(event)) return;
    for (const listener of listeners) listener(event);
  });
  return {
    publish: async (event) => {
      if (event.merchantCode !== opts.merchantCode) return;
      await publisher.publish(channel, JSON.stringify(event));
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready,
    close: async () => {
      listeners.clear();
      await Promise.all([subscriber.quit().catch(() => undefined), publisher.quit().catch(() => undefined)]);
    },
  };
};

/** Redis when REDIS_URL is set, else in-process. */
export const openEventBus = (
  redisUrl: string | undefined,
  opts: { prefix: string; merchantCode: string; onError?: (error: unknown) => void },
): EventBus => (redisUrl ? createRedisEventBus(redisUrl, opts) : createMemoryEventBus(opts.merchantCode));
