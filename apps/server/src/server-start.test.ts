import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './test/free-port.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, repoRoot, type AppConfig } from './config.js';
import { runOperator } from './operator/commands.js';
import { productionSettings } from './test/build-test-app.js';

/**
 * The real server process (apps/server/src/server.ts through tsx) in production mode: it exits with
 * status 1 and a message naming the setting to change while the demo's shortcuts are on, starts once
 * the operator has switched them off, and logs its mode (issue 13, defect 3). SQLite temp file, or a
 * fresh PostgreSQL schema when DATABASE_URL is postgres.
 */
const base = process.env.DATABASE_URL ?? '';
const isPostgres = /^postgres(ql)?:\/\//.test(base);

let dir: string;
let dbEnv: Record<string, string>;
let schema: string | undefined;
let operatorConfig: AppConfig;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'gp-start-'));
  if (isPostgres) {
    schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    dbEnv = { DATABASE_URL: base, DATABASE_SCHEMA: schema };
  } else {
    dbEnv = { DATABASE_URL: `sqlite:${path.join(dir, 'start.db')}` };
  }
  // The operator command line runs in production mode too: it is how the operator fixes the data.
  operatorConfig = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', ...dbEnv });
});

afterAll(async () => {
  if (schema) {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
  rmSync(dir, { recursive: true, force: true });
});

interface Run {
  /** Exit code when the process ended by itself; null when it became ready (then stopped). */
  exitCode: number | null;
  output: string;
}

/** Starts the server; returns when it exits, or once /readyz answers (it is then stopped with SIGTERM). */
const run = async (env: Record<string, string>): Promise<Run> => {
  const port = await freePort();
  let output = '';
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'apps/server/src/server.ts'],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: String(port),
        WEB_DIST: path.join(dir, 'no-web-dist'),
        LOTTERY_DRAWS: 'false',
        ...dbEnv,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? -1)));
  // A deadline, not a count of tries: each try waits on a loaded CI machine.
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    if (child.exitCode !== null) return { exitCode: await exited, output };
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) {
        child.kill('SIGTERM');
        await exited;
        return { exitCode: null, output };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server neither exited nor became ready: ${output}`);
};

const operator = async (...args: string[]) => {
  const lines: string[] = [];
  const code = await runOperator(args, operatorConfig, {
    out: (l) => lines.push(l),
    err: (l) => lines.push(l),
  });
  expect(code, lines.join('\n')).toBe(0);
};

describe('production start of the real server process', () => {
  it('refuses the demo seed and missing secrets, naming the variables', async () => {
    const refused = await run({ NODE_ENV: 'production', SEED_DEMO: 'true', SMS_PROVIDER: 'outbox' });
    expect(refused.exitCode).toBe(1);
    expect(refused.output).toContain('Refusing to start in production');
    for (const name of [
      'SEED_DEMO',
      'SMS_PROVIDER',
      'CHALLENGE_HMAC_KEY',
      'VENDOR_SECRETS:DEMO',
      'VENDOR_SECRETS:LOTTO',
      'LAUNCH_TOKEN_KEY',
    ]) {
      expect(refused.output).toContain(`${name}: `);
    }
  }, 120_000);

  it('refuses the demo accounts and the DEMO channel until the operator fixes them, then starts and logs its mode', async () => {
    const secrets = productionSettings();
    await operator('seed');
    const refused = await run({ NODE_ENV: 'production', ...secrets });
    expect(refused.exitCode).toBe(1);
    expect(refused.output).toContain('npm run operator -- demo-accounts lock');
    expect(refused.output).toContain('npm run operator -- deposit-channel disable DEMO');

    await operator('demo-accounts', 'lock');
    await operator('deposit-channel', 'disable', 'DEMO');
    const started = await run({ NODE_ENV: 'production', ...secrets });
    expect(started.exitCode, started.output).toBeNull();
    const line = started.output
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((entry) => entry.msg === 'server starting');
    expect(line).toMatchObject({
      level: 30,
      mode: 'production',
      database: isPostgres ? 'postgres' : 'sqlite',
      redis: 'off',
      seedDemo: 'off',
    });
    for (const secret of Object.values(secrets)) expect(started.output).not.toContain(secret);
  }, 240_000);
});
