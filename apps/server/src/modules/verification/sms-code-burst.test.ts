import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { createManualClock } from '../../lib/clock.js';
import { hashPassword } from '../../lib/password-hash.js';
import { createMemoryRateLimitStore } from '../../lib/rate-limit.js';
import { callEncrypted, solvedChallenge } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { freshIp, freshNumber, smsCode } from '../../test/verification-helpers.js';

/**
 * Count-first SMS codes: 200 parallel wrong guesses of one code are all counted (sms_codes.attempts),
 * and only SMS_CODE_MAX_ATTEMPTS (5) of them are ever compared: those answer
 * invalid_verification_code, every other one verification_code_expired.
 */
const clock = createManualClock();
const store = createMemoryRateLimitStore(clock);
let t: TestApp;
let db: DatabaseHandle;
const burst = 200;

beforeAll(async () => {
  t = await buildTestApp(
    { TRUST_PROXY: '127.0.0.1', CHALLENGE_MAX_NUMBER: '100' },
    { clock, rateLimitStore: store },
  );
  db = openDatabase(t.config.database);
});
afterAll(async () => {
  await db.close();
  await t.close();
});

type Phone = ReturnType<typeof freshNumber>;

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

const attemptsOf = async (phone: Phone) =>
  Number(
    (
      await db.db
        .selectFrom('sms_codes')
        .select('attempts')
        .where('phone', '=', phone.e164)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow()
    ).attempts,
  );

const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');
const codesOf = (responses: { json: () => unknown }[]) => {
  const counts: Record<string, number> = {};
  for (const r of responses) {
    const code = (r.json() as { code?: string }).code ?? 'ok';
    counts[code] = (counts[code] ?? 0) + 1;
  }
  return counts;
};

describe('SMS code guesses under a burst', () => {
  it('counts 200 parallel wrong guesses and compares only the first 5 (set password by phone)', async () => {
    const phone = await memberWithPhone('sms_burst1');
    clock.advance(1000);
    const code = await smsCode(t.app, 'smsNoLogin', phone);
    const body = {
      newPassword: 'Burst2026',
      mobileNum: phone.national,
      countryDialingCode: phone.dialingCode,
      verificationCode: wrongOf(code),
    };
    // One IP per request: the per-IP limit of the route must not be what stops the burst.
    const responses = await Promise.all(
      Array.from({ length: burst }, () =>
        callEncrypted(t.app, 'setPasswordByPhone', body, { 'x-forwarded-for': freshIp() }),
      ),
    );
    expect(codesOf(responses)).toEqual({
      invalid_verification_code: 5,
      verification_code_expired: burst - 5,
    });
    expect(await attemptsOf(phone)).toBe(burst);
    // The right code is now past the limit too.
    const right = await callEncrypted(
      t.app,
      'setPasswordByPhone',
      { ...body, verificationCode: code },
      { 'x-forwarded-for': freshIp() },
    );
    expect(right.json()).toMatchObject({ code: 'verification_code_expired' });
  });

  it('still accepts the right code as the fifth guess', async () => {
    const phone = await memberWithPhone('sms_burst2');
    clock.advance(1000);
    const code = await smsCode(t.app, 'smsNoLogin', phone);
    const body = {
      newPassword: 'Burst2026',
      mobileNum: phone.national,
      countryDialingCode: phone.dialingCode,
    };
    const send = (verificationCode: string) =>
      callEncrypted(
        t.app,
        'setPasswordByPhone',
        { ...body, verificationCode },
        { 'x-forwarded-for': freshIp() },
      );
    const wrong = await Promise.all(Array.from({ length: 4 }, () => send(wrongOf(code))));
    expect(codesOf(wrong)).toEqual({ invalid_verification_code: 4 });
    expect((await send(code)).json()).toEqual({ success: true, value: { account: 'sms_burst2' } });
  });

  it('SMS login: 200 parallel wrong codes are 200 login attempts, 10 tried, 5 compared', async () => {
    const phone = await memberWithPhone('sms_burst3');
    clock.advance(1000);
    const code = await smsCode(t.app, 'smsLoginCode', phone);
    const challenges = await Promise.all(Array.from({ length: burst }, () => solvedChallenge(t.app)));
    const responses = await Promise.all(
      challenges.map((challenge) =>
        callEncrypted(
          t.app,
          'login',
          {
            type: 'sms',
            username: phone.national,
            countryDialingCode: phone.dialingCode,
            password: wrongOf(code),
            challenge,
          },
          { 'x-forwarded-for': freshIp() },
        ),
      ),
    );
    // LOGIN_MAX_FAILURES (10) attempts of the number get past the login limit; of those, the code
    // itself compares SMS_CODE_MAX_ATTEMPTS (5).
    expect(codesOf(responses)).toEqual({
      invalid_verification_code: 5,
      verification_code_expired: 5,
      too_many_requests: burst - 10,
    });
    expect(await attemptsOf(phone)).toBe(10);
    expect((await store.get(`login:acct:DEMO:${phone.e164}`))?.count).toBe(burst);
  });
});
