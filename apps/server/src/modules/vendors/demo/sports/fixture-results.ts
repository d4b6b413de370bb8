import { AppError } from '../../../../lib/app-error.js';
import type { Clock } from '../../../../lib/clock.js';
import { fixtureById, type SportsPace } from './fixtures.js';
import type { SportsRepository } from './sports-repository.js';

/**
 * The operator's part in a fixture's result (`npm run operator -- sports ...`): calling a fixture off
 * and correcting a decided score. Each raises the result's revision; the settlement sweep of a
 * running server then resettles every bet settled on the old one (sports-service.ts).
 */
export const createFixtureResults = (deps: { repo: SportsRepository; pace: SportsPace; clock: Clock }) => {
  const { repo, pace, clock } = deps;

  /**
   * Open bets on a fixture just called off need not wait for its result time: each settles as soon as
   * every one of its fixtures is decided or its result time has come (a single on it at once).
   */
  const bringForward = async (fixtureId: string, at: string) => {
    for (const { betId, fixtureIds } of await repo.openBetsOn(fixtureId)) {
      const decided = new Set((await repo.results(fixtureIds)).map((r) => r.fixture_id));
      const settlesAt = Math.max(
        ...fixtureIds.map((id) => (decided.has(id) ? Date.parse(at) : fixtureById(id, pace)!.resultAt)),
      );
      await repo.settleOpenBetBy(betId, new Date(settlesAt).toISOString());
    }
  };

  return {
    /** The operator calls a fixture off: before its kick-off it leaves the board; its bets are void. */
    cancelFixture: async (fixtureId: string) => {
      const fixture = fixtureById(fixtureId, pace);
      if (!fixture) throw new AppError('bad_request', `No fixture ${fixtureId}`);
      const at = clock().toISOString();
      const called = { status: 'cancelled' as const, home_score: null, away_score: null, decided_at: at };
      let [row] = await repo.results([fixtureId]);
      if (!row) {
        if (await repo.insertResult({ fixture_id: fixtureId, ...called })) {
          await bringForward(fixtureId, at);
          return { resettles: 0 };
        }
        // The feed drew the result meanwhile: call that result off instead.
        [row] = await repo.results([fixtureId]);
        if (!row) throw new AppError('conflict', 'The result changed meanwhile; try again');
      }
      if (row.status === 'cancelled') return { resettles: 0 };
      if (!(await repo.changeResult(fixtureId, row.revision, called))) {
        throw new AppError('conflict', 'The result changed meanwhile; try again');
      }
      await bringForward(fixtureId, at);
      return { resettles: await repo.settledOnFixture(fixtureId) };
    },

    /** The operator corrects a decided result; bets settled on it are resettled by the sweep. */
    correctResult: async (fixtureId: string, score: { home: number; away: number }) => {
      const [row] = await repo.results([fixtureId]);
      if (!row) throw new AppError('bad_request', `Fixture ${fixtureId} has no result yet`);
      if (row.status === 'cancelled') throw new AppError('bad_request', `Fixture ${fixtureId} was cancelled`);
      if (row.home_score === score.home && row.away_score === score.away) return { resettles: 0 };
      const change = {
        status: 'final' as const,
        home_score: score.home,
        away_score: score.away,
        decided_at: clock().toISOString(),
      };
      if (!(await repo.changeResult(fixtureId, row.revision, change))) {
        throw new AppError('conflict', 'The result changed meanwhile; try again');
      }
      return { resettles: await repo.settledOnFixture(fixtureId) };
    },
  };
};
