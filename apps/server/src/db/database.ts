import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, SqliteQueryCompiler, sql } from 'kysely';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '../config.js';
import type { DatabaseSchema } from './schema.js';
import { withStatementCache } from './statement-cache.js';

export type Db = Kysely<DatabaseSchema>;

export interface DatabaseHandle {
  db: Db;
  dialect: DatabaseTarget['dialect'];
  /** PostgreSQL schema the tables live in (search_path); undefined on SQLite. */
  schema?: string;
  close: () => Promise<void>;
}

/** PostgreSQL returns BIGINT (int8) as text by default; money columns are BIGINT, so read them as bigint. */
pg.types.setTypeParser(20, (value: string) => BigInt(value));

/**
 * SQLite re-prepares a statement on its next step after a rebind of any parameter the query planner
 * looked at (SQLite 3.54 marks a bare `?` compared in a WHERE clause of a join or an ORDER BY query, the
 * value possibly changing the plan), so such a query was compiled anew on every run: 20-80 µs on the
 * session lookup of every authenticated call. A unary plus is a no-op on any value (no affinity, same
 * type, indexes still used) but hides the parameter from that planner check, so plans stay prepared.
 */
class StablePlanSqliteCompiler extends SqliteQueryCompiler {
  protected override getCurrentParameterPlaceholder(): string {
    return '+?';
  }
}

class StablePlanSqliteDialect extends SqliteDialect {
  override createQueryCompiler(): SqliteQueryCompiler {
    return new StablePlanSqliteCompiler();
  }
}

/** Opens Kysely on better-sqlite3 (WAL, foreign keys, busy timeout) or on a pg Pool. */
export const openDatabase = (target: DatabaseTarget): DatabaseHandle => {
  if (target.dialect === 'sqlite') {
    if (target.filename !== ':memory:') mkdirSync(path.dirname(target.filename), { recursive: true });
    const sqlite = new Database(target.filename);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    const db = new Kysely<DatabaseSchema>({
      dialect: new StablePlanSqliteDialect({ database: withStatementCache(sqlite) }),
    });
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: target.connectionString,
    max: 10,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  // An idle client the server ends (restart, failover, a test database dropped under it) emits 'error'
  // on the pool; unheard, that event crashes the process. The pool has already dropped the client, and
  // the next query opens a new connection, so there is nothing else to do.
  pool.on('error', () => undefined);
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', schema: target.schema ?? 'public', close: () => db.destroy() };
};

/** Readiness probe: true when the database answers `select 1`. */
export const pingDatabase = async (db: Db): Promise<boolean> => {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
};
