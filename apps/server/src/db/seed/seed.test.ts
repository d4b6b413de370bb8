import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '@gp/contract/constants';
import { openDatabase, type DatabaseHandle } from '../database.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { demoTeam } from '../../modules/agent/seed-data.js';
import { demoAccounts, verifyPassword } from './accounts.js';
import { generateCatalogue } from './game-catalogue.js';
import { seedDemo } from './seed.js';

const tables = [
  'merchants',
  'domain_routes',
  'whitelabel_nodes',
  'register_field_rules',
  'customer_service_entries',
  'resources',
  'banners',
  'announcements',
  'announcement_texts',
  'help_sections',
  'vendors',
  'games',
  'members',
] as const;

let t: TestApp;
let handle: DatabaseHandle;
beforeAll(async () => {
  t = await buildTestApp();
  handle = openDatabase(t.config.database);
});
afterAll(async () => {
  await handle.close();
  await t.close();
});

const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      tables.map(async (table) => {
        const row = await handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow();
        return [table, Number(row.n)] as const;
      }),
    ),
  );

describe('demo seed', () => {
  it('seeds 10,000 games and every table, and a second run changes no counts', async () => {
    const before = await counts();
    expect(before.games).toBe(constants.slotCatalogueSize);
    expect(before.members).toBe(demoAccounts.length + demoTeam.length);
    for (const table of tables) expect(before[table], table).toBeGreaterThan(0);
    const summary = await seedDemo(handle.db, t.config.merchantCode);
    expect(summary.accountsCreated).toBe(0);
    expect(await counts()).toEqual(before);
  });

  it('keeps the operator maintenance switch across a re-seed', async () => {
    await handle.db.updateTable('merchants').set({ maintenance: 1 }).where('code', '=', 'DEMO').execute();
    await seedDemo(handle.db, 'DEMO');
    const row = await handle.db
      .selectFrom('merchants')
      .select('maintenance')
      .where('code', '=', 'DEMO')
      .executeTakeFirstOrThrow();
    expect(Number(row.maintenance)).toBe(1);
    await handle.db.updateTable('merchants').set({ maintenance: 0 }).where('code', '=', 'DEMO').execute();
  });

  it('generates the same catalogue on every run, with unique node ids and mostly RNG games', () => {
    const a = generateCatalogue('DEMO');
    const b = generateCatalogue('DEMO');
    expect(a).toEqual(b);
    expect(new Set(a.map((g) => g.node_id)).size).toBe(a.length);
    expect(new Set(a.map((g) => `${g.vendor_code}:${g.game_code}`)).size).toBe(a.length);
    expect(a.filter((g) => g.game_type === 'RNG').length).toBeGreaterThan(a.length / 2);
    expect(a[0]!.game_name).toMatch(/^[A-Z][a-z]+ [A-Z]/);
  });

  it('gives demo_agent a team two sub-agent levels deep, demo_member included', async () => {
    const agent = await handle.db
      .selectFrom('members')
      .select('id')
      .where('account', '=', 'demo_agent')
      .executeTakeFirstOrThrow();
    const levels = await handle.db
      .selectFrom('team_paths')
      .select(['depth', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('ancestor_id', '=', agent.id)
      .where('depth', '>', 0)
      .groupBy('depth')
      .orderBy('depth')
      .execute();
    expect(levels.map((l) => [Number(l.depth), Number(l.n)])).toEqual([
      [1, 11],
      [2, 12],
      [3, 4],
    ]);
  });

  it('stores the demo accounts with argon2id hashes of their passwords and their types', async () => {
    const rows = await handle.db
      .selectFrom('members')
      .selectAll()
      .where(
        'account',
        'in',
        demoAccounts.map((a) => a.account),
      )
      .orderBy('account')
      .execute();
    expect(rows.map((r) => [r.account, Number(r.type)])).toEqual([
      ['demo_agent', 1],
      ['demo_init', 0],
      ['demo_member', 0],
      ['demo_trial', 4],
    ]);
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const account = demoAccounts.find((a) => a.account === row.account)!;
      expect(await verifyPassword(row.password_hash, account.password)).toBe(true);
      expect(await verifyPassword(row.password_hash, 'wrong-password')).toBe(false);
    }
  });
});
