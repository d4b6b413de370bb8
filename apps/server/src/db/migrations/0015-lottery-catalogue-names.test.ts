import { beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabaseBeside } from '../../test/empty-database-beside.js';
import type { DatabaseHandle } from '../database.js';
import { migrateToLatest, migrateUpTo } from '../migrate.js';
import { insertGames, insertMerchant, insertVendors } from '../../test/catalogue-rows.js';

/**
 * Migration 0015 on a database seeded before issue 14: lottery games of the wrong region, kinds the
 * rules cannot draw, and a Fast 3 game set to two digits. After it, each vendor lists its own region,
 * every name is a drawable kind, Fast 3 draws three digits, and nothing else changed.
 */
const beside = emptyDatabaseBeside('m15');
let h: DatabaseHandle;
beforeAll(() => {
  h = beside.handle();
});

const oldGames: [nodeId: string, vendor: string, name: string, digits: number][] = [
  ['900001', 'TCG_LOTTO_VN', 'Jakarta Lotto 3 Min', 3],
  ['900002', 'TCG_LOTTO_VN', 'Hanoi Fast 3 1 Min', 2],
  ['900003', 'TCG_LOTTO_VN', 'Manila Pk10 Daily', 2],
  ['900004', 'TCG_SEA', 'Bangkok Fast 3 1 Min', 2],
  ['900005', 'TCG_SEA', 'Seoul Pick 4 VIP', 3],
  ['900006', 'TCG_SEA', 'Singapore Keno 5 Min', 3],
  ['900007', 'LOTT', 'Macau 4D Daily', 3],
  ['900008', 'LOTT', 'Hanoi Lottery 1 Min', 3],
  ['900009', 'LOTT', 'Seoul Lottery 1 Min', 3],
  ['900010', 'PG', 'Jakarta Fast 3 Deluxe', 0],
];

describe('migration 0015: lottery catalogue names', () => {
  it('gives each lottery vendor its own regions and drawable kinds, and Fast 3 three digits', async () => {
    await migrateUpTo(h, '0012-password-reset-codes');
    await insertMerchant(h, 'M17');
    const vendors = [...new Set(oldGames.map(([, vendor]) => vendor))];
    await insertVendors(
      h,
      'M17',
      vendors.map((code) => [code, code === 'PG' ? 'RNG' : 'LOTT']),
    );
    await insertGames(
      h,
      'M17',
      oldGames.map(([nodeId, vendor, name]) => ({
        nodeId,
        vendor,
        type: vendor === 'PG' ? 'RNG' : 'LOTT',
        name,
      })),
    );
    await h.db
      .insertInto('lottery_games')
      .values(
        oldGames
          .filter(([, vendor]) => vendor !== 'PG')
          .map(([nodeId, , , digits]) => ({
            merchant_code: 'M17',
            node_id: nodeId,
            interval_seconds: 60,
            close_seconds: 10,
            digits,
            group_code: 'MIN1',
            enabled: 1,
          })),
      )
      .execute();

    await migrateToLatest(h);

    const rows = await h.db
      .selectFrom('games as g')
      .leftJoin('lottery_games as l', 'l.node_id', 'g.node_id')
      .select(['g.node_id', 'g.vendor_code', 'g.game_name', 'g.title', 'g.node_name', 'l.digits'])
      .where('g.merchant_code', '=', 'M17')
      .orderBy('g.node_id')
      .execute();
    const byNode = new Map(rows.map((r) => [r.node_id, r]));
    const regionOf = (name: string) => name.split(' ').slice(0, -2).join(' ');
    const vn = ['Hanoi', 'Ho Chi Minh', 'Da Nang', 'Hai Phong', 'Can Tho', 'Hue'];
    const sea = ['Bangkok', 'Jakarta', 'Kuala Lumpur', 'Manila', 'Singapore'];

    for (const row of rows) {
      expect(row.title).toBe(row.game_name);
      expect(row.node_name).toBe(row.game_name);
      if (row.vendor_code === 'PG') continue;
      expect(row.game_name).not.toMatch(/\b(Pk10|Pick 4|4D|Keno)\b/);
    }
    for (const id of ['900001', '900002', '900003']) {
      expect(vn.some((r) => byNode.get(id)!.game_name.startsWith(`${r} `))).toBe(true);
    }
    for (const id of ['900004', '900005', '900006']) {
      expect(sea.some((r) => byNode.get(id)!.game_name.startsWith(`${r} `))).toBe(true);
    }
    // Right regions stay, speeds stay, kinds map to the nearest drawable one.
    expect(byNode.get('900002')).toMatchObject({ game_name: 'Hanoi Fast 3 1 Min', digits: 3 });
    expect(byNode.get('900003')!.game_name).toMatch(/ Pick 2 Daily$/);
    expect(byNode.get('900003')!.digits).toBe(2);
    expect(byNode.get('900004')).toMatchObject({ game_name: 'Bangkok Fast 3 1 Min', digits: 3 });
    expect(byNode.get('900005')!.game_name).toMatch(/ Pick 3 VIP$/);
    expect(byNode.get('900006')).toMatchObject({ game_name: 'Singapore Lotto 5 Min', digits: 3 });
    expect(byNode.get('900007')).toMatchObject({ game_name: 'Macau 3D Daily', digits: 3 });
    expect(regionOf(byNode.get('900008')!.game_name)).not.toBe('Hanoi');
    expect(byNode.get('900009')!.game_name).toBe('Seoul Lottery 1 Min');
    // Not a lottery vendor: untouched.
    expect(byNode.get('900010')!.game_name).toBe('Jakarta Fast 3 Deluxe');
    // Names stay unique per vendor.
    const names = rows.map((r) => `${r.vendor_code}|${r.game_name}`);
    expect(new Set(names).size).toBe(names.length);
  });
});
