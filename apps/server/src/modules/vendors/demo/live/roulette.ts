import { fromMinor } from '@gp/contract/money';
import { coverageOf, redNumbers } from '@gp/contract/roulette-areas';
import type { RandomSource } from '../random-source.js';
import type { AreaLimits, TableGame } from './table-game.js';

/** European roulette: one zero, 37 pockets. */
export const pocketCount = 37;
// The areas and their numbers are the contract's, shared with the game page.
export { coverageOf, redNumbers };
/** The wheel's pockets clockwise from zero (the game page draws the wheel from this order). */
export const wheelOrder = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
] as const;

export interface RouletteResult {
  number: number;
}

/** Inside bets (up to six numbers) have lower limits than the even-chance and dozen bets. */
const insideLimits: AreaLimits = { min: 100_000n, max: 5_000_000n };
const outsideLimits: AreaLimits = { min: 100_000n, max: 50_000_000n };

/**
 * The roulette table: every bet returns 36 / (numbers covered) times its stake when it wins, so each
 * pays at 35:1 down to 1:1 and returns 36/37 (97.30 %) of what is staked, whatever the bet. A zero
 * loses every outside bet (no "la partage").
 */
export const roulette: TableGame<RouletteResult> = {
  kind: 'roulette',
  chips: [100_000n, 500_000n, 1_000_000n, 5_000_000n, 10_000_000n],
  roundMax: 100_000_000n,
  limitsOf: (area) => {
    const covered = coverageOf(area);
    if (!covered) return undefined;
    return covered.length <= 6 ? insideLimits : outsideLimits;
  },
  termsOf: () => null,
  draw: (random: RandomSource) => ({ number: random.int(pocketCount) }),
  returnOf: (area, amount, result) => {
    const covered = coverageOf(area);
    if (!covered?.includes(result.number)) return 0n;
    return (amount * 36n) / BigInt(covered.length);
  },
  describe: () => ({
    kind: 'roulette',
    wheel: [...wheelOrder],
    red: [...redNumbers],
    limits: {
      inside: { min: fromMinor(insideLimits.min), max: fromMinor(insideLimits.max) },
      outside: { min: fromMinor(outsideLimits.min), max: fromMinor(outsideLimits.max) },
    },
    rtp: Math.round((36 / 37) * 10_000) / 100,
  }),
};
