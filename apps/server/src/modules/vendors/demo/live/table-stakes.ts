import { fromMinor, toMinor } from '@gp/contract/money';
import type { AreaLimits, TableGame } from './table-game.js';

/**
 * Limits per table (issue 19): a table whose catalogue name says VIP ("VIP Roulette", "VIP Baccarat")
 * plays for ten times the stakes of the others: chips, each area's minimum and maximum, and the
 * round's cap, all scaled together, so the same game pays the same way at either table.
 */
export const stakesOf = (gameName: string): bigint => (/\bVIP\b/i.test(gameName) ? 10n : 1n);

const scaled = (limits: AreaLimits, factor: bigint): AreaLimits => ({
  min: limits.min * factor,
  max: limits.max * factor,
});

const scaledAmount = (amount: string, factor: bigint): string => {
  const parsed = toMinor(amount);
  if (!parsed.ok) throw new Error(`A table limit is not an amount: ${amount}`);
  return fromMinor(parsed.minor * factor);
};

/** The limits a game describes (`{ main: { min: '1000.00', max: ... } }`), scaled by `factor`. */
const scaledDescription = (limits: unknown, factor: bigint): unknown => {
  if (typeof limits !== 'object' || limits === null) return limits;
  return Object.fromEntries(
    Object.entries(limits).map(([key, value]) => [
      key,
      typeof value === 'string' ? scaledAmount(value, factor) : scaledDescription(value, factor),
    ]),
  );
};

/** `game` at `factor` times its stakes (itself at 1). */
export const atStakes = <Result>(game: TableGame<Result>, factor: bigint): TableGame<Result> => {
  if (factor === 1n) return game;
  return {
    ...game,
    chips: game.chips.map((chip) => chip * factor),
    roundMax: game.roundMax * factor,
    limitsOf: (area) => {
      const limits = game.limitsOf(area);
      return limits && scaled(limits, factor);
    },
    describe: () => {
      const described = game.describe();
      return { ...described, limits: scaledDescription(described.limits, factor) };
    },
  };
};
