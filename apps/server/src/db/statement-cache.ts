import type Database from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * Kysely's SQLite driver prepares every statement anew; compiling the SQL is a large share of a small
 * query's cost. This wrapper keeps the most recent prepared statements by SQL text (least recently used
 * dropped past `capacity`). Safe because better-sqlite3 is synchronous: a statement finishes before the
 * next query can reuse it (the app never streams with `iterate`).
 */
export const withStatementCache = (sqlite: Database.Database, capacity = 500): SqliteDatabase => {
  const cache = new Map<string, Database.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      let statement = cache.get(sql);
      if (statement) {
        cache.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (cache.size >= capacity) cache.delete(cache.keys().next().value!);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
};
