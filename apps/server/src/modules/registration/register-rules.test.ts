import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFieldRule } from '@gp/contract/patterns';
import { demoRegisterRules } from '../../db/seed/register-rules.js';
import { createManualClock } from '../../lib/clock.js';
import { setupRegistrationApp } from '../../test/register-helpers.js';
import { countMembers, setRule } from '../../test/verification-helpers.js';

const clock = createManualClock(new Date('2026-06-15T12:00:00Z'));
const env = setupRegistrationApp(clock);

const fieldError = async (overrides: Record<string, unknown>) => {
  const before = await countMembers(env.db.db);
  const { body } = await env.reg.body(overrides, { sms: false });
  const res = await env.reg.submit(body);
  expect(res.statusCode).toBe(400);
  expect(await countMembers(env.db.db)).toBe(before);
  return res.json<{ code: string; value?: Record<string, unknown> }>();
};

describe('per-field rules of /wps/system/setting/register', () => {
  it.each([
    ['username', { username: 'ab1' }, 'pattern', 'pattern_letter_then_alnum', 6, 16],
    ['username', { username: '1abcdefg' }, 'pattern', 'pattern_letter_then_alnum', 6, 16],
    ['username', { username: undefined }, 'required', 'pattern_letter_then_alnum', 6, 16],
    [
      'password',
      { password: 'abcdefgh', confirmPassword: 'abcdefgh' },
      'pattern',
      'pattern_letters_and_digits',
      6,
      20,
    ],
    ['password', { password: '', confirmPassword: '' }, 'required', 'pattern_letters_and_digits', 6, 20],
    ['confirmPassword', { confirmPassword: undefined }, 'required', 'pattern_letters_and_digits', 6, 20],
    ['payeeName', { payeeName: 'x' }, 'pattern', 'pattern_length', 2, 50],
    ['email', { email: 'not-an-email' }, 'pattern', 'pattern_email', 6, 100],
    ['mobileNum', { mobileNum: undefined }, 'required', 'pattern_digits', 8, 15],
    ['mobileNum', { mobileNum: '0101234abcd' }, 'pattern', 'pattern_digits', 8, 15],
    ['captcha', { captcha: undefined }, 'required', 'pattern_alnum', 4, 6],
    ['affiliateCode', { affiliateCode: 'ab-cd' }, 'pattern', 'pattern_alnum', 4, 16],
  ])('%s: %j -> invalid_field (%s)', async (field, overrides, reason, messageKey, min, max) => {
    const json = await fieldError(overrides);
    expect(json).toMatchObject({ code: 'invalid_field', value: { field, reason, messageKey, min, max } });
  });

  it('ignores disabled fields and accepts anything under a lone *', async () => {
    const ignored = await env.reg.body({ qqNum: 'not digits!', wechat: ' ' });
    expect((await env.reg.submit(ignored.body)).statusCode).toBe(200);
    await setRule(env.db.db, 'email', { pattern: '*' });
    try {
      const anyEmail = await env.reg.body({ email: 'anything goes' });
      expect((await env.reg.submit(anyEmail.body)).statusCode).toBe(200);
    } finally {
      await setRule(env.db.db, 'email', { pattern: demoRegisterRules.email.acceptedPattern });
    }
  });

  it('rejects every username that breaks the rule (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .oneof(fc.string({ maxLength: 24 }), fc.stringMatching(/^[A-Za-z0-9_ -]{0,20}$/))
          .filter((s) => s.trim() === s && checkFieldRule(s, demoRegisterRules.username) !== null),
        async (username) => {
          const res = await env.reg.submit({
            username,
            password: 'Abc12345',
            confirmPassword: 'Abc12345',
            ...(await env.reg.freshProofs()),
          });
          expect(res.statusCode).toBe(400);
          expect(res.json()).toMatchObject({ code: 'invalid_field', value: { field: 'username' } });
        },
      ),
      { numRuns: 30 },
    );
  });

  it('always requires an enabled payment password and stores only its hash', async () => {
    await setRule(env.db.db, 'paymentPassword', { enabled: true, required: false });
    try {
      const missing = await fieldError({});
      expect(missing).toMatchObject({
        code: 'invalid_field',
        value: { field: 'paymentPassword', reason: 'required' },
      });
      const { body } = await env.reg.body({ paymentPassword: '246810' });
      expect((await env.reg.submit(body)).statusCode).toBe(200);
      const row = await env.db.db
        .selectFrom('members')
        .select('payment_password_hash')
        .where('account', '=', body.username as string)
        .executeTakeFirstOrThrow();
      expect(row.payment_password_hash).toMatch(/^\$argon2id\$/);
    } finally {
      await setRule(env.db.db, 'paymentPassword', { enabled: false });
    }
  });
});

describe('birthday and minimum age', () => {
  it('refuses an under-age or impossible birthday when the field is asked', async () => {
    await setRule(env.db.db, 'birthday', { enabled: true, required: true });
    try {
      expect(await fieldError({ birthday: '2008-06-16' })).toMatchObject({ code: 'under_age' });
      expect(await fieldError({ birthday: '2000-02-30' })).toMatchObject({
        code: 'invalid_field',
        value: { field: 'birthday', messageKey: 'pattern_date_ymd' },
      });
      expect(await fieldError({ birthday: '2030-01-01' })).toMatchObject({ code: 'invalid_field' });
      expect(await fieldError({})).toMatchObject({
        code: 'invalid_field',
        value: { field: 'birthday', reason: 'required' },
      });
      const adult = await env.reg.body({ birthday: '2008-06-15' });
      expect((await env.reg.submit(adult.body)).statusCode).toBe(200);
    } finally {
      await setRule(env.db.db, 'birthday', { enabled: false, required: false });
    }
  });
});
