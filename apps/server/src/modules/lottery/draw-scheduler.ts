import { randomBytes } from 'node:crypto';
import type { Clock } from '../../lib/clock.js';
import { createPeriodicPass } from '../../lib/periodic-pass.js';
import { drawRef, drawResult, dueDrawNo } from './lottery-rules.js';
import { lotteryVendors, type LotteryGameRow, type LotteryRepository } from './lottery-repository.js';
import type { Settlement } from './settlement.js';

const gamesTtlMs = 60_000;
const batch = 200;
/** Draws without tickets are kept this long (fast games open ~140,000 draws a day in the demo). */
export const emptyDrawKeepMs = 2 * 24 * 60 * 60_000;
const pruneEveryMs = 60 * 60_000;

/**
 * Opens draws at their time and settles them. Safe with several server processes: each one makes sure
 * the due draw rows exist (insert-or-ignore on the unique key), then CLAIMS a pending draw with a
 * conditional UPDATE that writes the result, so exactly one process draws each number (on SQLite there
 * is one process). Settlement is idempotent per ticket (settlement.ts), so any process may finish an
 * opened draw. The random number comes from node:crypto.
 */
export const createDrawScheduler = (deps: {
  repo: LotteryRepository;
  settle: Settlement;
  clock: Clock;
  onError: (error: unknown) => void;
  random?: (max: number) => number;
}) => {
  const { repo, settle, clock } = deps;
  const processId = `p-${randomBytes(6).toString('hex')}`;
  const ensured = new Map<string, number>();
  let games: { rows: LotteryGameRow[]; at: number } | undefined;
  let prunedAt = 0;

  const activeGames = async (now: number) => {
    if (!games || now - games.at > gamesTtlMs) games = { rows: await repo.games(lotteryVendors), at: now };
    return games.rows;
  };

  /** One pass: create due draws, claim and open them, settle opened draws. */
  const tick = async () => {
    const now = clock();
    const at = now.toISOString();
    for (const game of await activeGames(now.getTime())) {
      const due = dueDrawNo(game, now);
      if ((ensured.get(game.nodeId) ?? -1) >= due) continue;
      await repo.ensureDraw({ nodeId: game.nodeId, ...drawRef(game, due) });
      ensured.set(game.nodeId, due);
    }
    const digitsOf = new Map((games?.rows ?? []).map((g) => [g.nodeId, g.digits]));
    let opened = 0;
    for (const draw of await repo.dueDraws(at, batch)) {
      const digits = digitsOf.get(draw.node_id);
      // A game switched off keeps its pending draws (and their tickets) until it is back.
      if (digits === undefined) continue;
      if (await repo.claimDraw(draw.id, drawResult(digits, deps.random), at, processId)) opened += 1;
    }
    let settled = 0;
    for (const draw of await repo.drawsToSettle(batch)) settled += await settle(draw);
    let pruned = 0;
    if (now.getTime() - prunedAt >= pruneEveryMs) {
      prunedAt = now.getTime();
      pruned = await repo.pruneEmptyDraws(new Date(now.getTime() - emptyDrawKeepMs).toISOString());
    }
    return { opened, settled, pruned };
  };

  const periodic = createPeriodicPass(tick, deps.onError);
  return {
    processId,
    tick,
    /** Ticks every `everyMs` until stop(); a slow pass is never overlapped by the next. */
    start: (everyMs = 1000) => periodic.start(everyMs),
    /** Stops ticking and waits for a pass in progress (before the database closes). */
    stop: periodic.stop,
  };
};
export type DrawScheduler = ReturnType<typeof createDrawScheduler>;
