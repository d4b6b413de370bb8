import { afterEach, describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../../lib/clock.js';
import type { SessionRepository } from './repository.js';
import { createSessionSweeper } from './session-sweeper.js';

const idleMs = 30 * 60_000;

/** A repository whose dead sessions are `dead` rows; records each batch's arguments. */
const fakeRepo = (dead: number) => {
  const calls: { now: string; idleBefore: string; limit: number }[] = [];
  let left = dead;
  const repo = {
    purgeDead: (now: string, idleBefore: string, limit: number) => {
      calls.push({ now, idleBefore, limit });
      const deleted = Math.min(left, limit);
      left -= deleted;
      return Promise.resolve(deleted);
    },
  } as unknown as SessionRepository;
  return { repo, calls };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('session sweeper', () => {
  it('deletes batch after batch until one comes back short, with the idle cut-off of the clock', async () => {
    const clock = createManualClock(new Date('2026-11-23T10:00:00.000Z'));
    const { repo, calls } = fakeRepo(1_200);
    const sweeper = createSessionSweeper({ repo, clock, idleMs, onError: () => {} });
    expect(await sweeper.sweep()).toBe(1_200);
    expect(calls).toHaveLength(3);
    expect(calls[0]).toEqual({
      now: '2026-11-23T10:00:00.000Z',
      idleBefore: '2026-11-23T09:30:00.000Z',
      limit: 500,
    });
  });

  it('runs on its interval once started and not after stop', async () => {
    vi.useFakeTimers();
    const { repo, calls } = fakeRepo(0);
    const errors: unknown[] = [];
    const sweeper = createSessionSweeper({
      repo,
      clock: createManualClock(),
      idleMs,
      onError: (e) => errors.push(e),
    });
    sweeper.start(1_000);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    await sweeper.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('reports a failed pass and keeps sweeping', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    const repo = {
      purgeDead: () => (++attempts === 1 ? Promise.reject(new Error('database gone')) : Promise.resolve(0)),
    } as unknown as SessionRepository;
    const errors: unknown[] = [];
    const sweeper = createSessionSweeper({
      repo,
      clock: createManualClock(),
      idleMs,
      onError: (e) => errors.push(e),
    });
    sweeper.start(1_000);
    await vi.advanceTimersByTimeAsync(2_000);
    await sweeper.stop();
    expect(errors).toHaveLength(1);
    expect(attempts).toBe(2);
  });
});
