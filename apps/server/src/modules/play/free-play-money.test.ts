import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteId } from '@gp/contract/routes';
import type { DatabaseHandle } from '../../db/database.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { gameOf, launch, openGame, playEnv, protocolCall, spin } from '../../test/play-helpers.js';
import {
  call,
  createMember,
  demoDeposit,
  minorOf,
  openTestDb,
  type TestMember,
} from '../../test/wallet-helpers.js';
import { verifyLedger } from '../wallet/ledger-verify.js';
import { playMoneyGrant } from '../wallet/play-money.js';

/**
 * Free play for trial users (issue 14): play money is a ledger account of its own (PLAY, funded from
 * SYS:PLAY_BANK); free-mode stakes and wins move it and nothing else. Runs on SQLite and, with
 * DATABASE_URL, on PostgreSQL.
 */
let t: TestApp;
let h: DatabaseHandle;
let pt: { node_id: string };

beforeAll(async () => {
  t = await buildTestApp(playEnv);
  h = openTestDb(t);
  pt = await gameOf(h, 'PT', 'RNG');
});
afterAll(async () => {
  await h.close();
  await t.close();
});

const wallet = async (member: TestMember) => {
  const res = await call(t, member, 'walletBalance');
  expect(res.statusCode).toBe(200);
  const value = res.json<{ value: { balance: string; playBalance: string } }>().value;
  return { real: minorOf(value.balance), play: minorOf(value.playBalance) };
};

/** Balance of a system account (SYS:HOUSE, SYS:PLAY_BANK) in minor units. */
const systemBalance = async (code: string) => {
  const row = await h.db
    .selectFrom('ledger_accounts')
    .select((eb) => eb.cast<string>('balance', 'text').as('balance'))
    .where('merchant_code', '=', 'DEMO')
    .where('code', '=', code)
    .executeTakeFirst();
  return BigInt(row?.balance ?? '0');
};

const entriesOf = (memberId: number) =>
  h.db
    .selectFrom('journal_entries')
    .select(['type'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();

const spinValue = async (token: string, bet: string) => {
  const res = await spin(t, token, bet);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ value: { bet: string; win: string; balance: string } }>().value;
};

describe('trial users play free mode with play money', () => {
  it('launches any game in free mode; spins move play money only, never the house or a real wallet', async () => {
    const trial = await createMember(h, { type: 4 });
    const houseBefore = await systemBalance('SYS:HOUSE');
    const session = await openGame(t, trial, pt.node_id, true);
    expect(session).toMatchObject({ mode: 'free', balance: '1000000.00' });
    let expected = playMoneyGrant;
    for (let i = 0; i < 4; i += 1) {
      const value = await spinValue(session.sessionToken, '100.00');
      expected += minorOf(value.win) - minorOf(value.bet);
      expect(minorOf(value.balance)).toBe(expected);
    }
    expect(await wallet(trial)).toEqual({ real: 0n, play: expected });
    expect(await systemBalance('SYS:HOUSE')).toBe(houseBefore);
    const types = (await entriesOf(trial.id)).map((e) => e.type);
    expect(types[0]).toBe('PLAY_GRANT');
    expect(types.filter((type) => type === 'PLAY_BET')).toHaveLength(4);
    for (const type of types) expect(['PLAY_GRANT', 'PLAY_BET', 'PLAY_WIN']).toContain(type);
    const records = await h.db
      .selectFrom('bet_records')
      .select('id')
      .where('member_id', '=', trial.id)
      .execute();
    expect(records).toEqual([]);
    expect((await verifyLedger(h.db)).problems).toEqual([]);
  });

  it('refuses real play and member functions with in_need_true_account, leaving nothing written', async () => {
    const trial = await createMember(h, { type: 4 });
    const real = await launch(t, trial, { nodeId: pt.node_id, freeTrial: false });
    expect(real.statusCode).toBe(403);
    expect(real.json()).toMatchObject({ code: 'in_need_true_account' });
    expect(
      await h.db.selectFrom('game_launches').select('jti').where('member_id', '=', trial.id).execute(),
    ).toEqual([]);
    const memberCalls: [RouteId, unknown][] = [
      ['walletTransfer', { from: 'MAIN', to: 'PG', amount: '1.00' }],
      ['depositCreate', { channel: 'DEMO', amount: '10.00' }],
      ['withdraw', { amount: '1.00', paymentPassword: '654321', bankAccountId: 1 }],
      ['transactionHistory', undefined],
      ['betRecords', undefined],
      ['recentGames', undefined],
      ['transferUpline', { amount: '1.00' }],
    ];
    for (const [id, body] of memberCalls) {
      const res = await call(t, trial, id, body === undefined ? {} : { body });
      expect(res.statusCode, id).toBe(403);
      expect(res.json(), id).toMatchObject({ code: 'in_need_true_account' });
    }
    // A vendor cannot move a trial account's real wallet either.
    const debit = await protocolCall(t, 'debit', {
      transactionId: randomUUID(),
      roundId: randomUUID(),
      memberId: trial.id,
      nodeId: pt.node_id,
      amount: '1.00',
    });
    expect(debit.statusCode).toBe(403);
    expect(debit.json()).toMatchObject({ code: 'in_need_true_account' });
    expect(await entriesOf(trial.id)).toEqual([]);
  });

  it('tops up below the grant at each free launch, and leaves a balance above it alone', async () => {
    const trial = await createMember(h, { type: 4 });
    await openGame(t, trial, pt.node_id, true);
    // Lose 500.00 of play money through the protocol (a round with no win).
    const round = randomUUID();
    const free = { roundId: round, memberId: trial.id, nodeId: pt.node_id, mode: 'free' };
    expect(
      (await protocolCall(t, 'debit', { ...free, transactionId: randomUUID(), amount: '500.00' })).statusCode,
    ).toBe(200);
    expect(
      (
        await protocolCall(t, 'credit', {
          ...free,
          transactionId: randomUUID(),
          amount: '0.00',
          roundEnded: true,
        })
      ).statusCode,
    ).toBe(200);
    expect((await wallet(trial)).play).toBe(playMoneyGrant - 500_00n);
    await openGame(t, trial, pt.node_id, true);
    expect((await wallet(trial)).play).toBe(playMoneyGrant);
    // A big win stays: the next launch does not cut it back.
    const won = { ...free, roundId: randomUUID() };
    await protocolCall(t, 'debit', { ...won, transactionId: randomUUID(), amount: '100.00' });
    await protocolCall(t, 'credit', {
      ...won,
      transactionId: randomUUID(),
      amount: '5000.00',
      roundEnded: true,
    });
    await openGame(t, trial, pt.node_id, true);
    expect((await wallet(trial)).play).toBe(playMoneyGrant + 4900_00n);
    expect((await verifyLedger(h.db)).problems).toEqual([]);
  });

  it('grants once when two tabs launch at once, and keeps play money exact when two tabs spin at once', async () => {
    const trial = await createMember(h, { type: 4 });
    const [a, b] = await Promise.all([
      openGame(t, trial, pt.node_id, true),
      openGame(t, trial, pt.node_id, true),
    ]);
    const grants = (await entriesOf(trial.id)).filter((e) => e.type === 'PLAY_GRANT');
    expect(grants).toHaveLength(1);
    const bankBefore = await systemBalance('SYS:PLAY_BANK');
    const spins = await Promise.all(
      Array.from({ length: 6 }, (_, i) => spinValue(i % 2 === 0 ? a.sessionToken : b.sessionToken, '100.00')),
    );
    const net = spins.reduce((sum, s) => sum + minorOf(s.win) - minorOf(s.bet), 0n);
    expect((await wallet(trial)).play).toBe(playMoneyGrant + net);
    expect(await systemBalance('SYS:PLAY_BANK')).toBe(bankBefore - net);
    expect((await verifyLedger(h.db)).problems).toEqual([]);
  });

  it('refuses a stake above the play money without touching anything', async () => {
    const trial = await createMember(h, { type: 4 });
    await openGame(t, trial, pt.node_id, true);
    const res = await protocolCall(t, 'debit', {
      transactionId: randomUUID(),
      roundId: randomUUID(),
      memberId: trial.id,
      nodeId: pt.node_id,
      amount: '1000000.01',
      mode: 'free',
    });
    expect(res.json()).toMatchObject({ code: 'insufficient_balance' });
    expect((await wallet(trial)).play).toBe(playMoneyGrant);
  });
});

describe("a member using a game's free trial", () => {
  it('plays play money beside an untouched real wallet; the account record shows real money only', async () => {
    const member = await createMember(h);
    await demoDeposit(t, member, '300.00');
    const session = await openGame(t, member, pt.node_id, true);
    expect(session).toMatchObject({ mode: 'free', balance: '1000000.00' });
    const value = await spinValue(session.sessionToken, '100.00');
    expect(await wallet(member)).toEqual({
      real: 300_00n,
      play: playMoneyGrant - minorOf(value.bet) + minorOf(value.win),
    });
    const history = await call(t, member, 'transactionHistory');
    const lines = history.json<{ value: { content: { type: string }[] } }>().value.content;
    expect(lines.map((l) => l.type)).toEqual(['DEPOSIT']);
    // Play money cannot be moved out: the only wallets a transfer names are MAIN and vendor wallets.
    const transfer = await call(t, member, 'walletTransfer', {
      body: { from: 'PLAY', to: 'MAIN', amount: '1.00' },
    });
    expect(transfer.json()).toMatchObject({ code: 'invalid_wallet' });
    expect(await wallet(member)).toMatchObject({ real: 300_00n });
  });

  it('keeps a round in the money it started with: a credit naming the other mode is refused', async () => {
    const member = await createMember(h);
    await demoDeposit(t, member, '300.00');
    await openGame(t, member, pt.node_id, true);
    const round = randomUUID();
    const base = { roundId: round, memberId: member.id, nodeId: pt.node_id };
    await protocolCall(t, 'debit', { ...base, transactionId: randomUUID(), amount: '10.00', mode: 'free' });
    const real = await protocolCall(t, 'credit', {
      ...base,
      transactionId: randomUUID(),
      amount: '50.00',
      roundEnded: true,
    });
    expect(real.statusCode).toBe(400);
    expect(real.json()).toMatchObject({ code: 'bad_request' });
    const realDebit = await protocolCall(t, 'debit', {
      ...base,
      transactionId: randomUUID(),
      amount: '10.00',
    });
    expect(realDebit.json()).toMatchObject({ code: 'bad_request' });
    expect(await wallet(member)).toEqual({ real: 300_00n, play: playMoneyGrant - 10_00n });
    // The play-money bet can be rolled back like any other.
    const debitId = randomUUID();
    const other = { ...base, roundId: randomUUID() };
    await protocolCall(t, 'debit', { ...other, transactionId: debitId, amount: '20.00', mode: 'free' });
    const rollback = await protocolCall(t, 'rollback', {
      transactionId: randomUUID(),
      refTransactionId: debitId,
      roundId: other.roundId,
      memberId: member.id,
    });
    expect(rollback.json()).toMatchObject({ value: { wallet: 'PLAY', balance: '999990.00' } });
    expect((await verifyLedger(h.db)).problems).toEqual([]);
  });
});
