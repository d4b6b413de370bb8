import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { renameCatalogueGames } from './rename-catalogue-games.js';

/**
 * Issue 19: the demo catalogue named PVP games after card games the demo vendor does not deal (Texas
 * Hold'em, Rummy, Mahjong ...), and those opened a slot. Every card game now opens a Niu Niu table, so
 * new databases get Niu Niu names (db/seed/game-catalogue.ts) and this renames the PVP games of
 * databases seeded before, keeping each game's mode ("Rummy Turbo" -> "Lucky Niu Niu Turbo"). The
 * list is copied here on purpose: a migration keeps doing what it did when it shipped.
 */
const renames: Record<string, string> = {
  "Texas Hold'em": 'Banker Niu Niu',
  'Blackjack Duel': 'Golden Niu Niu',
  Rummy: 'Lucky Niu Niu',
  'Teen Patti': 'Royal Niu Niu',
  'Mahjong Battle': 'Dragon Niu Niu',
  'Sam Loc': 'Fortune Niu Niu',
  'Tien Len': 'Imperial Niu Niu',
  'Pai Gow': 'Jade Niu Niu',
  'Golden Flower': 'Emperor Niu Niu',
  'Fight the Landlord': 'Phoenix Niu Niu',
  'Baccarat Duel': 'Dynasty Niu Niu',
};
const pvpVendors = ['KY', 'JL', 'V8', 'LEG'];
/** The modes the seed put after a card game's name. */
const modes = ['', '6-Max', 'Rush', 'Classic', 'Pro', 'VIP', 'Turbo', 'Heads-Up'];

/**
 * The new name of a seeded PVP game ("Rummy Turbo" -> "Lucky Niu Niu Turbo"), or undefined to keep
 * it: only a seeded name (an old game and one of the seed's modes) is renamed, never an operator's own.
 */
export const renamedPvpGame = (name: string): string | undefined => {
  for (const [old, renamed] of Object.entries(renames)) {
    const mode = modes.find((m) => name === (m ? `${old} ${m}` : old));
    if (mode !== undefined) return mode ? `${renamed} ${mode}` : renamed;
  }
  return undefined;
};

export const pvpCatalogueNamesMigration = (): Migration => ({
  up: (db: Kysely<unknown>) => renameCatalogueGames(db, 'PVP', pvpVendors, renamedPvpGame),
});
