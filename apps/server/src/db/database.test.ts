import { CompiledQuery, sql, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database.js';

// A type alias, not an interface: Kysely's withTables needs an index-signature-compatible record.
type ProbeSchema = {
  probe: { id: number; label: string; amount: number };
};

/**
 * The SQLite handle writes parameters as `+?` (database.ts: keeps SQLite from re-preparing joins and
 * ordered queries on every run). These tests pin down that the plus changes neither results nor plans.
 */
describe('SQLite parameters', () => {
  let handle: DatabaseHandle;
  const db = () => handle.db.withTables<ProbeSchema>();

  beforeAll(async () => {
    handle = openDatabase({ dialect: 'sqlite', filename: ':memory:' });
    await sql`create table probe (id integer primary key, label text not null, amount integer not null)`.execute(
      handle.db,
    );
    await sql`create index probe_label_idx on probe (label)`.execute(handle.db);
    for (const [id, label, amount] of [
      [1, 'alpha', 10],
      [2, '20', 20],
      [3, 'gamma', 30],
    ] as const) {
      await db().insertInto('probe').values({ id, label, amount }).execute();
    }
  });
  afterAll(() => handle.close());

  it('compiles every parameter as a unary plus on a placeholder', () => {
    const compiled = db().selectFrom('probe').select('id').where('label', '=', 'alpha').limit(1).compile();
    expect(compiled.sql).toBe('select "id" from "probe" where "label" = +? limit +?');
    expect(compiled.parameters).toEqual(['alpha', 1]);
  });

  /** Runs a compiled query with its SQL as given, or with every `+?` turned back into a plain `?`. */
  const run = (query: Compilable<unknown>, plain = false) => {
    const { sql: text, parameters } = query.compile();
    return handle.db.executeQuery(
      CompiledQuery.raw(plain ? text.replaceAll('+?', '?') : text, [...parameters]),
    );
  };

  it('answers exactly what plain placeholders answer (affinity, IN, LIKE, ORDER BY, LIMIT)', async () => {
    const queries: Compilable<unknown>[] = [
      // Column affinity applies to the bound value alike: a string finds the integer 30; a float 20.0 is
      // the text '20.0', not '20'.
      db()
        .selectFrom('probe')
        .select('id')
        .where('amount', '=', '30' as never),
      db()
        .selectFrom('probe')
        .select('id')
        .where('label', '=', 20 as never),
      db().selectFrom('probe').select('id').where('label', '=', '20'),
      db()
        .selectFrom('probe')
        .select(['label', sql<number>`amount * ${2}`.as('double')])
        .where('id', 'in', [1, 3])
        .where('label', 'like', '%a')
        .orderBy('amount', 'desc')
        .limit(5),
    ];
    for (const query of queries) {
      const [plus, plain] = [await run(query), await run(query, true)];
      expect(plus.rows).toEqual(plain.rows);
    }
    expect((await run(queries[0]!)).rows).toEqual([{ id: 3 }]);
    expect((await run(queries[3]!)).rows).toEqual([
      { label: 'gamma', double: 60 },
      { label: 'alpha', double: 20 },
    ]);
  });

  it('keeps using indexes for joins and ordered queries', async () => {
    const { sql: text, parameters } = db()
      .selectFrom('probe as a')
      .innerJoin('probe as b', 'b.id', 'a.id')
      .select('b.amount')
      .where('a.label', '=', 'alpha')
      .orderBy('b.amount')
      .compile();
    const plan = await handle.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
    );
    expect(plan.rows.map((r) => r.detail)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^SEARCH a USING (COVERING )?INDEX probe_label_idx \(label=\?\)/),
        expect.stringContaining('SEARCH b USING INTEGER PRIMARY KEY (rowid=?)'),
      ]),
    );
  });
});
