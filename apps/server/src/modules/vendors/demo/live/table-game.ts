import type { RandomSource } from '../random-source.js';

/** A table's rhythm: bets are open for `bettingMs`, then the result shows for `revealMs`. */
export interface TablePace {
  bettingMs: number;
  revealMs: number;
}

/** Stake limits of one bet area (minor units): each chip at least `min`, the area's total at most `max`. */
export interface AreaLimits {
  min: bigint;
  max: bigint;
}

/**
 * A shared-round table game of the demo vendor (roulette, baccarat, cockfight): every player at a table
 * bets on the same round, and one result settles them all. Areas are short codes ('red', 'n17',
 * 'player'); a game answers what each stake returns (stake included) once the result is known.
 */
export interface TableGame<Result = unknown> {
  kind: string;
  /** Chip values offered by the game page (minor units). */
  chips: readonly bigint[];
  /**
   * A card table's seats: its areas, each one player's for a round (the first to bet on it); the
   * table shows every seat's holder to everyone, and the PVP room list counts them.
   */
  seats?: readonly string[];
  /** The most one player may stake on one round, all areas together. */
  roundMax: bigint;
  /** The area's limits, or undefined when the area does not exist. */
  limitsOf: (area: string) => AreaLimits | undefined;
  /**
   * What a round offers before its bets open (a cockfight's odds), the same in every process: a pure
   * function of the table and the round. Games whose pays never change answer null.
   */
  termsOf: (tableId: string, roundNo: number) => unknown;
  /** Draws a round's result under its terms (node:crypto in play, a seeded source in tests). */
  draw: (random: RandomSource, terms: unknown) => Result;
  /** What `amount` on `area` returns, stake included: 0 when lost, the stake when pushed. */
  returnOf: (area: string, amount: bigint, result: Result) => bigint;
  /** The rules, pays and limits the game page shows. */
  describe: () => Record<string, unknown>;
}
