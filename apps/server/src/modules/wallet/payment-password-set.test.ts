import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { verifyPassword } from '../../lib/password-hash.js';
import { bearer, callEncrypted, demo, login, loginValue } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  bindBank,
  call,
  createMember,
  demoDeposit,
  mainBalance,
  newKey,
  openTestDb,
  type TestMember,
} from '../../test/wallet-helpers.js';

/**
 * Setting and changing the payment password (issue 14): set once with the login password (guess-limited
 * by the login throttle), changed with the old payment password (guess-limited by the payment-password
 * guard), the new one by the merchant's rule (demo: 6 digits) twice; parallel calls: one wins.
 */
let t: TestApp;
let h: DatabaseHandle;
const loginPassword = 'Login1234';
let ipCounter = 0;
const freshIp = () => `198.20.${Math.floor(++ipCounter / 256)}.${ipCounter % 256}`;

beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: '127.0.0.1', CHALLENGE_MAX_NUMBER: '100' });
  h = openTestDb(t);
});
afterAll(async () => {
  await h.close();
  await t.close();
});

/** A member as a new registration leaves it: a login password, no payment password. */
const newMember = (opts: { type?: number } = {}) =>
  createMember(h, { ...opts, loginPassword, withPaymentPassword: false });

const setPw = (m: TestMember, body: object, ip = freshIp()) =>
  callEncrypted(t.app, 'paymentPasswordSet', body, { ...bearer(m.token), 'x-forwarded-for': ip });
const changePw = (m: TestMember, body: object, ip = freshIp()) =>
  callEncrypted(t.app, 'paymentPasswordChange', body, { ...bearer(m.token), 'x-forwarded-for': ip });
const setBody = (paymentPassword: string, login = loginPassword) => ({
  loginPassword: login,
  paymentPassword,
  confirmPaymentPassword: paymentPassword,
});
const changeBody = (oldPaymentPassword: string, paymentPassword: string) => ({
  oldPaymentPassword,
  paymentPassword,
  confirmPaymentPassword: paymentPassword,
});

const answer = (res: { statusCode: number; json: <T>() => T }) => ({
  status: res.statusCode,
  code: res.json<{ code?: string }>().code ?? 'ok',
});
const storedHash = async (m: TestMember) =>
  (
    await h.db
      .selectFrom('members')
      .select('payment_password_hash')
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow()
  ).payment_password_hash;
const hasPaymentPassword = async (m: TestMember) =>
  (await call(t, m, 'withdrawInfo')).json<{ value: { hasPaymentPassword: boolean } }>().value
    .hasPaymentPassword;

const withdraw = async (m: TestMember, bankAccountId: number, paymentPassword: string) =>
  answer(
    await call(t, m, 'withdraw', { body: { bankAccountId, amount: '100', paymentPassword }, key: newKey() }),
  );

describe('set the payment password', () => {
  it('a new member sets it with the login password and can withdraw at once', async () => {
    const m = await newMember();
    await demoDeposit(t, m, '1000');
    const bank = await bindBank(t, m);
    expect(await withdraw(m, bank, '246810')).toEqual({ status: 400, code: 'payment_password_not_set' });
    expect(await hasPaymentPassword(m)).toBe(false);

    expect(answer(await setPw(m, setBody('246810')))).toEqual({ status: 200, code: 'ok' });
    expect(await hasPaymentPassword(m)).toBe(true);
    expect(await withdraw(m, bank, '246810')).toEqual({ status: 200, code: 'ok' });
    expect(await mainBalance(t, m)).toBe(90_000n);
  });

  it('refuses a wrong login password, a new one off the rule and a confirmation that differs; stores nothing', async () => {
    const m = await newMember();
    expect(answer(await setPw(m, setBody('246810', 'Wrong1234')))).toEqual({
      status: 400,
      code: 'login_password_incorrect',
    });
    for (const bad of ['12345', '1234567', 'abcdef', '12 456', '１２３４５６']) {
      const res = await setPw(m, setBody(bad));
      expect(answer(res)).toEqual({ status: 400, code: 'invalid_payment_password_format' });
      expect(res.json<{ value: unknown }>().value).toEqual({ messageKey: 'pattern_digits', min: 6, max: 6 });
    }
    const differs = await setPw(m, { ...setBody('246810'), confirmPaymentPassword: '246811' });
    expect(answer(differs)).toEqual({ status: 400, code: 'inconsistent_twice' });
    const missing = await setPw(m, { loginPassword, paymentPassword: '246810' });
    expect(answer(missing)).toEqual({ status: 400, code: 'bad_request' });
    const plaintext = await t.app.inject({
      method: 'POST',
      url: '/wps/member/paymentPassword',
      headers: bearer(m.token),
      payload: setBody('246810'),
    });
    expect(answer(plaintext)).toEqual({ status: 400, code: 'encryption_required' });
    expect(await storedHash(m)).toBeNull();
  });

  it('refuses a second set, even with the right login password, and keeps the first', async () => {
    const m = await newMember();
    expect(answer(await setPw(m, setBody('111111')))).toEqual({ status: 200, code: 'ok' });
    const again = await setPw(m, setBody('222222'));
    expect(answer(again)).toEqual({ status: 409, code: 'payment_password_already_set' });
    expect(await verifyPassword((await storedHash(m))!, '111111')).toBe(true);
  });

  it('limits wrong login passwords with the login form: 10, then both are locked', async () => {
    const m = await newMember();
    const ip = freshIp();
    // Format mistakes are refused before the login password is checked: they cost no attempt.
    for (let i = 0; i < 12; i += 1) await setPw(m, setBody('12'), ip);
    for (let i = 0; i < 10; i += 1) {
      expect(answer(await setPw(m, setBody('246810', `Wrong${i}abc`), freshIp()))).toEqual({
        status: 400,
        code: 'login_password_incorrect',
      });
    }
    const locked = await setPw(m, setBody('246810'), freshIp());
    expect(answer(locked)).toEqual({ status: 429, code: 'too_many_requests' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The same account key as the login form: logging in is locked too.
    const viaLogin = await login(t.app, { username: m.account, password: loginPassword, ip: freshIp() });
    expect(answer(viaLogin)).toEqual({ status: 429, code: 'too_many_requests' });
    expect(await storedHash(m)).toBeNull();
  });

  it('of 4 parallel sets exactly one wins; the others hear it is already set', async () => {
    const m = await newMember();
    const choices = ['100001', '200002', '300003', '400004'];
    const answers = await Promise.all(choices.map((pw) => setPw(m, setBody(pw))));
    const winners = choices.filter((_, i) => answers[i]!.statusCode === 200);
    expect(winners).toHaveLength(1);
    for (const res of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer(res)).toEqual({ status: 409, code: 'payment_password_already_set' });
    }
    expect(await verifyPassword((await storedHash(m))!, winners[0]!)).toBe(true);
  });

  it('answers each role as the policy says: agents may, trial users and guests may not', async () => {
    const agent = await newMember({ type: 1 });
    expect(answer(await setPw(agent, setBody('135790')))).toEqual({ status: 200, code: 'ok' });
    const trial = await loginValue(t.app, demo.trial);
    const asTrial = { id: 0, account: '', token: trial.token };
    expect(answer(await setPw(asTrial, setBody('135790')))).toEqual({
      status: 403,
      code: 'in_need_true_account',
    });
    expect(answer(await changePw(asTrial, changeBody('135790', '246802')))).toEqual({
      status: 403,
      code: 'in_need_true_account',
    });
    const guest = await callEncrypted(t.app, 'paymentPasswordSet', setBody('135790'));
    expect(answer(guest)).toEqual({ status: 401, code: 'not_logged_in' });
  });
});

describe('change the payment password', () => {
  const withPassword = async (pw: string) => {
    const m = await newMember();
    expect(answer(await setPw(m, setBody(pw)))).toEqual({ status: 200, code: 'ok' });
    await demoDeposit(t, m, '1000');
    return { m, bank: await bindBank(t, m) };
  };

  it('changes it with the old one; the old one is refused afterwards', async () => {
    const { m, bank } = await withPassword('121212');
    expect(answer(await changePw(m, changeBody('121212', '343434')))).toEqual({ status: 200, code: 'ok' });
    expect(await withdraw(m, bank, '121212')).toEqual({ status: 400, code: 'payment_password_incorrect' });
    expect(await withdraw(m, bank, '343434')).toEqual({ status: 200, code: 'ok' });
  });

  it('refuses a wrong old one, a new one off the rule or twice different, and a member without one', async () => {
    const { m } = await withPassword('565656');
    expect(answer(await changePw(m, changeBody('000000', '787878')))).toEqual({
      status: 400,
      code: 'payment_password_incorrect',
    });
    expect(answer(await changePw(m, changeBody('565656', '78787')))).toEqual({
      status: 400,
      code: 'invalid_payment_password_format',
    });
    const differs = await changePw(m, {
      ...changeBody('565656', '787878'),
      confirmPaymentPassword: '787877',
    });
    expect(answer(differs)).toEqual({ status: 400, code: 'inconsistent_twice' });
    expect(await verifyPassword((await storedHash(m))!, '565656')).toBe(true);
    const none = await newMember();
    expect(answer(await changePw(none, changeBody('565656', '787878')))).toEqual({
      status: 400,
      code: 'payment_password_not_set',
    });
  });

  it('counts wrong old ones against the withdrawal guess limit: 5, then both are locked', async () => {
    const { m, bank } = await withPassword('909090');
    for (let i = 0; i < 3; i += 1) {
      expect(answer(await changePw(m, changeBody('000000', '808080')))).toEqual({
        status: 400,
        code: 'payment_password_incorrect',
      });
    }
    for (let i = 0; i < 2; i += 1) {
      expect(await withdraw(m, bank, '000000')).toEqual({ status: 400, code: 'payment_password_incorrect' });
    }
    expect(answer(await changePw(m, changeBody('909090', '808080')))).toEqual({
      status: 429,
      code: 'payment_password_locked',
    });
    expect(await withdraw(m, bank, '909090')).toEqual({ status: 429, code: 'payment_password_locked' });
    expect(await verifyPassword((await storedHash(m))!, '909090')).toBe(true);
  });

  it('of 4 parallel changes from the same old one exactly one wins', async () => {
    const { m } = await withPassword('474747');
    const choices = ['515151', '525252', '535353', '545454'];
    const answers = await Promise.all(choices.map((pw) => changePw(m, changeBody('474747', pw))));
    const winners = choices.filter((_, i) => answers[i]!.statusCode === 200);
    expect(winners).toHaveLength(1);
    for (const res of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer(res)).toEqual({ status: 400, code: 'payment_password_incorrect' });
    }
    expect(await verifyPassword((await storedHash(m))!, winners[0]!)).toBe(true);
  });
});
