import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../../db/database.js';
import { migrateToLatest, migrateUpTo } from '../../../../db/migrate.js';
import { insertGames, insertMerchant, insertVendors } from '../../../../test/catalogue-rows.js';
import { emptyDatabaseBeside } from '../../../../test/empty-database-beside.js';
import { generateCatalogue } from '../../../../db/seed/game-catalogue.js';
import { tableGameFor } from './live-games.js';

/**
 * Migration 0036 on a database seeded before the card table: PVP games named after card games the
 * demo vendor does not deal become Niu Niu tables (their mode kept), the search index follows, and
 * nothing else changes.
 */
const beside = emptyDatabaseBeside('m36');
let h: DatabaseHandle;
beforeAll(() => {
  h = beside.handle();
});

const oldGames: [nodeId: string, vendor: string, type: string, name: string][] = [
  ['920001', 'KY', 'PVP', "Texas Hold'em 6-Max"],
  ['920002', 'JL', 'PVP', 'Rummy'],
  ['920003', 'V8', 'PVP', 'Niu Niu Turbo'],
  ['920004', 'LEG', 'PVP', 'Fight the Landlord Heads-Up'],
  ['920005', 'KY', 'PVP', 'Rummy League by the operator'],
  ['920006', 'PG', 'RNG', 'Rummy'],
];

describe('migration 0036: card game names', () => {
  it('renames PVP games to Niu Niu tables and reindexes them', async () => {
    await migrateUpTo(h, '0035-live-seat-holders');
    await insertMerchant(h, 'M36');
    await insertVendors(h, 'M36', [
      ['KY', 'PVP'],
      ['JL', 'PVP'],
      ['V8', 'PVP'],
      ['LEG', 'PVP'],
      ['PG', 'RNG'],
    ]);
    await insertGames(
      h,
      'M36',
      oldGames.map(([nodeId, vendor, type, name]) => ({ nodeId, vendor, type, name })),
    );

    await migrateToLatest(h);

    const rows = await h.db
      .selectFrom('games')
      .select(['node_id', 'game_type', 'game_name', 'title', 'node_name'])
      .where('merchant_code', '=', 'M36')
      .orderBy('node_id')
      .execute();
    expect(rows.map((r) => [r.node_id, r.game_name])).toEqual([
      ['920001', 'Banker Niu Niu 6-Max'],
      ['920002', 'Lucky Niu Niu'],
      ['920003', 'Niu Niu Turbo'],
      ['920004', 'Phoenix Niu Niu Heads-Up'],
      // "Rummy League" is not the seeded "Rummy" with a mode: an operator's own game keeps its name.
      ['920005', 'Rummy League by the operator'],
      ['920006', 'Rummy'],
    ]);
    for (const row of rows.filter((r) => r.game_type === 'PVP')) {
      expect(row.title).toBe(row.game_name);
      expect(row.node_name).toBe(row.game_name);
    }
    const indexed = await h.db
      .selectFrom('game_search')
      .select(['node_id', 'name_key'])
      .where('node_id', '=', '920001')
      .where('language', '=', 'EN')
      .executeTakeFirstOrThrow();
    expect(indexed.name_key).toBe('banker niu niu 6 max');
  });
});

describe('the seeded catalogue', () => {
  it('names every PVP game after the card table the demo vendor deals', () => {
    const pvp = generateCatalogue('DEMO').filter((g) => g.game_type === 'PVP');
    expect(pvp.length).toBeGreaterThan(500);
    const kinds = new Set(pvp.map((g) => tableGameFor({ gameType: 'PVP', gameName: g.game_name })?.kind));
    expect([...kinds]).toEqual(['niuniu']);
  });
});
