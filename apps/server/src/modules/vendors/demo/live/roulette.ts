import { fromMinor } from '@gp/contract/money';
import type { RandomSource } from '../random-source.js';
import type { AreaLimits, TableGame } from './table-game.js';

/** European roulette: one zero, 37 pockets. */
export const pocketCount = 37;
export const redNumbers: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);
/** The wheel's pockets clockwise from zero (the game page draws the wheel from this order). */
export const wheelOrder = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
] as const;

export interface RouletteResult {
  number: number;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** The table layout's rows: 1-2-3, 4-5-6, ... 34-35-36. */
const rowOf = (n: number) => Math.ceil(n / 3);

const outside: Record<string, readonly number[]> = {
  red: [...redNumbers],
  black: range(1, 36).filter((n) => !redNumbers.has(n)),
  odd: range(1, 36).filter((n) => n % 2 === 1),
  even: range(1, 36).filter((n) => n % 2 === 0),
  low: range(1, 18),
  high: range(19, 36),
  dozen1: range(1, 12),
  dozen2: range(13, 24),
  dozen3: range(25, 36),
  column1: range(1, 36).filter((n) => n % 3 === 1),
  column2: range(1, 36).filter((n) => n % 3 === 2),
  column3: range(1, 36).filter((n) => n % 3 === 0),
};

const numbersIn = (text: string): number[] | undefined => {
  const parts = text.split('-');
  if (parts.some((p) => !/^(0|[1-9]\d?)$/.test(p))) return undefined;
  const numbers = parts.map(Number);
  return numbers.every((n) => n <= 36) ? numbers : undefined;
};

/**
 * The pockets an area covers, or undefined for no such area. Inside bets name their numbers:
 * `n17` (straight, 0 included), `split-a-b` (side by side on the layout), `street-r` (row r of 12),
 * `corner-a` (a, a+1, a+3, a+4 with a not in the right column), `line-r` (rows r and r+1).
 */
export const coverageOf = (area: string): readonly number[] | undefined => {
  if (outside[area]) return outside[area];
  const [kind, ...rest] = area.split('-');
  if (kind && /^n\d{1,2}$/.test(kind) && rest.length === 0) {
    const n = numbersIn(kind.slice(1));
    return n ? n : undefined;
  }
  const numbers = numbersIn(rest.join('-'));
  if (!numbers || numbers.includes(0)) return undefined;
  const [a = 0, b = 0] = numbers;
  switch (kind) {
    case 'split': {
      if (numbers.length !== 2 || a >= b) return undefined;
      const beside = b === a + 1 && rowOf(a) === rowOf(b);
      return beside || b === a + 3 ? [a, b] : undefined;
    }
    case 'street':
      return numbers.length === 1 && a <= 12 ? range(a * 3 - 2, a * 3) : undefined;
    case 'corner':
      return numbers.length === 1 && a % 3 !== 0 && a <= 32 ? [a, a + 1, a + 3, a + 4] : undefined;
    case 'line':
      return numbers.length === 1 && a <= 11 ? range(a * 3 - 2, a * 3 + 3) : undefined;
    default:
      return undefined;
  }
};

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
