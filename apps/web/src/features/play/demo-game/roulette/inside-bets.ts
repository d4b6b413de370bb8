/**
 * Bets on several numbers (issue 19): the kind of bet a tap on a number places, and the areas the
 * demo vendor takes for them (apps/server/src/modules/vendors/demo/live/roulette.ts, coverageOf).
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
const row = (r: number) => [r * 3 - 2, r * 3 - 1, r * 3];

/** Two numbers a split may join: side by side in a row, or one row apart in a column. */
export const areNeighbours = (a: number, b: number): boolean => {
  if (a < 1 || b < 1 || a > 36 || b > 36) return false;
  const [low, high] = a < b ? [a, b] : [b, a];
  return (high === low + 1 && rowOf(low) === rowOf(high)) || high === low + 3;
};

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

export const splitArea = (a: number, b: number): string => `split-${Math.min(a, b)}-${Math.max(a, b)}`;

/** A bet on several numbers: its kind and numbers; null for a straight or outside area. */
export const insideBetOf = (area: string): { kind: BetKind; numbers: number[] } | null => {
  const [kind, ...rest] = area.split('-');
  const values = rest.map(Number);
  if (values.length === 0 || values.some((v) => !Number.isInteger(v))) return null;
  const [a = 0, b = 0] = values;
  switch (kind) {
    case 'split':
      return values.length === 2 && areNeighbours(a, b) ? { kind, numbers: [a, b] } : null;
    case 'street':
      return a >= 1 && a <= 12 ? { kind, numbers: row(a) } : null;
    case 'corner':
      return a >= 1 && a <= 32 && a % 3 !== 0 ? { kind, numbers: [a, a + 1, a + 3, a + 4] } : null;
    case 'line':
      return a >= 1 && a <= 11 ? { kind, numbers: [...row(a), ...row(a + 1)] } : null;
    default:
      return null;
  }
};
