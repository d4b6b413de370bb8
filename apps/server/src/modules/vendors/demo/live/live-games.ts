import { baccarat } from './baccarat.js';
import { cockfight } from './cockfight.js';
import { niuNiu } from './niu-niu.js';
import { roulette } from './roulette.js';
import { fromMinor } from '@gp/contract/money';
import type { TableGame, TablePace } from './table-game.js';
import { atStakes, stakesOf } from './table-stakes.js';

/** The demo vendor's table games by kind (a live table's rounds name theirs). */
export const tableGames: Readonly<Record<string, TableGame>> = {
  [roulette.kind]: roulette as TableGame,
  [cockfight.kind]: cockfight as TableGame,
  [baccarat.kind]: baccarat as TableGame,
  [niuNiu.kind]: niuNiu as TableGame,
};

const kindOf = (game: { gameType: string; gameName: string }): string | undefined => {
  if (game.gameType === 'LIVE' && /roulette/i.test(game.gameName)) return 'roulette';
  if (game.gameType === 'LIVE' && /baccarat/i.test(game.gameName)) return 'baccarat';
  if (game.gameType === 'SPORTS' && /cockfight/i.test(game.gameName)) return 'cockfight';
  if (game.gameType === 'PVP' && /niu niu/i.test(game.gameName)) return 'niuniu';
  return undefined;
};

/**
 * Which table game a catalogue game opens, at its table's stakes (table-stakes.ts): a LIVE game by its
 * name ("Roulette B", "VIP Baccarat"), a SPORTS game named for cockfighting ("SV388 Cockfight Live")
 * the cockfight; undefined when the demo vendor has no table of that kind.
 */
export const tableGameFor = (game: { gameType: string; gameName: string }): TableGame | undefined => {
  const kind = kindOf(game);
  const table = kind === undefined ? undefined : tableGames[kind];
  return table && atStakes(table, stakesOf(game.gameName));
};

/** A table's rules for its game page: the game's own, the round's cap and the rhythm of its rounds. */
export const describeTable = (game: TableGame, pace: TablePace): Record<string, unknown> => ({
  ...game.describe(),
  roundMax: fromMinor(game.roundMax),
  bettingMs: pace.bettingMs,
  revealMs: pace.revealMs,
});
