import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@gp/contract/routes';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { createManualClock } from '../../lib/clock.js';
import { hashPassword } from '../../lib/password-hash.js';
import { bearer, callEncrypted, solvedChallenge } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { freshIp, freshNumber, setFlag, smsCode } from '../../test/verification-helpers.js';

const clock = createManualClock();
let t: TestApp;
let db: DatabaseHandle;

beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: '127.0.0.1', CHALLENGE_MAX_NUMBER: '100' }, { clock });
  db = openDatabase(t.config.database);
});
afterAll(async () => {
  await db.close();
  await t.close();
});

type Phone = ReturnType<typeof freshNumber>;

/** A member with a mobile number and a password, created directly in the database. */
const memberWithPhone = async (account: string): Promise<Phone> => {
  const phone = freshNumber();
  await db.db
    .insertInto('members')
    .values({
      merchant_code: 'DEMO',
      account,
      nickname: account,
      type: 0,
      password_hash: await hashPassword('Pass1234'),
      created_at: clock().toISOString(),
      password_changed_at: clock().toISOString(),
      mobile: phone.e164,
    })
    .execute();
  return phone;
};

const smsLogin = async (phone: Phone, code: string, extra: Record<string, unknown> = {}) =>
  callEncrypted(
    t.app,
    'login',
    {
      type: 'sms',
      username: phone.national,
      countryDialingCode: phone.dialingCode,
      password: code,
      challenge: await solvedChallenge(t.app),
      ...extra,
    },
    { 'x-forwarded-for': freshIp() },
  );

const codeFor = async (phone: Phone, id: 'smsLoginCode' | 'smsNoLogin' = 'smsLoginCode') => {
  clock.advance(1000);
  return smsCode(t.app, id, phone);
};

describe('SMS login', () => {
  it('logs in with the code and without a forced password change', async () => {
    const phone = await memberWithPhone('sms_user1');
    const res = await smsLogin(phone, await codeFor(phone));
    expect(res.statusCode).toBe(200);
    const value = res.json<{
      value: { token: string; mustChangePassword: boolean; member: { account: string } };
    }>().value;
    expect(value).toMatchObject({ mustChangePassword: false, member: { account: 'sms_user1' } });
    const me = await t.app.inject({ url: routes.memberInfo.path, headers: bearer(value.token) });
    expect(me.json()).toMatchObject({ value: { account: 'sms_user1' } });
  });

  it('requires a solved, unused proof-of-work challenge before the code is tried', async () => {
    const phone = await memberWithPhone('sms_user_pow');
    const code = await codeFor(phone);
    const missing = await smsLogin(phone, code, { challenge: undefined });
    expect(missing.json()).toMatchObject({ code: 'complete_verification_first' });
    const challenge = await solvedChallenge(t.app);
    const forged = await smsLogin(phone, code, { challenge: { ...challenge, number: challenge.number + 1 } });
    expect(forged.json()).toMatchObject({ code: 'captcha_check_failed' });
    // Neither refused attempt counted as a guess of the code.
    const row = await db.db
      .selectFrom('sms_codes')
      .select('attempts')
      .where('phone', '=', phone.e164)
      .where('consumed_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBe(0);
    expect((await smsLogin(phone, code, { challenge })).statusCode).toBe(200);
    const replay = await smsLogin(phone, code, { challenge });
    expect(replay.json()).toMatchObject({ code: 'captcha_check_failed' });
  });

  it('accepts a code only once', async () => {
    const phone = await memberWithPhone('sms_user2');
    const code = await codeFor(phone);
    expect((await smsLogin(phone, code)).statusCode).toBe(200);
    const again = await smsLogin(phone, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invalid_verification_code' });
  });

  it('kills a code after 5 wrong guesses', async () => {
    const phone = await memberWithPhone('sms_user3');
    const code = await codeFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await smsLogin(phone, wrong)).json()).toMatchObject({ code: 'invalid_verification_code' });
    }
    expect((await smsLogin(phone, code)).json()).toMatchObject({ code: 'verification_code_expired' });
  });

  it('expires codes after SMS_CODE_EXPIRY_MINUTES and replaces older codes with newer ones', async () => {
    const phone = await memberWithPhone('sms_user4');
    const old = await codeFor(phone);
    clock.advance(60_000);
    expect((await smsLogin(phone, old)).json()).toMatchObject({ code: 'verification_code_expired' });
    const first = await codeFor(phone);
    const second = await codeFor(phone);
    if (first !== second) {
      expect((await smsLogin(phone, first)).json()).toMatchObject({ code: 'invalid_verification_code' });
    }
    expect((await smsLogin(phone, second)).statusCode).toBe(200);
  });

  it('binds the code to the number and the purpose', async () => {
    const a = await memberWithPhone('sms_user5');
    const b = await memberWithPhone('sms_user6');
    const codeA = await codeFor(a);
    expect((await smsLogin(b, codeA)).json()).toMatchObject({ code: 'invalid_verification_code' });
    const noLogin = await codeFor(b, 'smsNoLogin');
    expect((await smsLogin(b, noLogin)).json()).toMatchObject({ code: 'invalid_verification_code' });
    expect((await smsLogin(a, codeA)).statusCode).toBe(200);
  });

  it('reports passwordExpired but never forces a change', async () => {
    const phone = await memberWithPhone('sms_user7');
    clock.advance(91 * 86_400_000);
    const res = await smsLogin(phone, await codeFor(phone));
    expect(res.json()).toMatchObject({ value: { passwordExpired: true, mustChangePassword: false } });
  });

  it('refuses bad numbers, missing codes, agents-only portal and a disabled SMSLOGIN3', async () => {
    const phone = await memberWithPhone('sms_user8');
    const bad = await smsLogin({ ...phone, national: '12ab' }, '123456');
    expect(bad.json()).toMatchObject({ code: 'invalid_phone_format' });
    const missing = await smsLogin(phone, '');
    expect(missing.json()).toMatchObject({ code: 'bad_request' });
    const agent = await smsLogin(phone, await codeFor(phone), { portal: 'agent' });
    expect(agent.json()).toMatchObject({ code: 'error_not_agent' });
    await setFlag(db.db, 'SMSLOGIN3', false);
    try {
      const off = await smsLogin(phone, '123456');
      expect(off.json()).toMatchObject({ code: 'function_not_enabled' });
    } finally {
      await setFlag(db.db, 'SMSLOGIN3', true);
    }
  });
});
