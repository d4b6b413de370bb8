import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { runOperator } from '../operator/commands.js';
import { copyDatabaseTemplate } from './database-template.js';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Runs on the fresh database before the app is built (e.g. the operator's seed for a production start). */
  beforeBuild?: (config: AppConfig) => Promise<void>;
}

/**
 * The seeded template fits a test that wants the demo seed of a non-production start, on a database
 * of its own, prepared by nobody else first.
 */
const usesTemplate = (env: Record<string, string>, options: TestAppOptions) =>
  !options.beforeBuild &&
  env.NODE_ENV === undefined &&
  env.SEED_DEMO === undefined &&
  env.SEED_DEMO_ACTIVITY === undefined;

/**
 * Builds the app on a fresh, isolated database: a copy of the run's seeded template (a SQLite file,
 * or a PostgreSQL database when DATABASE_URL is postgres), dropped on close. A test that sets the seed,
 * the environment or the database itself, or prepares the database first, gets an empty one instead:
 * a temp SQLite file, or a fresh PostgreSQL schema `t_<random>` (search_path on every connection).
 */
export const buildTestApp = async (
  env: Record<string, string> = {},
  deps: AppDeps = {},
  options: TestAppOptions = {},
): Promise<TestApp> => {
  const base = process.env.DATABASE_URL ?? '';
  const isPostgres = /^postgres(ql)?:\/\//.test(base);
  const cleanups: (() => Promise<void> | void)[] = [];
  let dbEnv: Record<string, string>;
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gp-server-test-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };

  if (env.DATABASE_URL !== undefined) {
    // A second app on another app's database (two processes, one database).
    dbEnv = {};
  } else if (usesTemplate(env, options)) {
    // A copy of the run's seeded database (global-setup.ts): the app's own seed finds nothing to do.
    const copy = await copyDatabaseTemplate(inject('databaseTemplate'), tempDir);
    cleanups.push(copy.drop);
    dbEnv = { DATABASE_URL: copy.url, SEED_DEMO: 'false' };
  } else if (isPostgres) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    dbEnv = { DATABASE_URL: base, DATABASE_SCHEMA: schema };
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    });
  } else {
    dbEnv = { DATABASE_URL: `sqlite:${path.join(tempDir(), 'test.db')}` };
  }

  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(tmpdir(), 'gp-no-web-dist'),
    // Lottery draws are opened by the tests themselves (the scheduler's tick), never by a timer.
    LOTTERY_DRAWS: 'false',
    RAFFLE_DRAWS: 'false',
    // Contract periods are settled by the tests themselves (settleDue), never by a timer.
    CONTRACT_SETTLEMENT: 'false',
    // Live table rounds are settled by the tests themselves (sweep), never by a timer.
    LIVE_TABLE_SETTLEMENT: 'false',
    SPORTSBOOK_SETTLEMENT: 'false',
    // The demo member's activity seed only where a test asks for it (db/seed/demo-activity.test.ts).
    SEED_DEMO_ACTIVITY: 'false',
    ...dbEnv,
    ...env,
  });
  let app: FastifyInstance;
  try {
    await options.beforeBuild?.(config);
    app = await buildApp(config, deps);
  } catch (error) {
    for (const cleanup of cleanups.reverse()) await cleanup();
    throw error;
  }
  return {
    app,
    config,
    close: async () => {
      await app.close();
      for (const cleanup of cleanups.reverse()) await cleanup();
    },
  };
};

/**
 * Settings that pass the production start checks: secrets random per test run (never an example
 * value) and an SMTP server address (nothing is mailed unless a test asks for it).
 */
export const productionSettings = (): Record<string, string> => ({
  CHALLENGE_HMAC_KEY: randomBytes(36).toString('base64'),
  VENDOR_SECRETS: `DEMO:${randomBytes(36).toString('base64')},LOTTO:${randomBytes(36).toString('base64')}`,
  LAUNCH_TOKEN_KEY: randomBytes(36).toString('base64'),
  SMTP_URL: 'smtp://127.0.0.1:2525',
});

/**
 * Before a production start: what the operator does on a new database (README production checklist):
 * the seed through the command line, then the demo accounts locked and the instant DEMO deposit
 * channel switched off.
 */
export const operatorPreparedForProduction = async (config: AppConfig): Promise<void> => {
  const io = { out: () => undefined, err: (line: string) => console.error(line) };
  for (const args of [['seed'], ['demo-accounts', 'lock'], ['deposit-channel', 'disable', 'DEMO']]) {
    const code = await runOperator(args, config, io);
    if (code !== 0) throw new Error(`operator ${args.join(' ')} exited ${code}`);
  }
};

/** Env that points a second app at the database of `t` (same SQLite file, or same PostgreSQL schema). */
export const sameDatabase = (t: TestApp): Record<string, string> => {
  const db = t.config.database;
  if (db.dialect === 'sqlite') return { DATABASE_URL: `sqlite:${db.filename}` };
  return { DATABASE_URL: db.connectionString, ...(db.schema ? { DATABASE_SCHEMA: db.schema } : {}) };
};
