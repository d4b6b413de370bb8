import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nationalNumberPattern } from '@gp/contract/verification';
import { bodyLimitBytes } from '../../app.js';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { createManualClock } from '../../lib/clock.js';
import { solvedChallenge } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  freshIp,
  freshNumber,
  latestCode,
  outbox,
  requestSms,
  routeOf,
  setFlag,
  type SmsRouteId,
} from '../../test/verification-helpers.js';

const clock = createManualClock();
let t: TestApp;
let db: DatabaseHandle;
const demoPhone = { national: '01012345678', e164: '+821012345678', dialingCode: '+82' };

beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: '127.0.0.1', CHALLENGE_MAX_NUMBER: '100' }, { clock });
  db = openDatabase(t.config.database);
});
afterAll(async () => {
  await db.close();
  await t.close();
});

describe('SMS code requests', () => {
  it('sends a 6-digit login code to a registered number and stores only a salted hash', async () => {
    const res = await requestSms(t.app, 'smsLoginCode', demoPhone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { expiredMinutes: 1 } });
    const [sms] = await outbox(t.app, 'sms', demoPhone.e164);
    const code = await latestCode(t.app, demoPhone.e164);
    expect(code).toMatch(/^\d{6}$/);
    expect(sms?.text).toContain('expires in 1 minute');
    const rows = await db.db
      .selectFrom('sms_codes')
      .selectAll()
      .where('phone', '=', demoPhone.e164)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'login', attempts: 0, consumed_at: null });
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers success for an unknown number on login and noLogin, but sends nothing', async () => {
    for (const id of ['smsLoginCode', 'smsNoLogin'] as const) {
      const phone = freshNumber();
      const res = await requestSms(t.app, id, phone);
      expect(res.json()).toEqual({ success: true, value: { expiredMinutes: 1 } });
      expect(await outbox(t.app, 'sms', phone.e164)).toEqual([]);
    }
  });

  it('refuses registration codes for a number that already has an account', async () => {
    for (const id of ['smsRegister', 'smsRegisterMobile'] as const) {
      clock.advance(1000);
      const res = await requestSms(t.app, id, demoPhone);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, code: 'mobile_registered' });
    }
    const fresh = freshNumber();
    expect((await requestSms(t.app, 'smsRegisterMobile', fresh)).statusCode).toBe(200);
    expect(await latestCode(t.app, fresh.e164)).toMatch(/^\d{6}$/);
  });

  it.each([
    ['missing_phone', {}],
    ['missing_phone', { national: '01012345678' }],
    ['missing_phone', { dialingCode: '+82' }],
    ['invalid_phone_format', { national: '0101234567a', dialingCode: '+82' }],
    ['invalid_phone_format', { national: '12345', dialingCode: '+82' }],
    ['invalid_phone_format', { national: '1234567890123456', dialingCode: '+82' }],
    ['invalid_phone_format', { national: '010-1234-5678', dialingCode: '+82' }],
    ['invalid_phone_format', { national: '01012345678', dialingCode: '+999' }],
    ['invalid_phone_format', { national: '01012345678', dialingCode: 'KR' }],
    ['invalid_phone_format', { national: '000000', dialingCode: '+82' }],
  ])('answers 400 %s for %j', async (code, input) => {
    const res = await requestSms(t.app, 'smsLoginCode', input);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code });
  });

  it('never accepts a number that is not 6-15 digits (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 32 }).filter((s) => !nationalNumberPattern.test(s.trim())),
        async (national) => {
          const res = await requestSms(t.app, 'smsRegisterMobile', {
            national,
            dialingCode: '+82',
            challenge: false,
          });
          expect(res.statusCode).toBe(400);
          expect(['missing_phone', 'invalid_phone_format']).toContain(res.json<{ code: string }>().code);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('refuses wrong types and oversize bodies', async () => {
    const wrong = await requestSms(t.app, 'smsLoginCode', {
      extra: { mobileNum: 1012345678, countryDialingCode: '+82' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'bad_request' });
    const big = await t.app.inject({
      method: 'POST',
      url: routeOf('smsLoginCode').path,
      payload: { mobileNum: 'x'.repeat(bodyLimitBytes + 10) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('needs a fresh proof-of-work challenge', async () => {
    const phone = freshNumber();
    const none = await requestSms(t.app, 'smsRegister', { ...phone, challenge: false });
    expect(none.json()).toMatchObject({ code: 'complete_verification_first' });
    clock.advance(1000);
    const challenge = await solvedChallenge(t.app);
    expect((await requestSms(t.app, 'smsRegister', { ...phone, challenge })).statusCode).toBe(200);
    clock.advance(1000);
    const replay = await requestSms(t.app, 'smsRegister', { ...phone, challenge });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'captcha_check_failed' });
    expect(await outbox(t.app, 'sms', phone.e164)).toHaveLength(1);
  });
});

describe('SMS throttles', () => {
  it('allows one request per second per IP and per number', async () => {
    const ip = freshIp();
    const first = await requestSms(t.app, 'smsRegister', { ...freshNumber(), ip });
    expect(first.statusCode).toBe(200);
    const sameIp = await requestSms(t.app, 'smsRegister', { ...freshNumber(), ip });
    expect(sameIp.statusCode).toBe(429);
    expect(sameIp.json()).toMatchObject({ code: 'too_many_requests' });
    expect(sameIp.headers['retry-after']).toBe('1');

    const phone = freshNumber();
    expect((await requestSms(t.app, 'smsRegister', phone)).statusCode).toBe(200);
    const sameNumber = await requestSms(t.app, 'smsRegister', phone);
    expect(sameNumber.statusCode).toBe(429);

    clock.advance(1000);
    expect((await requestSms(t.app, 'smsRegister', { ...freshNumber(), ip })).statusCode).toBe(200);
    expect((await requestSms(t.app, 'smsRegister', phone)).statusCode).toBe(200);
  });

  it('caps each number at SMS_MAX_PER_NUMBER_PER_HOUR with Retry-After 300', async () => {
    const phone = freshNumber();
    for (let i = 0; i < 5; i += 1) {
      clock.advance(1000);
      expect((await requestSms(t.app, 'smsRegister', phone)).statusCode).toBe(200);
    }
    clock.advance(1000);
    const capped = await requestSms(t.app, 'smsRegister', phone);
    expect(capped.statusCode).toBe(429);
    expect(capped.headers['retry-after']).toBe('300');
    expect(await outbox(t.app, 'sms', phone.e164)).toHaveLength(5);
    clock.advance(3_600_000);
    expect((await requestSms(t.app, 'smsRegister', phone)).statusCode).toBe(200);
  });
});

describe('SMS feature flags', () => {
  const cases: [string, SmsRouteId[]][] = [
    ['SMSLOGIN3', ['smsLoginCode']],
    ['REGMOBVERF3', ['smsRegister', 'smsRegisterMobile']],
    ['USERNAMEREG3', ['smsRegister']],
    ['MOBILENUMREG3', ['smsRegisterMobile']],
    ['PHONEPWD3', ['smsNoLogin']],
  ];
  it.each(cases)('%s off refuses %j with function_not_enabled', async (flag, ids) => {
    await setFlag(db.db, flag, false);
    try {
      for (const id of ids) {
        const res = await requestSms(t.app, id, freshNumber());
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'function_not_enabled' });
      }
    } finally {
      await setFlag(db.db, flag, true);
    }
    clock.advance(1000);
    expect((await requestSms(t.app, ids[0]!, freshNumber())).statusCode).toBe(200);
  });
});
