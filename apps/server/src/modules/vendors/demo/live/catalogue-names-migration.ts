import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { renameCatalogueGames } from './rename-catalogue-games.js';

/**
 * Issue 19: the demo catalogue named LIVE games after kinds the demo vendor does not deal (Sic Bo,
 * Blackjack ...) and after variants it does not have (Lightning, Speed, Squeeze), and those opened a
 * slot. New databases get names of the tables it deals (db/seed/game-catalogue.ts); this renames the
 * LIVE games of databases seeded before, keeping each game's table letter, then brings the search
 * index in line. The list is copied here on purpose: a migration keeps doing what it did when it
 * shipped.
 */
const renames: Record<string, string> = {
  'Speed Baccarat': 'Classic Baccarat',
  'Squeeze Baccarat': 'Royal Baccarat',
  'Lightning Roulette': 'European Roulette',
  'Sic Bo': 'Grand Roulette',
  'Dragon Tiger': 'VIP Baccarat',
  Blackjack: 'Golden Baccarat',
  'Fan Tan': 'Prestige Baccarat',
  'Bull Bull': 'Royal Roulette',
  "Casino Hold'em": 'Salon Roulette',
  'Andar Bahar': 'VIP Roulette',
};
const liveVendors = ['EVO', 'SA', 'DG', 'AG', 'WM'];

/** The new name of a seeded LIVE game ("Sic Bo C2" -> "Grand Roulette C2"), or undefined to keep it. */
export const renamedLiveGame = (name: string): string | undefined => {
  const match = /^(.+) ([A-Z]\d*)$/.exec(name);
  const renamed = match ? renames[match[1]!] : undefined;
  return renamed && match ? `${renamed} ${match[2]}` : undefined;
};

export const liveCatalogueNamesMigration = (): Migration => ({
  up: (db: Kysely<unknown>) => renameCatalogueGames(db, 'LIVE', liveVendors, renamedLiveGame),
});
