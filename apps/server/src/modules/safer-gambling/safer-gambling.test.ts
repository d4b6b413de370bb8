import { randomUUID } from 'node:crypto';
import { routes } from '@gp/contract/routes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { createManualClock } from '../../lib/clock.js';
import { runOperator } from '../../operator/commands.js';
import { login } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { gameOf, playEnv, protocolCall } from '../../test/play-helpers.js';
import {
  call,
  createMember,
  demoDeposit,
  mainBalance,
  openTestDb,
  sessionsSeenAt,
  type TestMember,
} from '../../test/wallet-helpers.js';
import { verifyLedger } from '../wallet/ledger-verify.js';

/**
 * Safer gambling (issue 18) against the real server: limits under the 24-hour rule, deposits and
 * stakes refused at a limit with nothing written (also when many race), the operator's default and
 * ceiling, session limits, the reality check's session figures, time-out and self-exclusion, and the
 * activity statement.
 */
// Test members' sessions are written at the real time: every test starts there and moves on.
const clock = createManualClock();
const hourMs = 3_600_000;
let t: TestApp;
let h: DatabaseHandle;
let slot: string;

beforeAll(async () => {
  t = await buildTestApp(playEnv, { clock });
  h = openTestDb(t);
  slot = (await gameOf(h, 'PT', 'RNG')).node_id;
});
beforeEach(() => clock.set(new Date()));
afterAll(async () => {
  expect((await verifyLedger(h.db)).problems).toEqual([]);
  await h.close();
  await t.close();
});

interface LimitView {
  kind: string;
  period: string;
  amount: string | null;
  byDefault: boolean;
  ceiling: string | null;
  used: string | null;
  pending: { amount: string | null; effectiveAt: string; confirmable: boolean } | null;
}
interface PageValue {
  limits: LimitView[];
  realityCheckMinutes: number;
  history: {
    kind: string;
    period: string;
    from: string | null;
    to: string | null;
    by: string;
    appliedAt: string | null;
  }[];
}

const page = async (m: TestMember) => (await call(t, m, 'saferGambling')).json<{ value: PageValue }>().value;
const limitOf = (value: PageValue, kind: string, period: string) =>
  value.limits.find((l) => l.kind === kind && l.period === period)!;
const setLimit = (m: TestMember, kind: string, period: string, amount: string | number | null) =>
  call(t, m, 'saferGamblingLimit', { body: { kind, period, amount } });
const pending = (m: TestMember, kind: string, period: string, action: 'confirm' | 'cancel') =>
  call(t, m, 'saferGamblingPending', { body: { kind, period, action } });
const newMember = () => createMember(h, { loginPassword: 'Secret123!' });
const stake = (m: TestMember, amount: string, roundId = randomUUID()) =>
  protocolCall(
    t,
    'debit',
    { transactionId: randomUUID(), roundId, memberId: m.id, nodeId: slot, amount },
    { timestamp: clock().getTime() },
  );
const settle = (m: TestMember, roundId: string, amount: string) =>
  protocolCall(
    t,
    'credit',
    { transactionId: randomUUID(), roundId, memberId: m.id, nodeId: slot, amount, roundEnded: true },
    { timestamp: clock().getTime() },
  );
/** Moves the clock and keeps the member's sessions alive across it. */
const later = async (m: TestMember, ms: number) => {
  clock.advance(ms);
  await sessionsSeenAt(h, m.id, clock());
};

describe('limits', () => {
  it('lists every limit, none set, and the reality check off', async () => {
    const m = await newMember();
    const value = await page(m);
    expect(value.limits.map((l) => `${l.kind}/${l.period}`)).toEqual([
      'DEPOSIT/DAY',
      'DEPOSIT/WEEK',
      'DEPOSIT/MONTH',
      'LOSS/DAY',
      'LOSS/WEEK',
      'LOSS/MONTH',
      'WAGER/DAY',
      'WAGER/WEEK',
      'WAGER/MONTH',
      'SESSION/SESSION',
    ]);
    expect(value.limits.every((l) => l.amount === null && l.pending === null)).toBe(true);
    expect(value.realityCheckMinutes).toBe(0);
  });

  it('refuses a deposit past the daily limit, with what is left, and writes nothing', async () => {
    const m = await newMember();
    expect((await setLimit(m, 'DEPOSIT', 'DAY', '100.00')).statusCode).toBe(200);
    expect((await demoDeposit(t, m, '60.00')).statusCode).toBe(200);
    const refused = await demoDeposit(t, m, '50.00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'deposit_limit_reached',
      value: { period: 'DAY', limit: '100.00', remaining: '40.00' },
    });
    expect(await mainBalance(t, m)).toBe(6000n);
    expect((await demoDeposit(t, m, '40.00')).statusCode).toBe(200);
    expect(limitOf(await page(m), 'DEPOSIT', 'DAY').used).toBe('100.00');
    // The next business day starts empty.
    await later(m, 24 * hourMs);
    expect((await demoDeposit(t, m, '100.00')).statusCode).toBe(200);
  });

  it('holds a raise for 24 hours and applies it only when confirmed then', async () => {
    const m = await newMember();
    await setLimit(m, 'DEPOSIT', 'WEEK', '100.00');
    const raised = (await setLimit(m, 'DEPOSIT', 'WEEK', '500.00')).json<{ value: PageValue }>().value;
    const limit = limitOf(raised, 'DEPOSIT', 'WEEK');
    expect(limit.amount).toBe('100.00');
    expect(limit.pending).toMatchObject({ amount: '500.00', confirmable: false });
    expect(Date.parse(limit.pending!.effectiveAt) - clock().getTime()).toBe(24 * hourMs);
    const early = await pending(m, 'DEPOSIT', 'WEEK', 'confirm');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'limit_change_not_due',
      value: { effectiveAt: limit.pending!.effectiveAt },
    });
    await later(m, 24 * hourMs);
    expect(limitOf(await page(m), 'DEPOSIT', 'WEEK').pending?.confirmable).toBe(true);
    // Not applied by itself: still 100 until the member confirms.
    expect((await demoDeposit(t, m, '150.00')).json()).toMatchObject({ code: 'deposit_limit_reached' });
    const confirmed = (await pending(m, 'DEPOSIT', 'WEEK', 'confirm')).json<{ value: PageValue }>().value;
    expect(limitOf(confirmed, 'DEPOSIT', 'WEEK')).toMatchObject({ amount: '500.00', pending: null });
    expect((await demoDeposit(t, m, '150.00')).statusCode).toBe(200);
    expect(confirmed.history.slice(0, 2)).toMatchObject([
      { kind: 'DEPOSIT', period: 'WEEK', from: '100.00', to: '500.00', by: 'member' },
      { kind: 'DEPOSIT', period: 'WEEK', from: null, to: '100.00', by: 'member' },
    ]);
    expect(confirmed.history[0]!.appliedAt).not.toBeNull();
    expect((await pending(m, 'DEPOSIT', 'WEEK', 'confirm')).json()).toMatchObject({
      code: 'no_pending_limit_change',
    });
  });

  it('holds a removal too, and a lower limit applies at once and withdraws the waiting change', async () => {
    const m = await newMember();
    await setLimit(m, 'WAGER', 'MONTH', '1000.00');
    await setLimit(m, 'WAGER', 'MONTH', null);
    expect(limitOf(await page(m), 'WAGER', 'MONTH').pending).toMatchObject({ amount: null });
    const lowered = (await setLimit(m, 'WAGER', 'MONTH', '800.00')).json<{ value: PageValue }>().value;
    expect(limitOf(lowered, 'WAGER', 'MONTH')).toMatchObject({ amount: '800.00', pending: null });
    expect(lowered.history[1]).toMatchObject({ to: null, by: 'cancelled' });
    await setLimit(m, 'WAGER', 'MONTH', '900.00');
    const cancelled = (await pending(m, 'WAGER', 'MONTH', 'cancel')).json<{ value: PageValue }>().value;
    expect(limitOf(cancelled, 'WAGER', 'MONTH')).toMatchObject({ amount: '800.00', pending: null });
  });

  it("applies the operator's default until the member chooses, and keeps the mandatory ceiling", async () => {
    const m = await newMember();
    await h.db
      .insertInto('gambling_limit_defaults')
      .values({
        merchant_code: 'DEMO',
        kind: 'LOSS',
        period: 'MONTH',
        default_amount: 500_00n,
        ceiling: 2000_00n,
        updated_at: clock().toISOString(),
      })
      .execute();
    try {
      expect(limitOf(await page(m), 'LOSS', 'MONTH')).toMatchObject({
        amount: '500.00',
        byDefault: true,
        ceiling: '2000.00',
      });
      const above = await setLimit(m, 'LOSS', 'MONTH', '2500.00');
      expect(above.statusCode).toBe(400);
      expect(above.json()).toMatchObject({ code: 'limit_above_ceiling', value: { ceiling: '2000.00' } });
      expect((await setLimit(m, 'LOSS', 'MONTH', null)).json()).toMatchObject({
        code: 'limit_above_ceiling',
      });
      const lower = (await setLimit(m, 'LOSS', 'MONTH', '300.00')).json<{ value: PageValue }>().value;
      expect(limitOf(lower, 'LOSS', 'MONTH')).toMatchObject({ amount: '300.00', byDefault: false });
    } finally {
      await h.db.deleteFrom('gambling_limit_defaults').execute();
    }
  });

  it('refuses bad input with a clear code and leaves the limits as they were', async () => {
    const m = await newMember();
    for (const body of [
      { kind: 'DEPOSIT', period: 'SESSION', amount: '10.00' },
      { kind: 'SESSION', period: 'DAY', amount: 30 },
      { kind: 'BONUS', period: 'DAY', amount: '10.00' },
      { kind: 'DEPOSIT', period: 'DAY' },
    ]) {
      expect((await call(t, m, 'saferGamblingLimit', { body })).statusCode).toBe(400);
    }
    expect((await setLimit(m, 'DEPOSIT', 'DAY', '-5.00')).statusCode).toBe(400);
    expect((await setLimit(m, 'DEPOSIT', 'DAY', '0.00')).statusCode).toBe(400);
    expect((await setLimit(m, 'SESSION', 'SESSION', '2.5')).json()).toMatchObject({ code: 'bad_request' });
    expect((await setLimit(m, 'SESSION', 'SESSION', 5000)).json()).toMatchObject({ code: 'bad_request' });
    expect((await call(t, m, 'saferGamblingRealityCheck', { body: { minutes: 7 } })).statusCode).toBe(400);
    expect((await page(m)).limits.every((l) => l.amount === null)).toBe(true);
  });

  it('is for real accounts: a guest must log in and a trial user is asked for a real account', async () => {
    expect((await call(t, null, 'saferGambling')).statusCode).toBe(401);
    const trial = await createMember(h, { type: 4 });
    expect((await call(t, trial, 'saferGambling')).json()).toMatchObject({ code: 'in_need_true_account' });
  });
});

describe('stakes under loss and wager limits', () => {
  it('refuses a stake that could pass the loss limit; a win gives room back; nothing moves when refused', async () => {
    const m = await newMember();
    await demoDeposit(t, m, '500.00');
    await setLimit(m, 'LOSS', 'DAY', '50.00');
    const first = randomUUID();
    expect((await stake(m, '30.00', first)).statusCode).toBe(200);
    expect((await settle(m, first, '0.00')).statusCode).toBe(200);
    const before = await mainBalance(t, m);
    const refused = await stake(m, '30.00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'loss_limit_reached',
      value: { period: 'DAY', remaining: '20.00' },
    });
    expect(await mainBalance(t, m)).toBe(before);
    const won = randomUUID();
    expect((await stake(m, '20.00', won)).statusCode).toBe(200);
    expect((await settle(m, won, '60.00')).statusCode).toBe(200);
    // Lost 30, then won 40 net: 10 ahead, so 60 of room.
    expect(limitOf(await page(m), 'LOSS', 'DAY').used).toBe('-10.00');
    expect((await stake(m, '60.00')).statusCode).toBe(200);
    expect((await stake(m, '0.01')).json()).toMatchObject({ code: 'loss_limit_reached' });
  });

  it('never lets racing stakes or deposits pass a limit together', async () => {
    const m = await newMember();
    await demoDeposit(t, m, '1000.00');
    await setLimit(m, 'WAGER', 'DAY', '100.00');
    const stakes = await Promise.all(Array.from({ length: 10 }, () => stake(m, '30.00')));
    expect(stakes.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(
      stakes
        .filter((r) => r.statusCode === 409)
        .every((r) => r.json<{ code: string }>().code === 'wager_limit_reached'),
    ).toBe(true);
    expect(await mainBalance(t, m)).toBe(1000_00n - 90_00n);

    await setLimit(m, 'DEPOSIT', 'DAY', '1100.00');
    const deposits = await Promise.all(Array.from({ length: 8 }, () => demoDeposit(t, m, '30.00')));
    expect(deposits.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(await mainBalance(t, m)).toBe(1000_00n - 90_00n + 90_00n);
  });

  it('moves into a game wallet no more than the limits leave to stake, by hand or at a launch', async () => {
    const m = await newMember();
    await demoDeposit(t, m, '500.00');
    await setLimit(m, 'WAGER', 'DAY', '120.00');
    await setLimit(m, 'LOSS', 'WEEK', '80.00');
    const transfer = (amount: string) =>
      call(t, m, 'walletTransfer', { body: { from: 'MAIN', to: 'PG', amount } });
    const refused = await transfer('100.00');
    expect(refused.json()).toMatchObject({ code: 'loss_limit_reached', value: { remaining: '80.00' } });
    expect((await transfer('30.00')).statusCode).toBe(200);
    // Back to main is always allowed.
    expect(
      (await call(t, m, 'walletTransfer', { body: { from: 'PG', to: 'MAIN', amount: '30.00' } })).statusCode,
    ).toBe(200);

    const pg = await h.db
      .selectFrom('games')
      .select('node_id')
      .where('merchant_code', '=', 'DEMO')
      .where('vendor_code', '=', 'PG')
      .where('game_type', '=', 'RNG')
      .orderBy('node_id')
      .executeTakeFirstOrThrow();
    const launched = await t.app.inject({
      method: 'POST',
      url: routes.launchGame.path,
      headers: { authorization: `Bearer ${m.token}` },
      payload: { nodeId: pg.node_id, language: 'EN' },
    });
    expect(launched.json()).toMatchObject({ value: { wallet: 'PG', transferred: '80.00' } });
  });

  it('leaves play money alone', async () => {
    const m = await newMember();
    await setLimit(m, 'WAGER', 'DAY', '1.00');
    const free = await protocolCall(
      t,
      'debit',
      {
        transactionId: randomUUID(),
        roundId: randomUUID(),
        memberId: m.id,
        nodeId: slot,
        amount: '5.00',
        mode: 'free',
      },
      { timestamp: clock().getTime() },
    );
    expect(free.json<{ code?: string }>().code).not.toBe('wager_limit_reached');
  });
});

describe('sessions, reality check and exclusion', () => {
  const logIn = async (m: TestMember) => {
    const res = await login(t.app, { username: m.account, password: 'Secret123!' });
    return { res, member: { ...m, token: res.json<{ value?: { token: string } }>().value?.token ?? '' } };
  };

  it('ends sessions at the session limit, the open ones too', async () => {
    const m = await newMember();
    expect((await setLimit(m, 'SESSION', 'SESSION', 30)).statusCode).toBe(200);
    const { member } = await logIn(m);
    clock.advance(20 * 60_000);
    const session = (await call(t, member, 'playSession')).json<{
      value: { startedAt: string; endsAt: string };
    }>().value;
    expect(Date.parse(session.endsAt) - Date.parse(session.startedAt)).toBe(30 * 60_000);
    clock.advance(11 * 60_000);
    expect((await call(t, member, 'saferGambling')).statusCode).toBe(401);
    // The test's own session (opened before the limit) was brought within 30 minutes too.
    expect((await call(t, m, 'saferGambling')).statusCode).toBe(401);
  });

  it("reports the session's stakes and wins for the reality check", async () => {
    const m = await newMember();
    await demoDeposit(t, m, '100.00');
    const { member } = await logIn(m);
    await call(t, member, 'saferGamblingRealityCheck', { body: { minutes: 30 } });
    const round = randomUUID();
    await stake(m, '10.00', round);
    await settle(m, round, '4.00');
    expect((await call(t, member, 'playSession')).json()).toMatchObject({
      value: { realityCheckMinutes: 30, bets: '10.00', wins: '4.00', net: '-6.00', endsAt: null },
    });
  });

  it('takes a time-out with the password, ends every session and refuses login until it ends', async () => {
    const m = await newMember();
    const { member } = await logIn(m);
    const wrong = await call(t, member, 'saferGamblingExclusion', {
      body: { kind: 'TIME_OUT', length: '1D', password: 'nope' },
    });
    expect(wrong.json()).toMatchObject({ code: 'old_password_incorrect' });
    const without = await call(t, member, 'saferGamblingExclusion', {
      body: { kind: 'TIME_OUT', length: '1D' },
    });
    expect(without.json()).toMatchObject({ code: 'old_password_incorrect' });
    expect((await call(t, member, 'saferGambling')).json()).toMatchObject({
      value: { passwordRequired: true },
    });
    const mismatched = await call(t, member, 'saferGamblingExclusion', {
      body: { kind: 'SELF_EXCLUSION', length: '1D', password: 'Secret123!' },
    });
    expect(mismatched.statusCode).toBe(400);
    const taken = await call(t, member, 'saferGamblingExclusion', {
      body: { kind: 'TIME_OUT', length: '1D', password: 'Secret123!' },
    });
    expect(taken.statusCode).toBe(200);
    const endsAt = new Date(clock().getTime() + 24 * hourMs).toISOString();
    expect(taken.json()).toMatchObject({ value: { kind: 'TIME_OUT', endsAt } });
    expect((await call(t, member, 'saferGambling')).statusCode).toBe(401);
    expect((await call(t, m, 'saferGambling')).statusCode).toBe(401);
    const refused = (await logIn(m)).res;
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'account_excluded', value: { kind: 'TIME_OUT', endsAt } });
    clock.advance(24 * hourMs);
    expect((await logIn(m)).res.statusCode).toBe(200);
  });

  it('lets an account without a password (social or SMS only) take a break from its session', async () => {
    const m = await createMember(h);
    await sessionsSeenAt(h, m.id, clock());
    expect((await call(t, m, 'saferGambling')).json()).toMatchObject({ value: { passwordRequired: false } });
    const taken = await call(t, m, 'saferGamblingExclusion', { body: { kind: 'TIME_OUT', length: '1D' } });
    expect(taken.json()).toMatchObject({ success: true, value: { kind: 'TIME_OUT' } });
    expect((await call(t, m, 'saferGambling')).statusCode).toBe(401);
  });

  it('lets customer service take the balance out during a break', async () => {
    const m = await newMember();
    await demoDeposit(t, m, '80.00');
    await h.db
      .insertInto('bank_accounts')
      .values({
        member_id: m.id,
        account_name: 'Break Taker',
        account_number: '1102345678',
        bank_name: 'Demo Bank',
        created_at: clock().toISOString(),
      })
      .execute();
    const { member } = await logIn(m);
    await call(t, member, 'saferGamblingExclusion', {
      body: { kind: 'TIME_OUT', length: '7D', password: 'Secret123!' },
    });
    const out: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => out.push(l) };
    const operator = (...args: string[]) => runOperator(args, t.config, io);
    expect(await operator('withdraw', 'request', m.account, '100.00')).toBe(1);
    expect(out.pop()).toMatch(/insufficient|balance/i);
    expect(await operator('withdraw', 'request', m.account, '80.00')).toBe(0);
    const id = /Withdrawal (\d+)/.exec(out.pop()!)![1]!;
    expect(await operator('withdraw', 'approve', id)).toBe(0);
    const order = await h.db
      .selectFrom('withdraw_orders')
      .select('status')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('approved');
    expect(await operator('ledger', 'verify')).toBe(0);
  });

  it('keeps a self-exclusion for its whole length', async () => {
    const m = await newMember();
    const { member } = await logIn(m);
    await call(t, member, 'saferGamblingExclusion', {
      body: { kind: 'SELF_EXCLUSION', length: '6M', password: 'Secret123!' },
    });
    clock.advance(150 * 24 * hourMs);
    expect((await logIn(m)).res.json()).toMatchObject({
      code: 'account_excluded',
      value: { kind: 'SELF_EXCLUSION' },
    });
    // No promotions meanwhile: the operator's bonus grant is refused and pays nothing.
    const out: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => out.push(l) };
    expect(await runOperator(['bonus', 'grant', m.account, '50.00', '1', 'goodwill'], t.config, io)).toBe(1);
    expect(out.join('\n')).toContain('time-out or self-exclusion until');
    const bonuses = await h.db.selectFrom('bonuses').select('id').where('member_id', '=', m.id).execute();
    expect(bonuses).toEqual([]);
  });
});

describe('activity statement', () => {
  it('lists deposits, stakes and wins per business day, and refuses a period it cannot show', async () => {
    const m = await newMember();
    await demoDeposit(t, m, '200.00');
    const round = randomUUID();
    await stake(m, '50.00', round);
    await settle(m, round, '20.00');
    await later(m, 24 * hourMs);
    await demoDeposit(t, m, '10.00');
    const day = (offset: number) =>
      new Date(clock().getTime() + offset * 24 * hourMs).toISOString().slice(0, 10);
    // An end after today is read as today.
    const res = await call(t, m, 'activityStatement', { query: { from: day(-3), to: day(1) } });
    expect(res.json()).toMatchObject({
      value: {
        to: day(0),
        days: [
          { day: day(-1), deposits: '200.00', bets: '50.00', wins: '20.00', net: '-30.00' },
          { day: day(0), deposits: '10.00', bets: '0.00', net: '0.00' },
        ],
        totals: { deposits: '210.00', withdrawals: '0.00', bets: '50.00', wins: '20.00', net: '-30.00' },
      },
    });
    for (const query of [
      { from: day(0), to: day(-1) },
      { from: day(-400), to: day(0) },
      { from: day(2), to: day(3) },
    ]) {
      expect((await call(t, m, 'activityStatement', { query })).json()).toMatchObject({
        code: 'statement_range_invalid',
      });
    }
    expect(
      (await call(t, m, 'activityStatement', { query: { from: 'yesterday', to: day(0) } })).statusCode,
    ).toBe(400);
  });
});

describe('operator commands', () => {
  const operator = async (...args: string[]) => {
    const out: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => out.push(l) };
    return { code: await runOperator(args, t.config, io), out };
  };

  it('sets and records defaults and ceilings, shows a member, its history, and who is near a limit', async () => {
    const m = await newMember();
    try {
      expect((await operator('safer', 'default', 'WAGER', 'DAY', '200', '1000')).out).toEqual([
        'WAGER DAY\tdefault 200.00\tceiling 1000.00',
      ]);
      expect((await operator('safer', 'default', 'SESSION', 'SESSION', 'none', '240')).code).toBe(0);
      expect((await operator('safer', 'default', 'WAGER', 'DAY', '2000', '1000')).code).toBe(1);
      expect((await operator('safer', 'default', 'WAGER', 'WEEK', 'lots', 'none')).code).toBe(2);
      expect((await operator('safer', 'default', 'SESSION', 'DAY', '30', 'none')).code).toBe(2);
      const audit = await h.db
        .selectFrom('gambling_default_changes')
        .select(['kind', 'period', 'default_to', 'ceiling_to'])
        .orderBy('id')
        .execute();
      expect(audit.map((a) => `${a.kind} ${a.period} ${a.default_to} ${a.ceiling_to}`)).toEqual([
        'WAGER DAY 20000 100000',
        'SESSION SESSION null 240',
      ]);

      await demoDeposit(t, m, '500.00');
      const round = randomUUID();
      await stake(m, '170.00', round);
      await settle(m, round, '0.00');
      await setLimit(m, 'DEPOSIT', 'MONTH', '600.00');
      await setLimit(m, 'DEPOSIT', 'MONTH', '900.00');
      const shown = (await operator('safer', 'show', m.account)).out;
      expect(shown).toContain('  WAGER DAY\t200.00\t(site default)\tused 170.00\tceiling 1000.00');
      expect(shown.find((l) => l.startsWith('  DEPOSIT MONTH'))).toMatch(
        /^ {2}DEPOSIT MONTH\t600\.00\tused 500\.00\twaiting: 900\.00 from /,
      );
      expect(shown).toContain('  SESSION SESSION\tno limit\tceiling 240');
      expect(shown.at(-1)).toBe('  no time-out or self-exclusion');
      const history = (await operator('safer', 'history', m.account)).out;
      expect(history).toHaveLength(2);
      expect(history[0]).toMatch(/DEPOSIT MONTH\t600\.00 -> 900\.00\twaiting\tby member$/);
      expect(history[1]).toMatch(/DEPOSIT MONTH\tnone -> 600\.00\tapplied .*\tby member$/);
      const near = (await operator('safer', 'near', '80')).out;
      const mine = near.filter((l) => l.startsWith(`${m.account}\t`));
      expect(mine).toHaveLength(2);
      expect(mine[0]).toMatch(/\tDEPOSIT MONTH\t600\.00\tused 500\.00\twaiting: 900\.00 from /);
      expect(mine[1]).toBe(`${m.account}\tWAGER DAY\t200.00\t(site default)\tused 170.00\tceiling 1000.00`);
      expect((await operator('safer', 'show', 'nobody-here')).code).toBe(1);
    } finally {
      await h.db.deleteFrom('gambling_limit_defaults').execute();
    }
  });
});
