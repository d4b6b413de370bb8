import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { operatorRun } from '../../test/operator-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { gameOf, openGame, playEnv, settleRound, spin } from '../../test/play-helpers.js';
import {
  call,
  createMember,
  demoDeposit,
  mainBalance,
  openTestDb,
  paymentPassword,
  type TestMember,
  valueOf,
} from '../../test/wallet-helpers.js';
import { verifyLedger } from '../wallet/ledger-verify.js';
import { verifyPoints } from './points-verify.js';

/**
 * The points mall (issue 20) on the seeded terms (seed-points.ts): slots earn 1 point per 1.00 of valid
 * bet and live games half that; 100 points convert to 1.00 from 100 points up, once a member has
 * deposited 100.00; the catalogue's 5.00 cash costs 500 points, the 20.00 bonus 1,200, the hoodie 3,000.
 */
let t: TestApp;
let h: DatabaseHandle;
let slot: string;
let live: string;
/** Reads the catalogue. */
let anyone: TestMember;

beforeAll(async () => {
  t = await buildTestApp(playEnv);
  h = openTestDb(t);
  anyone = await createMember(h);
  slot = (await gameOf(h, 'PT', 'RNG')).node_id;
  live = (await gameOf(h, 'EVO', 'LIVE')).node_id;
});
afterAll(async () => {
  await h.close();
  await t.close();
});

const operator = (...args: string[]) => operatorRun(t, ...args);
const balance = async (m: TestMember) =>
  valueOf<{ balance: string; earned: string }>(await call(t, m, 'getPointBalance'));
const reward = async (name: string) => {
  const list = valueOf<{ content: { id: number; name: string; stock: number | null }[] }>(
    await call(t, anyone, 'getPointReward', { query: { pageSize: '100', language: 'EN' } }),
  );
  const found = list.content.find((r) => r.name === name);
  if (!found) throw new Error(`no reward ${name}`);
  return found;
};
const details = async (m: TestMember, query: Record<string, string> = {}) =>
  valueOf<{
    content: { kind: string; points: string; balanceAfter: string; detail: string }[];
    total: number;
  }>(await call(t, m, 'memberTransactionDetails', { query: { language: 'EN', ...query } }));
const redeem = (m: TestMember, body: Record<string, unknown>, key?: string) =>
  call(t, m, 'redeemPointReward', {
    body: { paymentPassword, language: 'EN', ...body },
    ...(key ? { key } : {}),
  });
const convert = (m: TestMember, points: string, key?: string, password = paymentPassword) =>
  call(t, m, 'convertPoint', { body: { points, paymentPassword: password }, ...(key ? { key } : {}) });
const delivery = { name: 'Kim Test', phone: '+82 10 5555 0101', address: '1 Test-ro, Seoul' };

/** A member with deposits that meet the requirement and `points` given by the operator. */
const memberWithPoints = async (points: string) => {
  const m = await createMember(h);
  await demoDeposit(t, m, '1000');
  expect((await operator('points', 'adjust', m.account, points, 'test')).code).toBe(0);
  return m;
};

describe('earning points', () => {
  it('earns from settled real-money rounds at the game type rate, never from free play', async () => {
    const m = await createMember(h);
    await demoDeposit(t, m, '5000');
    expect(await balance(m)).toEqual({ balance: '0.00', earned: '0.00' });
    await settleRound(t, m, slot, { bet: '1234.56', win: '0.00' });
    await settleRound(t, m, live, { bet: '1000.00', win: '2000.00' });
    // Free play: the round moves play money and writes no bet record, so it earns nothing.
    const free = await openGame(t, m, slot, true);
    expect((await spin(t, free.sessionToken, '100.00')).statusCode).toBe(200);
    expect(await balance(m)).toEqual({ balance: '1734.56', earned: '1734.56' });
    const lines = (await details(m)).content;
    expect(lines.map((l) => [l.kind, l.points, l.detail])).toEqual([
      ['EARN', '500.00', 'LIVE'],
      ['EARN', '1234.56', 'RNG'],
    ]);
    expect(lines[0]!.balanceAfter).toBe('1734.56');
    expect((await details(m, { kind: 'REDEEM' })).total).toBe(0);
  });

  it('follows the rates the operator sets; a type at 0 stops earning', async () => {
    expect((await operator('points', 'rate', 'RNG', '250')).code).toBe(0);
    const m = await createMember(h);
    await demoDeposit(t, m, '1000');
    await settleRound(t, m, slot, { bet: '10.00', win: '0.00' });
    expect((await balance(m)).balance).toBe('25.00');
    expect((await operator('points', 'rate', 'RNG', '0')).code).toBe(0);
    await settleRound(t, m, slot, { bet: '10.00', win: '0.00' });
    expect((await balance(m)).balance).toBe('25.00');
    expect((await operator('points', 'rate', 'RNG', '100')).code).toBe(0);
    const config = valueOf<{ rates: { gameType: string; rate: string }[] }>(
      await call(t, m, 'getPointConfig'),
    );
    expect(config.rates).toContainEqual({ gameType: 'RNG', rate: '100.00' });
    expect((await operator('points', 'rate', 'NOPE', '1')).code).toBe(2);
  });
});

describe('converting points', () => {
  it('pays whole cents at the exchange ratio and keeps the rest', async () => {
    const m = await memberWithPoints('1234.56');
    const before = await mainBalance(t, m);
    const res = valueOf<{ points: string; amount: string; balance: string; replayed: boolean }>(
      await convert(m, '150.55'),
    );
    expect(res).toEqual({ points: '150.00', amount: '1.50', balance: '1084.56', replayed: false });
    expect(await mainBalance(t, m)).toBe(before + 150n);
    expect((await details(m, { kind: 'CONVERT' })).content[0]).toMatchObject({
      points: '-150.00',
      detail: '1.50',
    });
    const history = valueOf<{ content: { type: string; amount: string }[] }>(
      await call(t, m, 'transactionHistory', { query: { type: 'POINT_CONVERT' } }),
    );
    expect(history.content).toEqual([expect.objectContaining({ type: 'POINT_CONVERT', amount: '1.50' })]);
  });

  it('refuses a wrong payment password, too few points, too many, and a member short of deposits', async () => {
    const m = await memberWithPoints('300.00');
    expect((await convert(m, '200.00', undefined, '000000')).json()).toMatchObject({
      code: 'payment_password_incorrect',
    });
    expect((await convert(m, '99.99')).json()).toMatchObject({
      code: 'points_below_requirement',
      value: { min: '100.00' },
    });
    expect((await convert(m, '300.01')).json()).toMatchObject({ code: 'points_insufficient' });
    expect((await convert(m, 'lots')).json()).toMatchObject({ code: 'invalid_amount' });
    const poor = await createMember(h);
    await operator('points', 'adjust', poor.account, '500', 'test');
    await demoDeposit(t, poor, '40');
    expect((await convert(poor, '200.00')).json()).toMatchObject({
      code: 'points_deposit_required',
      value: { remaining: '60.00' },
    });
    expect((await balance(m)).balance).toBe('300.00');
    expect((await balance(poor)).balance).toBe('500.00');
  });
});

describe('redeeming rewards', () => {
  it('pays a cash reward at once, grants a bonus with its turnover, and keeps a gift for the operator', async () => {
    const m = await memberWithPoints('5000');
    const before = await mainBalance(t, m);
    const cash = valueOf<{ order: { status: string; amount: string }; balance: string }>(
      await redeem(m, { rewardId: (await reward('5.00 cash')).id }),
    );
    expect(cash.order).toMatchObject({
      status: 'passed',
      amount: '5.00',
      kind: 'CASH',
      rewardName: '5.00 cash',
    });
    expect(cash.balance).toBe('4500.00');
    expect(await mainBalance(t, m)).toBe(before + 500n);

    const bonus = valueOf<{ order: { status: string } }>(
      await redeem(m, { rewardId: (await reward('20.00 slot bonus')).id }),
    );
    expect(bonus.order.status).toBe('passed');
    const bonuses = valueOf<{ active: { amount: string; turnoverRequired: string } | null }>(
      await call(t, m, 'bonuses'),
    );
    expect(bonuses.active).toMatchObject({ amount: '20.00', turnoverRequired: '100.00' });

    const hoodie = await reward('Club hoodie');
    expect((await redeem(m, { rewardId: hoodie.id })).json()).toMatchObject({ code: 'delivery_required' });
    const gift = valueOf<{ order: { id: number; status: string; delivery: unknown } }>(
      await redeem(m, { rewardId: hoodie.id, delivery }),
    );
    expect(gift.order).toMatchObject({ status: 'applying', delivery });
    expect((await reward('Club hoodie')).stock).toBe(hoodie.stock! - 1);
    expect((await balance(m)).balance).toBe('300.00');

    // Rejected: the points and the item come back; an order decided already cannot be decided again.
    expect(
      (await operator('points', 'order', 'reject', String(gift.order.id), 'Out', 'of', 'size')).code,
    ).toBe(0);
    expect((await operator('points', 'order', 'pass', String(gift.order.id))).code).toBe(1);
    expect((await balance(m)).balance).toBe('3300.00');
    expect((await reward('Club hoodie')).stock).toBe(hoodie.stock);
    const orders = valueOf<{ content: { status: string; remark: string | null }[] }>(
      await call(t, m, 'getRedeemPointList', { query: { language: 'EN' } }),
    );
    expect(orders.content.map((o) => o.status)).toEqual(['rejected', 'passed', 'passed']);
    expect(orders.content[0]!.remark).toBe('Out of size');
    expect((await details(m, { kind: 'RETURN' })).content[0]).toMatchObject({
      points: '3000.00',
      detail: 'Club hoodie',
    });
  });

  it('refuses unknown, withdrawn and sold-out rewards, bad bodies, trial users and guests', async () => {
    const m = await memberWithPoints('100000');
    expect((await redeem(m, { rewardId: 999_999 })).json()).toMatchObject({
      code: 'point_reward_unavailable',
    });
    const watch = await reward('Smartwatch');
    expect(watch.stock).toBe(0);
    expect((await redeem(m, { rewardId: watch.id, delivery })).json()).toMatchObject({
      code: 'point_reward_unavailable',
    });
    expect((await redeem(m, { rewardId: 'one' })).statusCode).toBe(400);
    expect(
      (await redeem(m, { rewardId: watch.id, delivery: { ...delivery, address: 'x' } })).statusCode,
    ).toBe(400);
    const res = await call(t, m, 'redeemPointReward', {
      body: { rewardId: (await reward('5.00 cash')).id, paymentPassword },
      key: null,
    });
    expect(res.json()).toMatchObject({ code: 'idempotency_key_required' });
    const trial = await createMember(h, { type: 4 });
    expect((await call(t, trial, 'getPointBalance')).statusCode).toBe(403);
    expect((await call(t, null, 'getPointBalance')).statusCode).toBe(401);
    expect((await balance(m)).balance).toBe('100000.00');
  });
});

describe('points under races', () => {
  // At most five at once: the payment password guard counts attempts in flight (5 per member).
  it('redeems once for copies of one request, and never overspends with many requests', async () => {
    const m = await memberWithPoints('1000');
    const cash = (await reward('5.00 cash')).id;
    const copies = await Promise.all(
      Array.from({ length: 5 }, () => redeem(m, { rewardId: cash }, 'same-key-1')),
    );
    expect(copies.map((r) => (r.statusCode === 200 ? 200 : r.body))).toEqual(copies.map(() => 200));
    expect(copies.filter((r) => r.json<{ value: { replayed: boolean } }>().value.replayed)).toHaveLength(4);
    expect((await balance(m)).balance).toBe('500.00');

    // 500 points left: of three different redeems and two conversions of 300, only what fits passes.
    const results = await Promise.all([
      ...Array.from({ length: 3 }, () => redeem(m, { rewardId: cash })),
      ...Array.from({ length: 2 }, () => convert(m, '300.00')),
    ]);
    const passed = results.filter((r) => r.statusCode === 200).length;
    const refused = results.filter((r) => r.json<{ code?: string }>().code === 'points_insufficient').length;
    expect(passed + refused).toBe(5);
    const left = Number((await balance(m)).balance);
    expect(left).toBeGreaterThanOrEqual(0);
    const journalSum = valueOf<{ content: { points: string }[] }>(
      await call(t, m, 'memberTransactionDetails', { query: { pageSize: '100' } }),
    ).content.reduce((sum, l) => sum + Number(l.points), 0);
    expect(journalSum).toBe(left);
    expect(passed).toBeGreaterThan(0);
  });

  it('gives the last item to one of two members racing for it', async () => {
    const added = await operator('points', 'reward', 'add', 'PHYSICAL', '10', '-', '1', 'Last', 'mug');
    expect(added.code).toBe(0);
    const mug = await reward('Last mug');
    const [a, b] = [await memberWithPoints('100'), await memberWithPoints('100')];
    const results = await Promise.all([
      redeem(a, { rewardId: mug.id, delivery }),
      redeem(b, { rewardId: mug.id, delivery }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await reward('Last mug')).stock).toBe(0);
    const points = [(await balance(a)).balance, (await balance(b)).balance].sort();
    expect(points).toEqual(['100.00', '90.00'].sort());
  });
});

describe('points verify', () => {
  it('finds the journal and the balances agree, and finds a tampered balance', async () => {
    expect((await verifyPoints(h.db)).problems).toEqual([]);
    expect((await verifyLedger(h.db)).problems).toEqual([]);
    const m = await memberWithPoints('10');
    await h.db.updateTable('point_accounts').set({ balance: 999 }).where('member_id', '=', m.id).execute();
    const report = await operator('points', 'verify');
    expect(report.code).toBe(1);
    expect(report.text).toContain('points_balance');
    await h.db.updateTable('point_accounts').set({ balance: 1000 }).where('member_id', '=', m.id).execute();
    expect((await operator('points', 'verify')).text).toContain('no difference');
  });
});
