import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../../db/database.js';
import { migrateToLatest, migrateUpTo } from '../../../../db/migrate.js';
import { insertGames, insertMerchant, insertVendors } from '../../../../test/catalogue-rows.js';
import { emptyDatabaseBeside } from '../../../../test/empty-database-beside.js';
import { generateCatalogue } from '../../../../db/seed/game-catalogue.js';
import { tableGameFor } from './live-games.js';

/**
 * Migration 0032 on a database seeded before issue 19: LIVE games named after kinds the demo vendor
 * does not deal get the name of a table it deals (their letter kept), the search index follows, and
 * nothing else changes.
 */
const beside = emptyDatabaseBeside('m32');
let h: DatabaseHandle;
beforeAll(() => {
  h = beside.handle();
});

const oldGames: [nodeId: string, vendor: string, type: string, name: string][] = [
  ['910001', 'EVO', 'LIVE', 'Sic Bo C'],
  ['910002', 'EVO', 'LIVE', 'Lightning Roulette A1'],
  ['910003', 'SA', 'LIVE', 'Baccarat B'],
  ['910004', 'SA', 'LIVE', "Casino Hold'em D2"],
  ['910005', 'EVO', 'LIVE', 'Blackjack by the operator'],
  ['910006', 'PG', 'RNG', 'Sic Bo C'],
];

describe('migration 0032: live catalogue names', () => {
  it('renames LIVE games to tables the demo vendor deals and reindexes them', async () => {
    await migrateUpTo(h, '0031-live-tables');
    await insertMerchant(h, 'M32');
    await insertVendors(h, 'M32', [
      ['EVO', 'LIVE'],
      ['SA', 'LIVE'],
      ['PG', 'RNG'],
    ]);
    await insertGames(
      h,
      'M32',
      oldGames.map(([nodeId, vendor, type, name]) => ({ nodeId, vendor, type, name })),
    );

    await migrateToLatest(h);

    const rows = await h.db
      .selectFrom('games')
      .select(['node_id', 'game_type', 'game_name', 'title', 'node_name'])
      .where('merchant_code', '=', 'M32')
      .orderBy('node_id')
      .execute();
    expect(rows.map((r) => [r.node_id, r.game_name])).toEqual([
      ['910001', 'Grand Roulette C'],
      ['910002', 'European Roulette A1'],
      ['910003', 'Baccarat B'],
      ['910004', 'Salon Roulette D2'],
      ['910005', 'Blackjack by the operator'],
      ['910006', 'Sic Bo C'],
    ]);
    for (const row of rows) {
      expect(row.title).toBe(row.game_name);
      expect(row.node_name).toBe(row.game_name);
      // Every renamed LIVE game opens a table of its kind.
      if (row.game_type === 'LIVE' && row.node_id !== '910005') {
        expect(tableGameFor({ gameType: 'LIVE', gameName: row.game_name })).toBeDefined();
      }
    }
    const indexed = await h.db
      .selectFrom('game_search')
      .select(['node_id', 'name_key'])
      .where('node_id', '=', '910001')
      .where('language', '=', 'EN')
      .executeTakeFirstOrThrow();
    expect(indexed.name_key).toBe('grand roulette c');
  });
});

describe('the seeded catalogue', () => {
  it('names every LIVE game after a table the demo vendor deals', () => {
    const live = generateCatalogue('DEMO').filter((g) => g.game_type === 'LIVE');
    expect(live.length).toBeGreaterThan(500);
    const kinds = new Set(live.map((g) => tableGameFor({ gameType: 'LIVE', gameName: g.game_name })?.kind));
    expect([...kinds].sort()).toEqual(['baccarat', 'roulette']);
  });
});
