import { roulette } from './roulette.js';
import { fromMinor } from '@gp/contract/money';
import type { TableGame, TablePace } from './table-game.js';

/** The demo vendor's table games by kind (a live table's rounds name theirs). */
export const tableGames: Readonly<Record<string, TableGame>> = {
  [roulette.kind]: roulette as TableGame,
};

/**
 * Which table game a LIVE catalogue game opens, by its name ("Roulette B", "Speed Baccarat C"), or
 * undefined when the demo vendor has no table of that kind.
 */
export const tableGameFor = (gameName: string): TableGame | undefined =>
  /roulette/i.test(gameName) ? tableGames.roulette : undefined;

/** A table's rules for its game page: the game's own, the round's cap and the rhythm of its rounds. */
export const describeTable = (game: TableGame, pace: TablePace): Record<string, unknown> => ({
  ...game.describe(),
  roundMax: fromMinor(game.roundMax),
  bettingMs: pace.bettingMs,
  revealMs: pace.revealMs,
});
