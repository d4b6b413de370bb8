import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { buildTestApp, type TestApp } from './build-test-app.js';

/**
 * A second, empty database beside the test app's (a sibling SQLite file, or a sibling PostgreSQL
 * schema), for migration tests that bring a database up to an older migration, write the data of that
 * time, then migrate the rest: buildTestApp's own database is always migrated to the latest already.
 * Registers the vitest hooks; `handle()` is usable from the tests on.
 */
export const emptyDatabaseBeside = (suffix: string) => {
  let t: TestApp | undefined;
  let h: DatabaseHandle | undefined;
  beforeAll(async () => {
    t = await buildTestApp();
    const target = t.config.database;
    h = openDatabase(
      target.dialect === 'sqlite'
        ? { dialect: 'sqlite', filename: target.filename.replace(/\.db$/, `-${suffix}.db`) }
        : { ...target, schema: `${target.schema ?? 'public'}_${suffix}` },
    );
    if (h.dialect === 'postgres') await h.db.schema.createSchema(h.schema!).ifNotExists().execute();
  });
  afterAll(async () => {
    if (h?.dialect === 'postgres') await h.db.schema.dropSchema(h.schema!).ifExists().cascade().execute();
    await h?.close();
    await t?.close();
  });
  return {
    handle: (): DatabaseHandle => {
      if (!h) throw new Error('emptyDatabaseBeside: used before its beforeAll ran');
      return h;
    },
  };
};
