import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemo } from '../db/seed/seed.js';
import { prepareTeamFigures } from '../modules/team-figures/figures-rebuild.js';

/**
 * A migrated, demo-seeded database made once per test run (global-setup.ts) and copied for each test
 * app: the seed (10,000 games and their search index) took 1-1.5 s on SQLite and about 5 s on
 * PostgreSQL for every one of some 70 test apps; a copy takes milliseconds on SQLite and under a
 * second on PostgreSQL (CREATE DATABASE ... TEMPLATE).
 */
export type DatabaseTemplate =
  | { dialect: 'sqlite'; file: string }
  /** `url`: the template; `adminUrl`: the database DATABASE_URL named, where copies are made. */
  | { dialect: 'postgres'; url: string; adminUrl: string };

const isPostgres = (url: string | undefined): url is string => /^postgres(ql)?:\/\//.test(url ?? '');

/** The same server with another database name. */
export const withDatabase = (url: string, database: string) => {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
};

const admin = async <T>(url: string, run: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

const migrateAndSeed = async (target: Parameters<typeof openDatabase>[0]) => {
  const handle = openDatabase(target);
  try {
    await migrateToLatest(handle);
    await seedDemo(handle.db, 'DEMO');
    await prepareTeamFigures(handle, { merchantCode: 'DEMO', businessUtcOffsetMinutes: 0 }, new Date());
  } finally {
    await handle.close();
  }
};

/** Makes the run's template on the database DATABASE_URL names (PostgreSQL) or in a temp file. */
export const createDatabaseTemplate = async (
  baseUrl: string | undefined,
): Promise<{ template: DatabaseTemplate; dispose: () => Promise<void> }> => {
  if (isPostgres(baseUrl)) {
    const name = `gp_template_${randomBytes(5).toString('hex')}`;
    await admin(baseUrl, (c) => c.query(`create database ${name}`));
    const url = withDatabase(baseUrl, name);
    await migrateAndSeed({ dialect: 'postgres', connectionString: url });
    return {
      template: { dialect: 'postgres', url, adminUrl: baseUrl },
      dispose: async () => {
        await admin(baseUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'gp-template-'));
  const file = path.join(dir, 'template.db');
  await migrateAndSeed({ dialect: 'sqlite', filename: file });
  return {
    template: { dialect: 'sqlite', file },
    dispose: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
  };
};

/**
 * A copy of the template for one test app: its DATABASE_URL and how to drop it. The template's
 * connections are all closed, so PostgreSQL may copy it (several copies at once are fine).
 */
export const copyDatabaseTemplate = async (
  template: DatabaseTemplate,
  dir: () => string,
): Promise<{ url: string; drop: () => Promise<void> }> => {
  if (template.dialect === 'sqlite') {
    const file = path.join(dir(), 'test.db');
    copyFileSync(template.file, file);
    return { url: `sqlite:${file}`, drop: () => Promise.resolve() };
  }
  const source = new URL(template.url).pathname.slice(1);
  const name = `t_${randomBytes(6).toString('hex')}`;
  // FILE_COPY: a copy of the files, not a WAL record of every page (faster for a fresh copy).
  await admin(template.adminUrl, (c) =>
    c.query(`create database ${name} template ${source} strategy file_copy`),
  );
  return {
    url: withDatabase(template.adminUrl, name),
    drop: async () => {
      await admin(template.adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
};
