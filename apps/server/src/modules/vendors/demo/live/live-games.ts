import { baccarat } from './baccarat.js';
import { cockfight } from './cockfight.js';
import { roulette } from './roulette.js';
import { fromMinor } from '@gp/contract/money';
import type { TableGame, TablePace } from './table-game.js';

/** The demo vendor's table games by kind (a live table's rounds name theirs). */
export const tableGames: Readonly<Record<string, TableGame>> = {
  [roulette.kind]: roulette as TableGame,
  [cockfight.kind]: cockfight as TableGame,
  [baccarat.kind]: baccarat as TableGame,
};

/**
 * Which table game a catalogue game opens: a LIVE game by its name ("Roulette B", "VIP Baccarat C"), a SPORTS game named
 * for cockfighting ("SV388 Cockfight Live") the cockfight; undefined when the demo vendor has no
 * table of that kind.
 */
export const tableGameFor = (game: { gameType: string; gameName: string }): TableGame | undefined => {
  if (game.gameType === 'LIVE' && /roulette/i.test(game.gameName)) return tableGames.roulette;
  if (game.gameType === 'LIVE' && /baccarat/i.test(game.gameName)) return tableGames.baccarat;
  if (game.gameType === 'SPORTS' && /cockfight/i.test(game.gameName)) return tableGames.cockfight;
  return undefined;
};

/** A table's rules for its game page: the game's own, the round's cap and the rhythm of its rounds. */
export const describeTable = (game: TableGame, pace: TablePace): Record<string, unknown> => ({
  ...game.describe(),
  roundMax: fromMinor(game.roundMax),
  bettingMs: pace.bettingMs,
  revealMs: pace.revealMs,
});
