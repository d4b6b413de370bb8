import { AppError } from '../../../../lib/app-error.js';
import type { Clock } from '../../../../lib/clock.js';
import { fromMinor } from '@gp/contract/money';
import type { PlatformClient } from '../platform-client.js';
import { cryptoRandom, type RandomSource } from '../random-source.js';
import { distributionAt, fixtureById, type Fixture, type SportsPace } from './fixtures.js';
import { drawScore } from './score-model.js';
import { legOf, legOutcome, payoutOf, sportsLimits, type FixtureResult } from './settlement.js';
import type { BetRow, LegRow, ResultRow, SportsRepository } from './sports-repository.js';

/** One fixture in fifty is called off when its result time comes (a void to settle). */
const cancelChance = 50;
/** How long a claim may be held before another pass takes the bet over. */
const staleMs = 30_000;
const sweepBatch = 50;

const resultOf = (row: ResultRow): FixtureResult =>
  row.status === 'cancelled'
    ? { status: 'cancelled' }
    : { status: 'final', score: { home: row.home_score!, away: row.away_score! } };

/**
 * The sportsbook's settlement (docs/decisions.md, "The demo sportsbook"): each pass claims due bets
 * with one conditional UPDATE (safe on several processes), draws the results their fixtures need,
 * and pays, voids or resettles them through the seamless-wallet protocol; a placement left without an
 * answer is rolled back.
 */
/** What the sportsbook runs on (the service and its sweep alike). */
export interface SportsbookDeps {
  repo: SportsRepository;
  platform: PlatformClient;
  pace: SportsPace;
  clock: Clock;
  /** node:crypto in play; a seeded source in tests. */
  random?: RandomSource;
  log?: { warn: (details: object, message: string) => void };
}

export const createSportsSweep = (deps: SportsbookDeps) => {
  const { repo, platform, pace, clock } = deps;
  const random = deps.random ?? cryptoRandom;

  /** The fixture's result: stored, or drawn and stored by the first caller once its time has come. */
  const decide = async (fixture: Fixture): Promise<ResultRow | undefined> => {
    const [stored] = await repo.results([fixture.id]);
    if (stored) return stored;
    const now = clock().getTime();
    if (now < fixture.resultAt) return undefined;
    const decidedAt = new Date(now).toISOString();
    if (random.int(cancelChance) === 0) {
      await repo.insertResult({
        fixture_id: fixture.id,
        status: 'cancelled',
        home_score: null,
        away_score: null,
        decided_at: decidedAt,
      });
    } else {
      const distribution = distributionAt(fixture, pace, fixture.kickoffAt - 1);
      const score = drawScore(distribution, random.int(1_000_000_000) / 1_000_000_000);
      await repo.insertResult({
        fixture_id: fixture.id,
        status: 'final',
        home_score: score.home,
        away_score: score.away,
        decided_at: decidedAt,
      });
    }
    return (await repo.results([fixture.id]))[0];
  };

  /** Each leg's outcome on its fixture's current result (every fixture must have one). */
  const outcomesOf = async (legs: readonly LegRow[]) => {
    const results = await Promise.all(legs.map((leg) => decide(fixtureById(leg.fixture_id, pace)!)));
    if (results.some((r) => r === undefined)) return undefined;
    return legs.map((leg, i) => ({
      legNo: leg.leg_no,
      outcome: legOutcome(legOf(leg), resultOf(results[i]!)),
      revision: results[i]!.revision,
    }));
  };

  const common = (bet: BetRow) => ({
    roundId: bet.bet_id,
    memberId: bet.member_id,
    nodeId: bet.node_id,
    mode: bet.mode,
  });

  /** Credits the payout with roundEnded, or rolls the stake's debit back when every leg is void. */
  const settle = async (bet: BetRow, legs: readonly LegRow[]) => {
    const outcomes = await outcomesOf(legs);
    if (!outcomes) return false;
    const stake = BigInt(bet.stake);
    const result = payoutOf(
      stake,
      outcomes.map((o) => o.outcome),
      legs.map(legOf),
      sportsLimits.maxPayout,
    );
    if (result.void) {
      await platform.call('rollback', {
        transactionId: `${bet.bet_id}:void`,
        refTransactionId: `${bet.bet_id}:bet`,
        roundId: bet.bet_id,
        memberId: bet.member_id,
      });
    } else {
      await platform.call('credit', {
        ...common(bet),
        transactionId: `${bet.bet_id}:win`,
        amount: fromMinor(result.payout),
        roundEnded: true,
      });
    }
    await repo.settleLegs(bet.bet_id, outcomes);
    return repo.setStatus(bet.bet_id, 'settling', {
      status: result.void ? 'void' : 'settled',
      payout: result.payout,
      settled_at: clock().toISOString(),
    });
  };

  /**
   * A settled bet whose fixture's result changed: the whole corrected payout goes to the platform
   * (resettle), which moves the difference. The transaction id names the revisions it settles on,
   * so a resend of the same correction is booked once.
   */
  const resettle = async (bet: BetRow, legs: readonly LegRow[]) => {
    const outcomes = (await outcomesOf(legs))!;
    const result = payoutOf(
      BigInt(bet.stake),
      outcomes.map((o) => o.outcome),
      legs.map(legOf),
      sportsLimits.maxPayout,
    );
    if (result.payout !== BigInt(bet.payout ?? '0')) {
      const revisions = outcomes.reduce((sum, o) => sum + o.revision, 0);
      await platform.call('resettle', {
        ...common(bet),
        transactionId: `${bet.bet_id}:re${revisions}`,
        amount: fromMinor(result.payout),
      });
    }
    await repo.settleLegs(bet.bet_id, outcomes);
    return repo.setStatus(bet.bet_id, 'resettling', {
      status: result.void ? 'void' : 'settled',
      payout: result.payout,
      settled_at: clock().toISOString(),
    });
  };

  /** A placement left without an answer: roll its debit back (a late debit is then refused). */
  const cancelPlacement = async (bet: BetRow) => {
    try {
      await platform.call('rollback', {
        transactionId: `${bet.bet_id}:cancel`,
        refTransactionId: `${bet.bet_id}:bet`,
        roundId: bet.bet_id,
        memberId: bet.member_id,
      });
    } catch (error) {
      // The debit never arrived: the platform keeps the rollback (a late debit is refused) and says so.
      if (!(error instanceof AppError && error.code === 'transaction_not_found')) throw error;
    }
    return repo.setStatus(bet.bet_id, 'placing', {
      status: 'refused',
      payout: 0n,
      settled_at: clock().toISOString(),
    });
  };

  /** One pass over the bets that need the book: settle, resettle, or cancel a placement left behind. */
  const sweep = async () => {
    const now = clock();
    const at = now.toISOString();
    const stale = new Date(now.getTime() - staleMs).toISOString();
    let done = 0;
    for (const { bet_id: betId, status } of await repo.dueBetIds(at, stale, sweepBatch)) {
      const target = status === 'open' ? 'settling' : status === 'settled' ? 'resettling' : status;
      if (!(await repo.claim(betId, status, target as 'settling' | 'resettling' | 'placing', at, stale)))
        continue;
      const { bet, legs } = (await repo.betById(betId))!;
      const step =
        target === 'placing'
          ? cancelPlacement(bet)
          : target === 'settling'
            ? settle(bet, legs)
            : resettle(bet, legs);
      // A failed call leaves the claim: it goes stale and the next pass after staleMs tries again.
      const finished = await step.catch((error: unknown) => {
        deps.log?.warn({ err: error, betId }, 'sportsbook bet not settled; retried later');
        return false;
      });
      if (finished) done += 1;
    }
    return done;
  };

  return { sweep };
};
