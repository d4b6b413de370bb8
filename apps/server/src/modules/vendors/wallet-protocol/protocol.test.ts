import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/database.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { gameOf, playEnv, protocolCall, testWalletSecrets } from '../../../test/play-helpers.js';
import { signCall } from '../signing.js';
import {
  call,
  fundedMember,
  mainBalance,
  openTestDb,
  type TestMember,
} from '../../../test/wallet-helpers.js';
import { verifyLedger } from '../../wallet/ledger-verify.js';

let t: TestApp;
let h: DatabaseHandle;
let pt: string;
let pg: string;

beforeAll(async () => {
  t = await buildTestApp(playEnv);
  h = openTestDb(t);
  pt = (await gameOf(h, 'PT', 'RNG')).node_id;
  pg = (await gameOf(h, 'PG', 'RNG')).node_id;
});
afterAll(async () => {
  expect((await verifyLedger(h.db)).problems).toEqual([]);
  await h.close();
  await t.close();
});

const funded = (amount: string) => fundedMember(t, h, amount);
const debit = (m: TestMember, amount: string, ids: { tx?: string; round?: string; node?: string } = {}) =>
  protocolCall(t, 'debit', {
    transactionId: ids.tx ?? randomUUID(),
    roundId: ids.round ?? randomUUID(),
    memberId: m.id,
    nodeId: ids.node ?? pt,
    amount,
  });
const credit = (m: TestMember, round: string, amount: string, roundEnded = true, tx = randomUUID()) =>
  protocolCall(t, 'credit', {
    transactionId: tx,
    roundId: round,
    memberId: m.id,
    nodeId: pt,
    amount,
    roundEnded,
  });
const rollback = (m: TestMember, ref: string, round: string, tx = randomUUID()) =>
  protocolCall(t, 'rollback', { transactionId: tx, refTransactionId: ref, roundId: round, memberId: m.id });
const houseBalance = async () =>
  BigInt(
    (
      await h.db
        .selectFrom('ledger_accounts')
        .select((eb) => eb.cast<string>('balance', 'text').as('b'))
        .where('code', '=', 'SYS:HOUSE')
        .executeTakeFirstOrThrow()
    ).b,
  );

describe('seamless-wallet signatures', () => {
  it('refuses missing, wrong and stale signatures and unknown integrations', async () => {
    const m = await funded('10.00');
    const body = { memberId: m.id, nodeId: pt };
    const code = async (res: Promise<{ statusCode: number; json: () => unknown }>) => {
      const r = await res;
      return [r.statusCode, (r.json() as { code: string }).code];
    };
    expect(await code(protocolCall(t, 'balance', body, { signature: null }))).toEqual([
      401,
      'invalid_signature',
    ]);
    expect(
      await code(protocolCall(t, 'balance', body, { secret: 'another-secret-of-enough-length-000000' })),
    ).toEqual([401, 'invalid_signature']);
    expect(await code(protocolCall(t, 'balance', body, { integration: 'NOPE' }))).toEqual([
      401,
      'invalid_signature',
    ]);
    expect(await code(protocolCall(t, 'balance', body, { timestamp: Date.now() - 5 * 60_000 }))).toEqual([
      401,
      'stale_request',
    ]);
    // A body changed after signing fails the signature.
    const timestamp = String(Date.now());
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/vendor-wallet/balance',
      payload: JSON.stringify({ ...body, nodeId: pg }),
      headers: {
        'content-type': 'application/json',
        'x-vendor-integration': 'DEMO',
        'x-vendor-timestamp': timestamp,
        'x-vendor-signature': signCall(testWalletSecrets.DEMO, {
          integration: 'DEMO',
          timestamp,
          rawBody: JSON.stringify(body),
        }),
      },
    });
    expect(tampered.json()).toMatchObject({ code: 'invalid_signature' });
    const signed = await protocolCall(t, 'balance', body);
    expect(signed.json()).toMatchObject({ success: true, value: { balance: '10.00', wallet: 'MAIN' } });
  });
});

describe('debits and credits', () => {
  it('moves the stake to the house, pays the win back and records the settled round', async () => {
    const m = await funded('100.00');
    const house = await houseBalance();
    const round = randomUUID();
    const first = await debit(m, '30.00', { round });
    expect(first.json()).toMatchObject({ success: true, value: { balance: '70.00', replayed: false } });
    expect(await houseBalance()).toBe(house + 30_00n);
    const won = await credit(m, round, '45.50');
    expect(won.json()).toMatchObject({ value: { balance: '115.50' } });
    expect(await mainBalance(t, m)).toBe(115_50n);
    const records = await h.db
      .selectFrom('bet_records')
      .select([
        'round_id',
        'vendor_code',
        (eb) => eb.cast<string>('bet_minor', 'text').as('bet'),
        (eb) => eb.cast<string>('win_minor', 'text').as('win'),
      ])
      .where('member_id', '=', m.id)
      .execute();
    expect(records).toEqual([{ round_id: round, vendor_code: 'PT', bet: '3000', win: '4550' }]);
    // The account record shows the bet and the win.
    const history = await call(t, m, 'transactionHistory', { query: { pageSize: '10' } });
    const types = history.json<{ value: { content: { type: string }[] } }>().value.content.map((c) => c.type);
    expect(types.slice(0, 2)).toEqual(['WIN', 'BET']);
    // A settled round takes no more money.
    expect((await debit(m, '1.00', { round })).json()).toMatchObject({ code: 'round_settled' });
    expect((await credit(m, round, '1.00')).json()).toMatchObject({ code: 'round_settled' });
  });

  it('answers a duplicate with the first answer and refuses the same id for another request', async () => {
    const m = await funded('50.00');
    const ids = { tx: randomUUID(), round: randomUUID() };
    const first = await debit(m, '10.00', ids);
    const again = await debit(m, '10.00', ids);
    expect(again.json()).toMatchObject({ value: { balance: '40.00', replayed: true } });
    expect(first.json<{ value: { balance: string } }>().value.balance).toBe('40.00');
    const other = await debit(m, '11.00', ids);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await mainBalance(t, m)).toBe(40_00n);
  });

  it('refuses insufficient funds and moves nothing', async () => {
    const m = await funded('5.00');
    const res = await debit(m, '5.01');
    expect(res.json()).toMatchObject({ code: 'insufficient_balance' });
    expect(await mainBalance(t, m)).toBe(5_00n);
  });

  it('plays a game of a vendor with its own wallet from that wallet', async () => {
    const m = await funded('20.00');
    expect((await debit(m, '1.00', { node: pg })).json()).toMatchObject({ code: 'insufficient_balance' });
    await call(t, m, 'walletTransfer', { body: { from: 'MAIN', to: 'PG', amount: '8.00' } });
    expect((await debit(m, '3.00', { node: pg })).json()).toMatchObject({
      value: { balance: '5.00', wallet: 'PG' },
    });
    expect(await mainBalance(t, m)).toBe(12_00n);
  });

  it('never lets parallel debits take a small balance below zero', async () => {
    const m = await funded('10.00');
    const results = await Promise.all(Array.from({ length: 16 }, () => debit(m, '1.50')));
    const accepted = results.filter((r) => r.statusCode === 200).length;
    expect(accepted).toBe(6);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.json()).toMatchObject({ code: 'insufficient_balance' });
    }
    expect(await mainBalance(t, m)).toBe(1_00n);
  });
});

describe('rollbacks', () => {
  it('returns a rolled-back debit, once', async () => {
    const m = await funded('30.00');
    const ids = { tx: randomUUID(), round: randomUUID() };
    await debit(m, '12.00', ids);
    const tx = randomUUID();
    const res = await rollback(m, ids.tx, ids.round, tx);
    expect(res.json()).toMatchObject({ success: true, value: { balance: '30.00' } });
    expect((await rollback(m, ids.tx, ids.round, tx)).json()).toMatchObject({ value: { replayed: true } });
    expect((await rollback(m, ids.tx, ids.round)).json()).toMatchObject({ value: { balance: '30.00' } });
    expect(await mainBalance(t, m)).toBe(30_00n);
    const round = await h.db
      .selectFrom('game_rounds')
      .select('status')
      .where('round_id', '=', ids.round)
      .executeTakeFirst();
    expect(round?.status).toBe('rolled_back');
  });

  it('answers an unknown transaction as such and refuses the late debit it names', async () => {
    const m = await funded('30.00');
    const ids = { tx: randomUUID(), round: randomUUID() };
    const res = await rollback(m, ids.tx, ids.round);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'transaction_not_found' });
    expect((await debit(m, '5.00', ids)).json()).toMatchObject({ code: 'transaction_cancelled' });
    expect(await mainBalance(t, m)).toBe(30_00n);
  });

  it('refuses to roll back a settled round', async () => {
    const m = await funded('30.00');
    const ids = { tx: randomUUID(), round: randomUUID() };
    await debit(m, '5.00', ids);
    await credit(m, ids.round, '0.00');
    const res = await rollback(m, ids.tx, ids.round);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'round_settled' });
    expect(await mainBalance(t, m)).toBe(25_00n);
  });

  it('answers a credit for a round with no bet as an unknown transaction', async () => {
    const m = await funded('1.00');
    expect((await credit(m, randomUUID(), '3.00')).json()).toMatchObject({ code: 'transaction_not_found' });
    expect(await mainBalance(t, m)).toBe(1_00n);
  });
});
