import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { bearer, demo, loginValue } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  bindBank,
  call,
  createMember,
  demoDeposit,
  mainBalance,
  newKey,
  openTestDb,
  paymentPassword,
  type TestMember,
} from '../../test/wallet-helpers.js';
import { verifyLedger } from './ledger-verify.js';

/**
 * Transfer to the upline (issue 14): the client learns whom it pays (or that there is no upline), and
 * the move needs the payment password, guess-limited together with withdrawals.
 */
let t: TestApp;
let h: DatabaseHandle;
let agent: TestMember;
let member: TestMember;
let loner: TestMember;

beforeAll(async () => {
  t = await buildTestApp({ CHALLENGE_MAX_NUMBER: '100' });
  h = openTestDb(t);
  agent = await createMember(h, { type: 1, nickname: 'Agent Smith' });
  member = await createMember(h, { uplineId: agent.id });
  loner = await createMember(h);
  await demoDeposit(t, member, '1000');
  await demoDeposit(t, loner, '1000');
});
afterAll(async () => {
  await h.close();
  await t.close();
});

const answer = (res: { statusCode: number; json: <T>() => T }) => ({
  status: res.statusCode,
  code: res.json<{ code?: string }>().code ?? 'ok',
});
const up = (m: TestMember, body: object, key = newKey()) => call(t, m, 'transferUpline', { body, key });

describe('upline info', () => {
  it('names the upline, or says there is none', async () => {
    expect((await call(t, member, 'transferUplineInfo')).json()).toEqual({
      success: true,
      value: { upline: { nickname: 'Agent Smith' } },
    });
    expect((await call(t, loner, 'transferUplineInfo')).json()).toEqual({
      success: true,
      value: { upline: null },
    });
  });

  it('is for members and agents only', async () => {
    const trial = await loginValue(t.app, demo.trial);
    const asTrial = await t.app.inject({ url: '/wps/transfer/upline', headers: bearer(trial.token) });
    expect(answer(asTrial)).toEqual({ status: 403, code: 'in_need_true_account' });
    expect(answer(await t.app.inject({ url: '/wps/transfer/upline' }))).toEqual({
      status: 401,
      code: 'not_logged_in',
    });
  });
});

describe('transfer to the upline with the payment password', () => {
  it('moves the amount with the right password and nothing without it or with a wrong one', async () => {
    expect(answer(await up(member, { amount: '10' }))).toEqual({ status: 400, code: 'bad_request' });
    expect(answer(await up(member, { amount: '10', paymentPassword: '000000' }))).toEqual({
      status: 400,
      code: 'payment_password_incorrect',
    });
    const plaintext = await t.app.inject({
      method: 'POST',
      url: '/wps/transfer/upline',
      headers: { ...bearer(member.token), 'idempotency-key': newKey() },
      payload: { amount: '10', paymentPassword },
    });
    expect(answer(plaintext)).toEqual({ status: 400, code: 'encryption_required' });
    expect(await mainBalance(t, member)).toBe(100_000n);
    expect(await mainBalance(t, agent)).toBe(0n);

    const key = newKey();
    expect(answer(await up(member, { amount: '10', paymentPassword }, key))).toEqual({
      status: 200,
      code: 'ok',
    });
    // The same key replays the first answer; a wrong password never gets that far.
    const replay = await up(member, { amount: '10', paymentPassword }, key);
    expect(replay.json<{ value: { replayed: boolean } }>().value.replayed).toBe(true);
    expect(await mainBalance(t, member)).toBe(99_000n);
    expect(await mainBalance(t, agent)).toBe(1_000n);
    expect((await verifyLedger(h.db)).problems).toEqual([]);
  });

  it('says no_upline before asking for the password, and checks the password before the balance', async () => {
    expect(answer(await up(loner, { amount: '10', paymentPassword: '000000' }))).toEqual({
      status: 400,
      code: 'no_upline',
    });
    expect(answer(await up(member, { amount: '999999', paymentPassword: '000000' }))).toEqual({
      status: 400,
      code: 'payment_password_incorrect',
    });
    expect(answer(await up(member, { amount: '999999', paymentPassword }))).toEqual({
      status: 400,
      code: 'insufficient_balance',
    });
  });

  it('shares the guess limit with withdrawals: 5 wrong, then both are locked', async () => {
    const m = await createMember(h, { uplineId: agent.id });
    await demoDeposit(t, m, '1000');
    const bank = await bindBank(t, m);
    for (let i = 0; i < 4; i += 1) {
      expect(answer(await up(m, { amount: '1', paymentPassword: '000000' })).code).toBe(
        'payment_password_incorrect',
      );
    }
    const wrongWithdraw = await call(t, m, 'withdraw', {
      body: { bankAccountId: bank, amount: '100', paymentPassword: '000000' },
    });
    expect(answer(wrongWithdraw).code).toBe('payment_password_incorrect');
    expect(answer(await up(m, { amount: '1', paymentPassword }))).toEqual({
      status: 429,
      code: 'payment_password_locked',
    });
    expect(await mainBalance(t, m)).toBe(100_000n);
  });
});
