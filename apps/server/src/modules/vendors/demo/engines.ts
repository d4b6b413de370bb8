import { createFishEngine, type FishEngine } from './fishing/fish-engine.js';
import { tableGameFor } from './live/live-games.js';
import type { TableGame } from './live/table-game.js';
import { createSlotEngine, type GameEngine } from './slot-engine.js';
import { bookOfGame, type Book } from './sports/sports-catalogue.js';

/** What a catalogue game plays on the demo vendor: a slot-like engine, a shared-round table, a book or the pond. */
export type DemoGame =
  | { kind: 'spin'; engine: GameEngine }
  | { kind: 'table'; game: TableGame }
  | { kind: 'book'; book: Book }
  | { kind: 'fish'; engine: FishEngine };

/**
 * The demo vendor's engines by catalogue game type. A game opens the table of its kind when the demo
 * vendor has one (live/live-games.ts: roulette, baccarat, cockfight, a PVP game named Niu Niu); a FISH
 * game the fishing pond; a SPORTS game the sportsbook (its e-sports book when named so); RNG games,
 * and an operator's own LIVE or PVP games of kinds the demo vendor does not deal, play the slot; a
 * game type without an engine (LOTT, ELOTT) is not served, so its launch answers game_maintenance.
 */
export const createEngines = (rtp: number) => {
  const slot = createSlotEngine(rtp);
  const fish = createFishEngine(rtp);
  const byGameType: Record<string, GameEngine> = { RNG: slot, PVP: slot, LIVE: slot };
  const forGame = (game: { gameType: string; gameName: string }): DemoGame | undefined => {
    const table = tableGameFor(game);
    if (table) return { kind: 'table', game: table };
    const book = bookOfGame(game);
    if (book) return { kind: 'book', book };
    if (game.gameType === 'FISH') return { kind: 'fish', engine: fish };
    const engine = byGameType[game.gameType];
    return engine ? { kind: 'spin', engine } : undefined;
  };
  return { forGame };
};
export type Engines = ReturnType<typeof createEngines>;
