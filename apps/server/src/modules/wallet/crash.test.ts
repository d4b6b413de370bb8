import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../test/free-port.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@gp/contract/routes';
import { repoRoot } from '../../config.js';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { encryptPayload, type RsaPublicJwk } from '@gp/contract/payload-crypto';
import { createMember, minorOf, paymentPassword, type TestMember } from '../../test/wallet-helpers.js';
import { gameOf, playEnv } from '../../test/play-helpers.js';
import { vendorLoad } from '../../test/crash-vendor-load.js';
import { verifyLedger } from './ledger-verify.js';

/**
 * Crash: the real server process (TypeScript sources through tsx, no build needed) runs a load of
 * transfers and seamless-wallet vendor calls over HTTP, is killed with SIGKILL in the middle of it,
 * and restarts on the same database (a temp SQLite file, or a fresh PostgreSQL schema when
 * DATABASE_URL is postgres). Every call acknowledged with 200 must still be there, nothing may be
 * half-applied, and retrying every call that was sent must apply each movement exactly once.
 */
const base = process.env.DATABASE_URL ?? '';
const isPostgres = /^postgres(ql)?:\/\//.test(base);

interface Sent {
  key: string;
  route: 'walletTransfer' | 'transferUpline';
  body: Record<string, string>;
  /** The 200 answer, when one arrived before the kill. */
  ack?: { entryId: number; balance: string };
}

let dir: string;
let dbEnv: Record<string, string>;
let handle: DatabaseHandle;
let port: number;
let child: ChildProcess | undefined;
let schema: string | undefined;

const start = async () => {
  let log = '';
  const proc = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'apps/server/src/server.ts'],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        SEED_DEMO: 'true',
        // The demo member's activity is not what this test is about: a leaner start.
        SEED_DEMO_ACTIVITY: 'false',
        // Up to 8 right-password transfers to the upline are in flight at once; in-flight attempts count
        // against the payment-password guess limit (5 per member), which is not what this test is about.
        PAYMENT_PASSWORD_MAX_FAILURES: '1000',
        ...playEnv,
        WEB_DIST: path.join(dir, 'no-web-dist'),
        ...dbEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // Known at once, so afterAll kills it even when the test times out while it starts.
  child = proc;
  proc.stdout.on('data', (c: Buffer) => (log += c.toString()));
  proc.stderr.on('data', (c: Buffer) => (log += c.toString()));
  // A deadline, not a count of tries: under a loaded CI machine tsx, migrations and the seed took over 15 s.
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    if (proc.exitCode !== null) throw new Error(`server exited ${proc.exitCode}: ${log}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return proc;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  proc.kill('SIGKILL');
  throw new Error(`server not ready: ${log}`);
};

/** The server key for E routes (transfers to the upline carry the payment password); kept in the database. */
let serverKey: Promise<RsaPublicJwk> | undefined;
const publicKey = (): Promise<RsaPublicJwk> =>
  (serverKey ??= fetch(`http://127.0.0.1:${port}${routes.permission.path}`)
    .then((res) => res.json() as Promise<{ value: { info: { encryption: { publicKey: RsaPublicJwk } } } }>)
    .then((body) => body.value.info.encryption.publicKey));

const post = async (member: TestMember, s: Sent) =>
  fetch(`http://127.0.0.1:${port}${routes[s.route].path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${member.token}`,
      'idempotency-key': s.key,
      'content-type': 'application/json',
    },
    body: JSON.stringify(
      routes[s.route].encrypted ? await encryptPayload(await publicKey(), s.body) : s.body,
    ),
  });

const balances = async (member: TestMember) => {
  const res = await fetch(`http://127.0.0.1:${port}${routes.walletBalance.path}`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  const value = (
    (await res.json()) as { value: { balance: string; wallets: { vendorCode: string; balance: string }[] } }
  ).value;
  return {
    main: minorOf(value.balance),
    pg: minorOf(value.wallets.find((w) => w.vendorCode === 'PG')?.balance ?? '0.00'),
  };
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'gp-crash-'));
  if (isPostgres) {
    schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    dbEnv = { DATABASE_URL: base, DATABASE_SCHEMA: schema };
    handle = openDatabase({ dialect: 'postgres', connectionString: base, schema });
  } else {
    const file = path.join(dir, 'crash.db');
    dbEnv = { DATABASE_URL: `sqlite:${file}` };
    handle = openDatabase({ dialect: 'sqlite', filename: file });
  }
  port = await freePort();
});

afterAll(async () => {
  child?.kill('SIGKILL');
  await handle.close();
  if (schema) {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('kill -9 during a load of transfers and vendor calls', () => {
  it('keeps every acknowledged call, half-applies none and applies each one once', async () => {
    child = await start();
    const upline = await createMember(handle, { type: 1 });
    const member = await createMember(handle, { uplineId: upline.id });
    const deposit = await fetch(`http://127.0.0.1:${port}${routes.depositCreate.path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${member.token}`,
        'idempotency-key': randomUUID(),
        'content-type': 'application/json',
      },
      body: JSON.stringify({ channel: 'DEMO', amount: '10000.00' }),
    });
    expect(deposit.status).toBe(200);

    // Load: 8 workers; wallet transfers MAIN -> PG of 0.01 and transfers to the upline of 0.02.
    const sent: Sent[] = [];
    let killed = false;
    const worker = async (w: number) => {
      for (let i = 0; !killed; i += 1) {
        const s: Sent =
          (i + w) % 2 === 0
            ? { key: randomUUID(), route: 'walletTransfer', body: { from: 'MAIN', to: 'PG', amount: '0.01' } }
            : { key: randomUUID(), route: 'transferUpline', body: { amount: '0.02', paymentPassword } };
        sent.push(s);
        try {
          const res = await post(member, s);
          if (res.status !== 200) throw new Error(`transfer answered ${res.status}: ${await res.text()}`);
          s.ack = ((await res.json()) as { value: { entryId: number; balance: string } }).value;
        } catch (error) {
          if (!killed) throw error;
          return;
        }
      }
    };
    // Beside it, a vendor plays rounds (debit 0.05, then a settling credit of 0.02) for another member.
    const player = await createMember(handle);
    const vendor = vendorLoad({
      baseUrl: `http://127.0.0.1:${port}`,
      memberId: player.id,
      nodeId: (await gameOf(handle, 'PT', 'RNG')).node_id,
    });
    const funded = await fetch(`http://127.0.0.1:${port}${routes.depositCreate.path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${player.token}`,
        'idempotency-key': randomUUID(),
        'content-type': 'application/json',
      },
      body: JSON.stringify({ channel: 'DEMO', amount: '1000.00' }),
    });
    expect(funded.status).toBe(200);
    const load = Promise.all([
      ...Array.from({ length: 8 }, (_, w) => worker(w)),
      ...Array.from({ length: 4 }, () => vendor.worker(() => killed)),
    ]);
    while (sent.filter((s) => s.ack).length < 150 || vendor.acked() < 60) {
      await new Promise((r) => setTimeout(r, 5));
    }
    killed = true;
    child.kill('SIGKILL');
    await load;
    const acked = sent.filter((s) => s.ack);
    expect(acked.length).toBeGreaterThanOrEqual(150);

    // Restart on the same database.
    await new Promise((r) =>
      child!.exitCode === null && child!.signalCode === null ? child!.once('exit', r) : r(0),
    );
    child = await start();

    // Nothing half-applied: every entry balances, every stored balance equals its postings.
    expect((await verifyLedger(handle.db)).problems).toEqual([]);

    // Every acknowledged transfer is there: its key replays the same entry.
    for (const s of acked) {
      const res = await post(member, s);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ value: { ...s.ack, replayed: true } });
    }
    // Balances before replaying the unacknowledged keys: exactly the acknowledged movements plus those
    // in flight at the kill that committed (their answers were lost).
    const inFlight = sent.filter((s) => !s.ack);
    const applied = await handle.db
      .selectFrom('idempotency_keys')
      .select('idem_key')
      .where('member_id', '=', member.id)
      .where('idem_key', 'in', inFlight.length > 0 ? inFlight.map((s) => s.key) : ['-'])
      .execute();
    const committed = [...acked, ...inFlight.filter((s) => applied.some((a) => a.idem_key === s.key))];
    const sum = (list: Sent[], route: Sent['route'], each: bigint) =>
      BigInt(list.filter((s) => s.route === route).length) * each;
    const expectBalances = async (list: Sent[]) => {
      const wallet = sum(list, 'walletTransfer', 1n);
      const up = sum(list, 'transferUpline', 2n);
      expect(await balances(member)).toEqual({ main: 1_000_000n - wallet - up, pg: wallet });
      expect((await balances(upline)).main).toBe(up);
    };
    await expectBalances(committed);

    // Retrying every key that was sent applies each movement exactly once.
    for (const s of inFlight) expect((await post(member, s)).status).toBe(200);
    await expectBalances(sent);

    // Vendor calls: every acknowledged one replays its answer, every one sent is booked once after retries.
    await vendor.replayAcknowledged();
    await vendor.retryUnanswered();
    const { rounds, booked } = vendor.totals();
    expect((await balances(player)).main).toBe(1000_00n - 3n * BigInt(rounds));
    const calls = await handle.db
      .selectFrom('vendor_transactions')
      .select('kind')
      .where('member_id', '=', player.id)
      .execute();
    expect(calls.length).toBe(booked);
    const records = await handle.db
      .selectFrom('bet_records')
      .select('round_id')
      .where('member_id', '=', player.id)
      .execute();
    expect(records.length).toBe(rounds);
    expect((await verifyLedger(handle.db)).problems).toEqual([]);
    // Two server starts and a load on both sides: far above the suite's 30 s on a busy machine.
  }, 300_000);
});
