/** The roulette table's rules as the vendor describes them (session.rules, kind 'roulette'). */
export interface RouletteRules {
  wheel: readonly number[];
  red: ReadonlySet<number>;
  limits: { inside: { min: string; max: string }; outside: { min: string; max: string } };
  roundMax: string;
  rtp: number;
  bettingMs: number;
  revealMs: number;
}

const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((n) => typeof n === 'number');

type Limits = RouletteRules['limits'];
const isLimits = (value: unknown): value is Limits => {
  const l = value as Limits | undefined;
  return typeof l?.inside?.min === 'string' && typeof l.outside?.max === 'string';
};

/** Reads the rules, or null when they are not a roulette's (the page then shows the failure). */
export const readRouletteRules = (rules: Record<string, unknown>): RouletteRules | null => {
  const { wheel, red, limits, roundMax, rtp, bettingMs, revealMs } = rules;
  if (!isNumberList(wheel) || wheel.length !== 37 || !isNumberList(red) || !isLimits(limits)) return null;
  if (typeof roundMax !== 'string' || typeof rtp !== 'number') return null;
  if (typeof bettingMs !== 'number' || typeof revealMs !== 'number') return null;
  return { wheel, red: new Set(red), limits, roundMax, rtp, bettingMs, revealMs };
};

export type Colour = 'red' | 'black' | 'green';
export const colourOf = (rules: RouletteRules, n: number): Colour =>
  n === 0 ? 'green' : rules.red.has(n) ? 'red' : 'black';

/** A result as the vendor sends it ({ number }), or null. */
export const numberOf = (result: unknown): number | null => {
  const n = (result as { number?: unknown } | null)?.number;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 36 ? n : null;
};

/** The outside areas in board order. */
export const evenChances = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;
export const dozens = ['dozen1', 'dozen2', 'dozen3'] as const;
export const columns = ['column3', 'column2', 'column1'] as const;
