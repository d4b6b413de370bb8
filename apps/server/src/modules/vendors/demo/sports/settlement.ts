import { factorOf, outcomeOf, parseMarketKey, type Outcome, type SelectionKey } from './markets.js';
import type { Score } from './score-model.js';

/** The book's limits: stake 1.00 to 5,000.00, payout at most 100,000.00, ten legs at most. */
export const sportsLimits = {
  minStake: 100n,
  maxStake: 500_000n,
  maxPayout: 10_000_000n,
  maxLegs: 10,
} as const;

/** A fixture's decided result: its final score, or cancelled (every selection on it is void). */
export type FixtureResult = { status: 'final'; score: Score } | { status: 'cancelled' };

export interface Leg {
  fixtureId: string;
  market: string;
  selection: SelectionKey;
  /** Hundredths, as accepted when the bet was placed. */
  odds: number;
}

/** A stored leg as settlement reads it. */
export const legOf = (row: {
  fixture_id: string;
  market: string;
  selection: SelectionKey;
  odds: number;
}): Leg => ({ fixtureId: row.fixture_id, market: row.market, selection: row.selection, odds: row.odds });

/** The outcome of one leg on its fixture's result. */
export const legOutcome = (leg: Leg, result: FixtureResult): Outcome => {
  if (result.status === 'cancelled') return 'void';
  const market = parseMarketKey(leg.market);
  if (!market) throw new Error(`A leg names an unknown market: ${leg.market}`);
  return outcomeOf(market, leg.selection, result.score);
};

/**
 * What a bet returns: the stake times each leg's factor (an accumulator multiplies them; a void leg
 * counts 1, a half-won leg (1 + odds) / 2, a half-lost leg 1/2), rounded down to the minor unit and
 * capped at the book's largest payout. `void` is true when every leg is void: the stake is returned
 * by rolling back its debit rather than paid as a win.
 */
export const payoutOf = (stake: bigint, outcomes: readonly Outcome[], legs: readonly Leg[], cap: bigint) => {
  let num = stake;
  let den = 1n;
  outcomes.forEach((outcome, i) => {
    const factor = factorOf(outcome, legs[i]!.odds);
    num *= factor.num;
    den *= factor.den;
  });
  const payout = num / den;
  return { payout: payout > cap ? cap : payout, void: outcomes.every((o) => o === 'void') };
};

/** The accumulator's odds shown on the slip: the product of its legs', rounded down to hundredths. */
export const combinedOdds = (legs: readonly Pick<Leg, 'odds'>[]): number => {
  let num = 1n;
  let den = 1n;
  for (const leg of legs) {
    num *= BigInt(leg.odds);
    den *= 100n;
  }
  return Number((num * 100n) / den);
};
