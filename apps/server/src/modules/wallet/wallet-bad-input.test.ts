import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteId } from '@gp/contract/routes';
import type { DatabaseHandle } from '../../db/database.js';
import { bearer, demo, loginValue } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  bindBank,
  call,
  createMember,
  demoDeposit,
  mainBalance,
  memberFunds,
  newKey,
  openTestDb,
  paymentPassword,
  type TestMember,
} from '../../test/wallet-helpers.js';

/** Bad input: each case answers a clear code and leaves every balance as it was. */
let t: TestApp;
let h: DatabaseHandle;
let alice: TestMember;
let bob: TestMember;
let aliceBank: number;
let bobBank: number;

beforeAll(async () => {
  t = await buildTestApp({ CHALLENGE_MAX_NUMBER: '100' });
  h = openTestDb(t);
  alice = await createMember(h);
  bob = await createMember(h);
  await demoDeposit(t, alice, '5000');
  await demoDeposit(t, bob, '5000');
  aliceBank = await bindBank(t, alice);
  bobBank = await bindBank(t, bob);
});
afterAll(async () => {
  await h.close();
  await t.close();
});

const expectRefused = async (
  res: Promise<{ statusCode: number; json: <T>() => T }>,
  status: number,
  code: string,
) => {
  const before = await memberFunds(h);
  const [aBefore, bBefore] = [await mainBalance(t, alice), await mainBalance(t, bob)];
  const r = await res;
  expect({ status: r.statusCode, code: r.json<{ code?: string }>().code }).toEqual({ status, code });
  expect(await memberFunds(h)).toEqual(before);
  expect([await mainBalance(t, alice), await mainBalance(t, bob)]).toEqual([aBefore, bBefore]);
};

describe('amounts', () => {
  const cases: [unknown, string][] = [
    ['-5', 'amount_not_positive'],
    [-5, 'amount_not_positive'],
    ['0', 'amount_not_positive'],
    [0, 'amount_not_positive'],
    ['1.001', 'amount_too_precise'],
    [10.005, 'amount_too_precise'],
    ['99999999999999999999', 'amount_too_large'],
    [1e300, 'amount_too_large'],
    ['12abc', 'invalid_amount'],
    ['', 'invalid_amount'],
    ['1,000', 'invalid_amount'],
  ];
  it.each(cases)('amount %j answers %s on every money route', async (amount, code) => {
    const routes: [RouteId, TestMember, object][] = [
      ['depositCreate', alice, { channel: 'DEMO', amount }],
      ['walletTransfer', alice, { from: 'MAIN', to: 'PG', amount }],
      ['transferUpline', alice, { amount, paymentPassword }],
      ['withdraw', alice, { bankAccountId: aliceBank, amount, paymentPassword }],
    ];
    for (const [id, who, body] of routes) await expectRefused(call(t, who, id, { body }), 400, code);
  });

  it('enforces channel and withdrawal limits and the balance', async () => {
    await expectRefused(
      call(t, alice, 'depositCreate', { body: { channel: 'DEMO', amount: '0.99' } }),
      400,
      'amount_below_minimum',
    );
    await expectRefused(
      call(t, alice, 'depositCreate', { body: { channel: 'BANK', amount: '10000' } }),
      400,
      'deposit_reference_required',
    );
    await expectRefused(
      call(t, alice, 'depositCreate', { body: { channel: 'NOPE', amount: '10' } }),
      400,
      'invalid_deposit_channel',
    );
    const tooSmall = call(t, alice, 'withdraw', {
      body: { bankAccountId: aliceBank, amount: '99.99', paymentPassword },
    });
    await expectRefused(tooSmall, 400, 'amount_below_minimum');
    const tooBig = call(t, alice, 'withdraw', {
      body: { bankAccountId: aliceBank, amount: '5000000.01', paymentPassword },
    });
    await expectRefused(tooBig, 400, 'amount_above_maximum');
    const overdraw = call(t, alice, 'withdraw', {
      body: { bankAccountId: aliceBank, amount: '5000.01', paymentPassword },
    });
    await expectRefused(overdraw, 400, 'insufficient_balance');
    await expectRefused(
      call(t, alice, 'walletTransfer', { body: { from: 'PG', to: 'MAIN', amount: '1' } }),
      400,
      'insufficient_balance',
    );
    await expectRefused(
      call(t, alice, 'walletTransfer', { body: { from: 'PG', to: 'JDB', amount: '1' } }),
      400,
      'invalid_wallet',
    );
    await expectRefused(
      call(t, alice, 'walletTransfer', { body: { from: 'MAIN', to: 'XX', amount: '1' } }),
      400,
      'invalid_wallet',
    );
  });
});

describe('ownership, passwords, keys and roles', () => {
  it("refuses another member's bank account and a wrong payment password", async () => {
    await expectRefused(
      call(t, alice, 'withdraw', { body: { bankAccountId: bobBank, amount: '100', paymentPassword } }),
      400,
      'bank_account_not_found',
    );
    await expectRefused(
      call(t, alice, 'withdraw', {
        body: { bankAccountId: aliceBank, amount: '100', paymentPassword: 'wrong1' },
      }),
      400,
      'payment_password_incorrect',
    );
    // Records are the caller's own: bob sees none of alice's orders.
    const records = await call(t, bob, 'depositRecords');
    expect(records.json<{ value: { content: { amount: string }[] } }>().value.content).toHaveLength(1);
  });

  it('refuses an agent transfer to a member who is not its downline, and a member without an upline', async () => {
    const agent = await createMember(h, { type: 1 });
    await demoDeposit(t, agent, '100');
    await expectRefused(
      call(t, agent, 'transferDownline', { body: { account: alice.account, amount: '1', paymentPassword } }),
      400,
      'not_your_downline',
    );
    await expectRefused(
      call(t, alice, 'transferUpline', { body: { amount: '1', paymentPassword } }),
      400,
      'no_upline',
    );
  });

  it('needs an Idempotency-Key on every money route and refuses a reused one', async () => {
    for (const id of ['depositCreate', 'walletTransfer', 'transferUpline', 'withdraw'] as const) {
      await expectRefused(
        call(t, alice, id, {
          body: {
            channel: 'DEMO',
            amount: '1',
            from: 'MAIN',
            to: 'PG',
            bankAccountId: aliceBank,
            paymentPassword,
          },
          key: null,
        }),
        400,
        'idempotency_key_required',
      );
    }
    await expectRefused(
      call(t, alice, 'depositCreate', { body: { channel: 'DEMO', amount: '1' }, key: 'short' }),
      400,
      'idempotency_key_required',
    );
    const key = newKey();
    await call(t, alice, 'depositCreate', { body: { channel: 'DEMO', amount: '1' }, key });
    await expectRefused(
      call(t, alice, 'depositCreate', { body: { channel: 'DEMO', amount: '2' }, key }),
      409,
      'idempotency_key_reused',
    );
    await expectRefused(
      call(t, alice, 'walletTransfer', { body: { from: 'MAIN', to: 'PG', amount: '1' }, key }),
      409,
      'idempotency_key_reused',
    );
  });

  it('answers each role as the policy says', async () => {
    const trial = await loginValue(t.app, demo.trial);
    const member = await loginValue(t.app, demo.member);
    const asToken = (token: string) => ({ id: 0, account: '', token });
    await expectRefused(
      call(t, asToken(trial.token), 'depositCreate', { body: { channel: 'DEMO', amount: '1' } }),
      403,
      'in_need_true_account',
    );
    await expectRefused(call(t, asToken(trial.token), 'transactionHistory'), 403, 'in_need_true_account');
    await expectRefused(
      call(t, null, 'walletTransfer', { body: { from: 'MAIN', to: 'PG', amount: '1' } }),
      401,
      'not_logged_in',
    );
    await expectRefused(call(t, null, 'walletBalance'), 401, 'not_logged_in');
    await expectRefused(
      call(t, asToken(member.token), 'transferDownline', {
        body: { account: alice.account, amount: '1', paymentPassword },
      }),
      403,
      'error_not_agent',
    );
    const trialBalance = await t.app.inject({ url: '/wps/v2/wallets/balance', headers: bearer(trial.token) });
    expect(trialBalance.json()).toMatchObject({ success: true, value: { balance: '0.00' } });
  });
});
