import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import { createPeriodicPass } from '../../lib/periodic-pass.js';
import type { SessionRepository } from './repository.js';

/** Rows deleted per statement: a pass never holds the database (SQLite: the event loop) for long. */
const batchSize = 500;
export const sessionSweepEveryMs = 5 * 60_000;

/**
 * Deletes sessions past their absolute lifetime or idle timeout, every five minutes. A dead session is
 * already refused when presented (session-service.ts `authenticate`), so the sweep only bounds the
 * table: sessions of members who never come back would otherwise stay forever, and a sign-in does not
 * pay for scanning the member's old sessions. Safe with several processes: deletes are idempotent.
 */
export const createSessionSweeper = (deps: {
  repo: SessionRepository;
  clock: Clock;
  idleMs: number;
  onError: (error: unknown) => void;
}) => {
  const { repo, clock, idleMs } = deps;

  /** One pass, batch after batch until a batch comes back short; returns how many sessions went. */
  const sweep = async (): Promise<number> => {
    const now = clock();
    const idleBefore = new Date(now.getTime() - idleMs).toISOString();
    let total = 0;
    for (;;) {
      const deleted = await repo.purgeDead(now.toISOString(), idleBefore, batchSize);
      total += deleted;
      if (deleted < batchSize) return total;
      // Let requests waiting behind a synchronous SQLite batch run before the next one.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  const periodic = createPeriodicPass(sweep, deps.onError);
  return {
    sweep,
    start: (everyMs = sessionSweepEveryMs) => periodic.start(everyMs),
    /** Stops sweeping and waits for a pass in progress (before the database closes). */
    stop: periodic.stop,
  };
};

export type SessionSweeper = ReturnType<typeof createSessionSweeper>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes dead sessions every five minutes while the server runs (tests call `sweep()`). */
    sessionSweeper: SessionSweeper;
  }
}

export const registerSessionSweeper = (
  app: FastifyInstance,
  deps: Omit<Parameters<typeof createSessionSweeper>[0], 'onError'>,
) => {
  const sweeper = createSessionSweeper({
    ...deps,
    onError: (error) => app.log.error({ err: error }, 'session sweep failed'),
  });
  app.decorate('sessionSweeper', sweeper);
  app.addHook('onReady', () => sweeper.start());
  // preClose runs before every onClose hook (the database's among them): no pass outlives the database.
  app.addHook('preClose', () => sweeper.stop());
};
