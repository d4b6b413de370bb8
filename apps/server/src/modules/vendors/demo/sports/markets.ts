import type { Score, ScoreDistribution } from './score-model.js';

/**
 * The sportsbook's markets: 1X2 (a draw possible), the winner (no draw), the handicap and the total,
 * each line in quarters of a goal or point so quarter lines (-0.75, 2.25) settle half and half.
 * Odds are integer hundredths (1.95 is 195); a payout is computed in integers (settlement.ts).
 */
export type MarketKind = '1x2' | 'winner' | 'handicap' | 'total';
export type SelectionKey = 'home' | 'draw' | 'away' | 'over' | 'under';
export type Outcome = 'won' | 'half_won' | 'void' | 'half_lost' | 'lost';

export interface MarketRef {
  kind: MarketKind;
  /** Handicap: the home side's line; total: the line; in quarters (-3 is -0.75). */
  quarters?: number;
}

export const selectionsOf: Record<MarketKind, readonly SelectionKey[]> = {
  '1x2': ['home', 'draw', 'away'],
  winner: ['home', 'away'],
  handicap: ['home', 'away'],
  total: ['over', 'under'],
};

/** A line as players read it: -3 quarters is "-0.75", 6 is "1.5". */
export const lineText = (quarters: number) => String(quarters / 4);

/** The market's key in a bet: "1x2", "winner", "handicap:-0.75", "total:2.5". */
export const marketKey = (market: MarketRef): string =>
  market.quarters === undefined ? market.kind : `${market.kind}:${lineText(market.quarters)}`;

/** Reads a market key back; undefined for anything the book does not offer in that shape. */
export const parseMarketKey = (key: string): MarketRef | undefined => {
  if (key === '1x2' || key === 'winner') return { kind: key };
  const match = /^(handicap|total):(-?\d{1,3}(?:\.\d{1,2})?)$/.exec(key);
  if (!match) return undefined;
  const quarters = Number(match[2]) * 4;
  if (!Number.isInteger(quarters)) return undefined;
  return { kind: match[1] as 'handicap' | 'total', quarters };
};

const signOutcome = (quartersAhead: number): 'won' | 'void' | 'lost' =>
  quartersAhead > 0 ? 'won' : quartersAhead === 0 ? 'void' : 'lost';

/**
 * A line bet, `quartersAhead` being the margin by which the selection beats the line. A quarter line
 * is two half stakes on the lines a quarter either side: one may win or lose while the other is void.
 */
const lineOutcome = (quartersAhead: number, quarterLine: boolean): Outcome => {
  if (!quarterLine) return signOutcome(quartersAhead);
  const low = signOutcome(quartersAhead - 1);
  const high = signOutcome(quartersAhead + 1);
  if (low === high) return low;
  return high === 'won' && low === 'void' ? 'half_won' : 'half_lost';
};

/** How a selection fares on a final score. */
export const outcomeOf = (market: MarketRef, selection: SelectionKey, score: Score): Outcome => {
  const diff = score.home - score.away;
  switch (market.kind) {
    case '1x2':
    case 'winner': {
      const winner = diff > 0 ? 'home' : diff < 0 ? 'away' : 'draw';
      // A winner market on a level score (none of ours has one) would be void, as books rule it.
      if (market.kind === 'winner' && winner === 'draw') return 'void';
      return winner === selection ? 'won' : 'lost';
    }
    case 'handicap': {
      const q = market.quarters ?? 0;
      const ahead = selection === 'home' ? 4 * diff + q : -4 * diff - q;
      return lineOutcome(ahead, q % 2 !== 0);
    }
    case 'total': {
      const q = market.quarters ?? 0;
      const over = 4 * (score.home + score.away) - q;
      return lineOutcome(selection === 'over' ? over : -over, q % 2 !== 0);
    }
  }
};

/** What one unit staked returns for an outcome at `odds` (hundredths), as a fraction num / den. */
export const factorOf = (outcome: Outcome, odds: number): { num: bigint; den: bigint } => {
  switch (outcome) {
    case 'won':
      return { num: BigInt(odds), den: 100n };
    case 'half_won':
      return { num: BigInt(odds + 100), den: 200n };
    case 'void':
      return { num: 1n, den: 1n };
    case 'half_lost':
      return { num: 1n, den: 2n };
    case 'lost':
      return { num: 0n, den: 1n };
  }
};

/** Odds are not offered below 1.01 and not above 50.00. */
export const oddsRange = { min: 101, max: 5000 } as const;

/**
 * The odds (hundredths) at which a selection returns `returnRate` of its stake on average under the
 * distribution, rounded down (never in the player's favour); null when that is below 1.01.
 * Solving E[return] = rate with won paying o, half-won (1 + o) / 2, void 1 and half-lost 1/2.
 */
export const priceOf = (
  distribution: ScoreDistribution,
  market: MarketRef,
  selection: SelectionKey,
  returnRate: number,
): number | null => {
  const p: Record<Outcome, number> = { won: 0, half_won: 0, void: 0, half_lost: 0, lost: 0 };
  for (const cell of distribution) p[outcomeOf(market, selection, cell)] += cell.p;
  const odds = (returnRate - p.void - p.half_lost / 2 - p.half_won / 2) / (p.won + p.half_won / 2);
  if (!Number.isFinite(odds)) return null;
  const hundredths = Math.floor(odds * 100 + 1e-9);
  if (hundredths < oddsRange.min) return null;
  return Math.min(hundredths, oddsRange.max);
};

/**
 * A distribution folded onto what a market reads: the margin (1X2, winner, handicap) or the total.
 * Each cell keeps that figure (as home - away, or home + away) with a few hundred cells instead of
 * a basketball's twenty thousand, so pricing a fixture takes a moment, not a second.
 */
export const foldFor = (distribution: ScoreDistribution, kind: MarketKind): ScoreDistribution => {
  const byFigure = new Map<number, number>();
  for (const cell of distribution) {
    const figure = kind === 'total' ? cell.home + cell.away : cell.home - cell.away;
    byFigure.set(figure, (byFigure.get(figure) ?? 0) + cell.p);
  }
  return [...byFigure].map(([figure, p]) =>
    kind === 'total'
      ? { home: figure, away: 0, p }
      : { home: Math.max(figure, 0), away: Math.max(-figure, 0), p },
  );
};

/** Expected score difference and total under a distribution (to place the lines). */
export const meansOf = (distribution: ScoreDistribution) =>
  distribution.reduce(
    (acc, c) => ({ diff: acc.diff + c.p * (c.home - c.away), total: acc.total + c.p * (c.home + c.away) }),
    { diff: 0, total: 0 },
  );
