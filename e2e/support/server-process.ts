import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { repoRoot } from './paths.js';

export interface RunningServer {
  baseUrl: string;
  databaseUrl: string;
  stop: () => Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

const waitUntilReady = async (baseUrl: string, child: ChildProcess, output: () => string) => {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become ready:\n${output()}`);
};

/**
 * A fresh database for one run: a SQLite file, or with E2E_DATABASE_URL (a PostgreSQL URL, e.g.
 * postgres://postgres@127.0.0.1:5432/test) a new PostgreSQL database beside the one it names, dropped
 * when the run ends.
 */
const freshDatabase = async (dataDir: string) => {
  const base = process.env.E2E_DATABASE_URL;
  if (!base || !/^postgres(ql)?:\/\//.test(base)) {
    return { url: `sqlite:${join(dataDir, 'platform.db')}`, drop: () => Promise.resolve() };
  }
  const name = `gp_e2e_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
};

/**
 * Starts the compiled server (apps/server/dist) the way `npm start` does, on a free port and a fresh
 * database (freshDatabase). Region tests present a visitor IP through X-Forwarded-For, so the proxy is trusted and
 * GB is on the blocked list. NODE_ENV=test with SMS_PROVIDER=outbox keeps SMS codes readable at
 * /dev/sms-outbox; e-mail goes to the SMTP server given as SMTP_URL (global-setup.ts).
 */
export const startServer = async (extraEnv: Record<string, string> = {}): Promise<RunningServer> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gp-e2e-'));
  const database = await freshDatabase(dataDir);
  const databaseUrl = database.url;
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      // Not production: the dev SMS outbox (GET /dev/sms-outbox) is where the tests read SMS codes.
      NODE_ENV: 'test',
      SMS_PROVIDER: 'outbox',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      // The browser and the test runner connect from loopback; X-Forwarded-For then names the visitor.
      TRUST_PROXY: 'loopback',
      BLOCKED_COUNTRIES: 'GB',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(baseUrl, child, () => log);
  } catch (failure) {
    // A server that never came up leaves nothing behind either.
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
    throw failure;
  }
  return {
    baseUrl,
    databaseUrl,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
};
