import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseTarget } from '../apps/server/src/config.js';

/** PostgreSQL of the database benches (a fresh schema per run, dropped afterwards). */
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type DatabaseLabel = 'SQLite' | 'PostgreSQL';

/**
 * Runs `measure` on SQLite (the benched server's own temp file) and then on a fresh PostgreSQL schema
 * of BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), and answers both rows lists.
 * `env` is what the server process needs to use that database.
 */
export const onBothDatabases = async <R>(
  measure: (label: DatabaseLabel, target: DatabaseTarget, env: Record<string, string>) => Promise<R[]>,
): Promise<R[]> => {
  const rows = await measure('SQLite', { dialect: 'sqlite', filename: '' }, {});
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    rows.push(
      ...(await measure(
        'PostgreSQL',
        { dialect: 'postgres', connectionString: pgUrl, schema },
        { DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema },
      )),
    );
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
  return rows;
};
