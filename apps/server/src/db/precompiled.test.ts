import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { openDatabase, type DatabaseHandle } from './database.js';
import { precompile } from './precompiled.js';

/** Runs on SQLite, and on PostgreSQL under `npm run test:server:pg`. */
describe('precompiled queries', () => {
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

  it('binds each call its own arguments, in placeholder order, with fixed values kept', async () => {
    const { db } = handle;
    const insertKey = precompile(2, (param) =>
      db
        .insertInto('server_keys')
        .values({ name: param<string>(1), value: param<string>(0), created_at: 'fixed' }),
    );
    await insertKey(db, 'value-a', 'precompiled-a');
    await insertKey(db, 'value-b', 'precompiled-b');
    const keyByName = precompile(1, (param) =>
      db.selectFrom('server_keys').selectAll().where('name', '=', param<string>(0)),
    );
    expect((await keyByName(db, 'precompiled-a')).rows).toEqual([
      { name: 'precompiled-a', value: 'value-a', created_at: 'fixed' },
    ]);
    expect((await keyByName(db, 'precompiled-b')).rows[0]?.value).toBe('value-b');
    expect((await keyByName(db, 'no-such-key')).rows).toEqual([]);
  });

  it('runs inside a transaction, which rolls back with it', async () => {
    const { db } = handle;
    const insertKey = precompile(1, (param) =>
      db.insertInto('server_keys').values({ name: param<string>(0), value: 'v', created_at: 'now' }),
    );
    await expect(
      db.transaction().execute(async (trx) => {
        await insertKey(trx, 'rolled-back');
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const row = await db
      .selectFrom('server_keys')
      .select('name')
      .where('name', '=', 'rolled-back')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('refuses a query that leaves a declared parameter unused', async () => {
    const { db } = handle;
    const broken = precompile(2, (param) =>
      db.selectFrom('server_keys').selectAll().where('name', '=', param<string>(0)),
    );
    await expect(broken(db, 'a', 'b')).rejects.toThrow('does not use parameter 1');
  });
});
