import { coverageOf } from '@gp/contract/roulette-areas';

/**
 * Bets on several numbers (issue 19): the kind of bet a tap on a number places, and the areas the
 * demo vendor takes for them (the contract's roulette-areas, which the server settles by).
 * Numbers sit on the table layout in rows of three: 1-2-3, 4-5-6 ... 34-35-36.
 */
export const betKinds = ['straight', 'split', 'street', 'corner', 'line'] as const;
export type BetKind = (typeof betKinds)[number];

/** What each kind pays (the rules dialog lists the same). */
export const kindPays: Record<BetKind, string> = {
  straight: '35:1',
  split: '17:1',
  street: '11:1',
  corner: '8:1',
  line: '5:1',
};

const rowOf = (n: number) => Math.ceil(n / 3);

export const splitArea = (a: number, b: number): string => `split-${Math.min(a, b)}-${Math.max(a, b)}`;

/** Two numbers a split may join: side by side in a row, or one row apart in a column. */
export const areNeighbours = (a: number, b: number): boolean =>
  a !== b && coverageOf(splitArea(a, b)) !== undefined;

/**
 * The area a tap on `n` places for a kind that needs one number (not a split, which takes two): its
 * row (street), the four numbers with `n` whose top-left corner is on the board (corner), its row and
 * the next, or the last two rows (line). Zero joins no such bet: null.
 */
export const areaFor = (kind: Exclude<BetKind, 'split'>, n: number): string | null => {
  if (kind === 'straight') return n >= 0 && n <= 36 ? `n${n}` : null;
  if (n < 1 || n > 36) return null;
  if (kind === 'street') return `street-${rowOf(n)}`;
  if (kind === 'line') return `line-${Math.min(rowOf(n), 11)}`;
  const left = n % 3 === 0 ? n - 1 : n;
  return `corner-${left > 32 ? left - 3 : left}`;
};

const severalKinds: ReadonlySet<string> = new Set(['split', 'street', 'corner', 'line']);

/** A bet on several numbers: its kind and numbers; null for a straight or outside area. */
export const insideBetOf = (area: string): { kind: BetKind; numbers: number[] } | null => {
  const kind = area.split('-')[0] ?? '';
  const numbers = severalKinds.has(kind) ? coverageOf(area) : undefined;
  return numbers ? { kind: kind as BetKind, numbers: [...numbers] } : null;
};
