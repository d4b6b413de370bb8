import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type AppDeps } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close: () => Promise<void>;
}

/**
 * Builds the app on a fresh, isolated database: a temp SQLite file by default; when DATABASE_URL is
 * postgres, a fresh schema `t_<random>` (search_path set on every pool connection), dropped on close.
 */
export const buildTestApp = async (
  env: Record<string, string> = {},
  deps: AppDeps = {},
): Promise<TestApp> => {
  const base = process.env.DATABASE_URL ?? '';
  const isPostgres = /^postgres(ql)?:\/\//.test(base);
  const cleanups: (() => Promise<void> | void)[] = [];
  let dbEnv: Record<string, string>;

  if (isPostgres) {
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
    const dir = mkdtempSync(path.join(tmpdir(), 'gp-server-test-'));
    dbEnv = { DATABASE_URL: `sqlite:${path.join(dir, 'test.db')}` };
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  }

  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(tmpdir(), 'gp-no-web-dist'),
    // Lottery draws are opened by the tests themselves (the scheduler's tick), never by a timer.
    LOTTERY_DRAWS: 'false',
    ...dbEnv,
    ...env,
  });
  let app: FastifyInstance;
  try {
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
