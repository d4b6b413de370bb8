import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { createManualClock } from '../../lib/clock.js';
import { createMemoryRateLimitStore, type RateLimitStore } from '../../lib/rate-limit.js';
import { createRedisRateLimitStore } from '../../lib/rate-limit-redis.js';
import { bearer, callEncrypted } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  bindBank,
  createMember,
  demoDeposit,
  mainBalance,
  newKey,
  openTestDb,
  paymentPassword,
  type TestMember,
} from '../../test/wallet-helpers.js';

/**
 * The payment password (docs/decisions.md "Guess limits"): checked before anything a guesser could
 * read (balance, limits, bank account), counted before it is checked, 5 failures per member or 20 per
 * IP lock it for 15 minutes with 429 payment_password_locked, even for the right password.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const wrongPassword = '000000';
let ipCounter = 0;
const freshIp = () => `198.19.${Math.floor(++ipCounter / 256)}.${ipCounter % 256}`;

const setup = (store: RateLimitStore) => {
  const ctx = {} as { t: TestApp; h: DatabaseHandle };
  beforeAll(async () => {
    ctx.t = await buildTestApp(
      { TRUST_PROXY: '127.0.0.1', CHALLENGE_MAX_NUMBER: '100' },
      { rateLimitStore: store },
    );
    ctx.h = openTestDb(ctx.t);
  });
  afterAll(async () => {
    await ctx.h.close();
    await ctx.t.close();
    await store.close();
  });
  return ctx;
};

const withdraw = (
  t: TestApp,
  m: TestMember,
  body: { bankAccountId: number; amount: string; paymentPassword: string },
  ip = freshIp(),
) =>
  callEncrypted(t.app, 'withdraw', body, {
    ...bearer(m.token),
    'idempotency-key': newKey(),
    'x-forwarded-for': ip,
  });

const codeOf = (res: { json: <T>() => T }) => res.json<{ code?: string }>().code ?? 'ok';

/** A member with `deposit` in the main wallet and one bank account. */
const funded = async (ctx: { t: TestApp; h: DatabaseHandle }, deposit = '1000') => {
  const m = await createMember(ctx.h);
  await demoDeposit(ctx.t, m, deposit);
  return { m, bank: await bindBank(ctx.t, m) };
};

describe('payment password check order and lock', () => {
  const clock = createManualClock();
  const ctx = setup(createMemoryRateLimitStore(clock));

  it('answers a wrong password the same whatever the balance, limits or bank account', async () => {
    const { m, bank } = await funded(ctx);
    const other = await funded(ctx);
    const cases: [{ bankAccountId: number; amount: string }, string][] = [
      [{ bankAccountId: bank, amount: '4000' }, 'insufficient_balance'],
      [{ bankAccountId: bank, amount: '5000000.01' }, 'amount_above_maximum'],
      [{ bankAccountId: bank, amount: '99.99' }, 'amount_below_minimum'],
      [{ bankAccountId: other.bank, amount: '100' }, 'bank_account_not_found'],
    ];
    for (const [body, rightAnswer] of cases) {
      const wrong = await withdraw(ctx.t, m, { ...body, paymentPassword: wrongPassword });
      expect({ status: wrong.statusCode, code: codeOf(wrong) }).toEqual({
        status: 400,
        code: 'payment_password_incorrect',
      });
      const right = await withdraw(ctx.t, m, { ...body, paymentPassword });
      expect(codeOf(right)).toBe(rightAnswer);
    }
    expect(await mainBalance(ctx.t, m)).toBe(100_000n);
  });

  it('locks after 5 wrong passwords for 15 minutes, even for the right one', async () => {
    const { m, bank } = await funded(ctx);
    const body = { bankAccountId: bank, amount: '100' };
    for (let i = 0; i < 5; i += 1) {
      expect(codeOf(await withdraw(ctx.t, m, { ...body, paymentPassword: wrongPassword }))).toBe(
        'payment_password_incorrect',
      );
    }
    const locked = await withdraw(ctx.t, m, { ...body, paymentPassword });
    expect({ status: locked.statusCode, code: codeOf(locked) }).toEqual({
      status: 429,
      code: 'payment_password_locked',
    });
    expect(locked.headers['retry-after']).toBe('900');
    clock.advance(14 * 60_000);
    const still = await withdraw(ctx.t, m, { ...body, paymentPassword });
    expect(codeOf(still)).toBe('payment_password_locked');
    expect(still.headers['retry-after']).toBe('60');
    expect(await mainBalance(ctx.t, m)).toBe(100_000n);
    clock.advance(60_000);
    expect((await withdraw(ctx.t, m, { ...body, paymentPassword })).statusCode).toBe(200);
  });

  it('a right password resets the member count', async () => {
    const { m, bank } = await funded(ctx);
    const body = { bankAccountId: bank, amount: '100' };
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 4; i += 1) await withdraw(ctx.t, m, { ...body, paymentPassword: wrongPassword });
      expect((await withdraw(ctx.t, m, { ...body, paymentPassword })).statusCode).toBe(200);
    }
  });

  it('locks an IP after 20 wrong passwords across members', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) {
      const { m, bank } = await funded(ctx, '200');
      const res = await withdraw(ctx.t, m, { bankAccountId: bank, amount: '100', paymentPassword: 'x' }, ip);
      expect(codeOf(res)).toBe('payment_password_incorrect');
    }
    const { m, bank } = await funded(ctx);
    const body = { bankAccountId: bank, amount: '100', paymentPassword };
    expect(codeOf(await withdraw(ctx.t, m, body, ip))).toBe('payment_password_locked');
    expect((await withdraw(ctx.t, m, body, freshIp())).statusCode).toBe(200);
  });
});

const stores: [string, () => RateLimitStore][] = [
  ['in-process store', () => createMemoryRateLimitStore(createManualClock())],
  ['Redis store', () => createRedisRateLimitStore(redisUrl, `gp:test:${randomBytes(6).toString('hex')}:rl:`)],
];

describe.each(stores)('payment password under a burst (%s)', (_name, open) => {
  const store = open();
  const ctx = setup(store);

  it('counts 200 parallel wrong passwords and checks only 5', async () => {
    const { m, bank } = await funded(ctx);
    const ip = freshIp();
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        withdraw(ctx.t, m, { bankAccountId: bank, amount: '100', paymentPassword: wrongPassword }, ip),
      ),
    );
    const counts: Record<string, number> = {};
    for (const r of responses) counts[codeOf(r)] = (counts[codeOf(r)] ?? 0) + 1;
    expect(counts).toEqual({ payment_password_incorrect: 5, payment_password_locked: 195 });
    expect((await store.get(`paypw:member:DEMO:${m.id}`))?.count).toBe(200);
    const right = await withdraw(ctx.t, m, { bankAccountId: bank, amount: '100', paymentPassword });
    expect(codeOf(right)).toBe('payment_password_locked');
    expect(await mainBalance(ctx.t, m)).toBe(100_000n);
  });
});
