import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoVendorPaths } from '@gp/contract/demo-vendor';
import { fromMinor } from '@gp/contract/money';
import { routes } from '@gp/contract/routes';
import type { DatabaseHandle } from '../../db/database.js';
import { createManualClock } from '../../lib/clock.js';
import { bearer } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { gameOf, launchTokenOf, playEnv, protocolCall, spin } from '../../test/play-helpers.js';
import {
  call,
  createMember,
  demoDeposit,
  minorOf,
  openTestDb,
  type TestMember,
} from '../../test/wallet-helpers.js';
import { verifyLedger } from '../wallet/ledger-verify.js';
import { runAutoTransferCommand } from './operator-commands.js';
import { createVendorWalletRepository } from './repository.js';

/**
 * The automatic transfer between the main wallet and a game's vendor wallet (issue 14). Requests run
 * through app.inject; Promise.all batches run truly in parallel on PostgreSQL's pool (READ COMMITTED)
 * and interleave at every await on SQLite. The clock is manual so the sweep's idle limit is testable.
 */
const clock = createManualClock();
let t: TestApp;
let h: DatabaseHandle;
let pg: string;
let pg2: string;
let jdb: string;
let eg2: string;

beforeAll(async () => {
  t = await buildTestApp(playEnv, { clock });
  h = openTestDb(t);
  const pgGames = await h.db
    .selectFrom('games')
    .select('node_id')
    .where('merchant_code', '=', 'DEMO')
    .where('vendor_code', '=', 'PG')
    .where('game_type', '=', 'RNG')
    .orderBy('node_id')
    .limit(2)
    .execute();
  [pg, pg2] = pgGames.map((g) => g.node_id) as [string, string];
  jdb = (await gameOf(h, 'JDB', 'FISH')).node_id;
  eg2 = (await gameOf(h, 'EG2', 'RNG')).node_id;
});
afterAll(async () => {
  expect((await verifyLedger(h.db)).problems).toEqual([]);
  await h.close();
  await t.close();
});

interface Launched {
  url: string;
  wallet: string | null;
  walletSession: string | null;
  transferred: string | null;
}

const launch = (m: TestMember, nodeId: string, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: routes.launchGame.path,
    headers: { ...bearer(m.token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { nodeId, language: 'EN' },
  });
const launched = async (m: TestMember, nodeId: string, key?: string) => {
  const res = await launch(m, nodeId, key);
  if (res.statusCode !== 200) throw new Error(`launch failed: ${res.body}`);
  return res.json<{ value: Launched }>().value;
};
const leave = (m: TestMember | null, walletSession: unknown) =>
  t.app.inject({
    method: 'POST',
    url: routes.leaveGame.path,
    headers: m ? bearer(m.token) : {},
    payload: { walletSession },
  });
const left = async (m: TestMember, walletSession: string) => {
  const res = await leave(m, walletSession);
  if (res.statusCode !== 200) throw new Error(`leave failed: ${res.body}`);
  return res.json<{ value: { wallet: string; returned: string; pending: boolean } }>().value;
};

/** Main and every vendor wallet, minor units. */
const wallets = async (m: TestMember) => {
  const value = (await call(t, m, 'walletBalance')).json<{
    value: { balance: string; wallets: { vendorCode: string; balance: string }[] };
  }>().value;
  return Object.fromEntries([
    ['MAIN', minorOf(value.balance)],
    ...value.wallets.map((w) => [w.vendorCode, minorOf(w.balance)]),
  ]) as Record<string, bigint>;
};
const funded = async (amount: string) => {
  const m = await createMember(h);
  if ((await demoDeposit(t, m, amount)).statusCode !== 200) throw new Error('deposit failed');
  return m;
};
const entriesOf = async (m: TestMember) =>
  (await h.db.selectFrom('journal_entries').select('id').where('member_id', '=', m.id).execute()).length;
const codeOf = (r: LightMyRequestResponse) => r.json<{ code?: string }>().code;
const openDemo = async (url: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: demoVendorPaths.session,
      payload: { token: launchTokenOf(url) },
    })
  ).json<{ value: { sessionToken: string; balance: string; wallet: string | null } }>().value;
const setAutoTransfer = (on: boolean) => createVendorWalletRepository(h.db).setAutoTransfer('DEMO', on);

describe('automatic transfer at launch', () => {
  it('moves the whole main balance into the game wallet once per launch key; leaving moves it back', async () => {
    const m = await funded('500.00');
    const key = randomUUID();
    const first = await launched(m, pg, key);
    expect(first).toMatchObject({ wallet: 'PG', transferred: '500.00' });
    expect(first.walletSession).toMatch(/^[0-9a-f-]{36}$/);
    expect(await wallets(m)).toMatchObject({ MAIN: 0n, PG: 500_00n });
    const entries = await entriesOf(m);

    // A retried launch (same key) replays the transfer: same session, nothing moves again.
    const retry = await launched(m, pg, key);
    expect(retry).toMatchObject({ walletSession: first.walletSession, transferred: '500.00' });
    expect(await entriesOf(m)).toBe(entries);
    const reused = await launch(m, jdb, key);
    expect(reused.statusCode).toBe(409);
    expect(codeOf(reused)).toBe('idempotency_key_reused');
    const badKey = await launch(m, pg, 'short');
    expect(codeOf(badKey)).toBe('idempotency_key_required');

    // The game opens with the money and plays from the PG wallet.
    const session = await openDemo(first.url);
    expect(session).toMatchObject({ balance: '500.00', wallet: 'PG' });
    const spun = await spin(t, session.sessionToken, '100.00');
    expect(spun.statusCode).toBe(200);
    const after = minorOf(spun.json<{ value: { balance: string } }>().value.balance);
    expect((await wallets(m)).PG).toBe(after);

    // Leaving: the whole PG wallet back to main, once.
    expect(await left(m, first.walletSession!)).toEqual({
      wallet: 'PG',
      returned: fromMinor(after),
      pending: false,
    });
    expect(await wallets(m)).toMatchObject({ MAIN: after, PG: 0n });
    expect(await left(m, first.walletSession!)).toEqual({ wallet: 'PG', returned: '0.00', pending: false });
    expect(await wallets(m)).toMatchObject({ MAIN: after, PG: 0n });
  });

  it('refuses another member’s session, bad bodies and guests, and moves nothing for them', async () => {
    const owner = await funded('50.00');
    const other = await funded('10.00');
    const { walletSession } = await launched(owner, pg);
    const stolen = await leave(other, walletSession);
    expect(stolen.statusCode).toBe(404);
    expect(codeOf(stolen)).toBe('not_found');
    expect(codeOf(await leave(owner, 42))).toBe('bad_request');
    expect(codeOf(await leave(owner, randomUUID()))).toBe('not_found');
    expect((await leave(null, walletSession)).statusCode).toBe(401);
    const trial = await createMember(h, { type: 4 });
    expect(codeOf(await leave(trial, walletSession))).toBe('in_need_true_account');
    expect(await wallets(owner)).toMatchObject({ MAIN: 0n, PG: 50_00n });
    expect(await wallets(other)).toMatchObject({ MAIN: 10_00n, PG: 0n });
  });

  it('a game of the main wallet or in free trial moves nothing', async () => {
    const m = await funded('70.00');
    const pt = (await gameOf(h, 'PT', 'RNG')).node_id;
    expect(await launched(m, pt)).toMatchObject({ wallet: 'MAIN', walletSession: null, transferred: null });
    // A real launch of a PG game moves it all; the free trial of a JDB game moves nothing.
    expect((await launch(m, pg)).statusCode).toBe(200);
    const trial = await t.app.inject({
      method: 'POST',
      url: routes.launchGame.path,
      headers: bearer(m.token),
      payload: { nodeId: jdb, freeTrial: true },
    });
    expect(trial.json<{ value: Launched }>().value).toMatchObject({ wallet: null, walletSession: null });
    expect(await wallets(m)).toMatchObject({ MAIN: 0n, PG: 70_00n, JDB: 0n });
  });
});

describe('concurrent launches and leaves', () => {
  it('two tabs launching games of different vendor wallets at once: one gets it all, nothing overdraws', async () => {
    for (let round = 0; round < 5; round += 1) {
      const m = await funded('1000.00');
      const answers = await Promise.all([launched(m, pg), launched(m, jdb), launched(m, eg2)]);
      const moved = answers.map((a) => minorOf(a.transferred!));
      expect(moved.reduce((s, v) => s + v, 0n)).toBe(1000_00n);
      expect(moved.filter((v) => v > 0n)).toEqual([1000_00n]);
      const after = await wallets(m);
      expect(after.MAIN).toBe(0n);
      expect(after.PG! + after.JDB! + after.EG2!).toBe(1000_00n);
    }
  });

  it('the same launch key sent twice at once moves the money once', async () => {
    const m = await funded('300.00');
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 4 }, () => launched(m, pg, key)));
    expect(new Set(answers.map((a) => a.walletSession)).size).toBe(1);
    expect(answers.map((a) => a.transferred)).toEqual(['300.00', '300.00', '300.00', '300.00']);
    expect(await wallets(m)).toMatchObject({ MAIN: 0n, PG: 300_00n });
    const transfers = await h.db
      .selectFrom('journal_entries')
      .select('id')
      .where('member_id', '=', m.id)
      .where('type', '=', 'WALLET_TRANSFER')
      .execute();
    expect(transfers).toHaveLength(1);
  });

  it('two games of one wallet: the money stays until the last leaves; racing leaves return it once', async () => {
    const m = await funded('200.00');
    const a = await launched(m, pg);
    const b = await launched(m, pg2);
    expect(b.transferred).toBe('0.00');
    expect(await left(m, a.walletSession!)).toEqual({ wallet: 'PG', returned: '0.00', pending: true });
    expect(await wallets(m)).toMatchObject({ MAIN: 0n, PG: 200_00n });
    const both = await Promise.all([
      left(m, b.walletSession!),
      left(m, b.walletSession!),
      left(m, a.walletSession!),
    ]);
    expect(both.map((x) => minorOf(x.returned)).reduce((s, v) => s + v, 0n)).toBe(200_00n);
    expect(await wallets(m)).toMatchObject({ MAIN: 200_00n, PG: 0n });

    // A leave racing a new launch of the same wallet: the money ends in exactly one place, whole.
    const c = await launched(m, pg);
    const [, d] = await Promise.all([left(m, c.walletSession!), launched(m, pg2)]);
    const now = await wallets(m);
    expect(now.MAIN! + now.PG!).toBe(200_00n);
    expect(now.MAIN === 0n || now.PG === 0n).toBe(true);
    await left(m, d.walletSession!);
    expect(await wallets(m)).toMatchObject({ MAIN: 200_00n, PG: 0n });
  });
});

describe('the sweep', () => {
  const idle = (minutes: number) =>
    h.db.updateTable('vendor_wallet_settings').set({ idle_minutes: minutes }).execute();

  it('returns idle sessions, keeps active ones, and never a wallet with an open round of its vendor', async () => {
    await idle(5);
    // Sessions of the tests above go first, so this pass counts only its own.
    clock.advance(6 * 60_000);
    await t.app.vendorWalletSweeper.sweep();
    const quiet = await funded('100.00');
    const busy = await funded('100.00');
    const betting = await funded('100.00');
    const q = await launched(quiet, pg);
    const b = await launched(busy, pg);
    await launched(betting, pg);
    // An open round: a stake booked, its win not yet (the credit follows later).
    const round = randomUUID();
    const debit = (body: object) =>
      protocolCall(t, 'debit', body, { timestamp: clock().getTime() }).then((r) => r.statusCode);
    expect(
      await debit({
        transactionId: randomUUID(),
        roundId: round,
        memberId: betting.id,
        nodeId: pg,
        amount: '10.00',
      }),
    ).toBe(200);

    clock.advance(3 * 60_000);
    const session = await openDemo(b.url);
    expect((await spin(t, session.sessionToken, '100.00')).statusCode).toBe(200);
    clock.advance(3 * 60_000);
    // 6 minutes after the launches: quiet and betting are idle; busy spun 3 minutes ago.
    expect(await t.app.vendorWalletSweeper.sweep()).toEqual({ ended: 2, returned: 1 });
    expect(await wallets(quiet)).toMatchObject({ MAIN: 100_00n, PG: 0n });
    expect((await wallets(busy)).MAIN).toBe(0n);
    expect(await wallets(betting)).toMatchObject({ MAIN: 0n, PG: 90_00n });
    // The quiet player's page closing later changes nothing.
    expect(await left(quiet, q.walletSession!)).toEqual({ wallet: 'PG', returned: '0.00', pending: false });

    // The round settles: the next pass returns the betting player's wallet with the win.
    const credit = await protocolCall(
      t,
      'credit',
      {
        transactionId: randomUUID(),
        roundId: round,
        memberId: betting.id,
        nodeId: pg,
        amount: '25.00',
        roundEnded: true,
      },
      { timestamp: clock().getTime() },
    );
    expect(credit.statusCode).toBe(200);
    expect(await t.app.vendorWalletSweeper.sweep()).toEqual({ ended: 0, returned: 1 });
    expect(await wallets(betting)).toMatchObject({ MAIN: 115_00n, PG: 0n });

    clock.advance(6 * 60_000);
    expect(await t.app.vendorWalletSweeper.sweep()).toEqual({ ended: 1, returned: 1 });
    expect((await wallets(busy)).PG).toBe(0n);
    expect(await t.app.vendorWalletSweeper.sweep()).toEqual({ ended: 0, returned: 0 });
    await idle(30);
  });
});

describe('the merchant setting', () => {
  it('off: a launch moves nothing and opens no session; the operator command switches it', async () => {
    const out: string[] = [];
    const io = { out: (line: string) => out.push(line), err: (line: string) => out.push(line) };
    expect(await runAutoTransferCommand(['auto-transfer', 'off'], h.db, 'DEMO', io)).toBe(0);
    expect(out.at(-1)).toContain('Automatic transfer is OFF for merchant DEMO');
    const m = await funded('80.00');
    expect(await launched(m, pg)).toMatchObject({ wallet: 'PG', walletSession: null, transferred: null });
    expect(await wallets(m)).toMatchObject({ MAIN: 80_00n, PG: 0n });
    expect(await runAutoTransferCommand(['auto-transfer', 'status'], h.db, 'DEMO', io)).toBe(0);
    expect(out.at(-1)).toContain('OFF');
    await setAutoTransfer(true);
    expect(await runAutoTransferCommand(['auto-transfer', 'status'], h.db, 'DEMO', io)).toBe(0);
    expect(out.at(-1)).toContain('Automatic transfer is ON');
    expect(await launched(m, pg)).toMatchObject({ transferred: '80.00' });
  });
});
