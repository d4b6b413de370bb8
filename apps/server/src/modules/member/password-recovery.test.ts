import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@gp/contract/routes';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { createManualClock } from '../../lib/clock.js';
import { hashPassword } from '../../lib/password-hash.js';
import { bearer, callEncrypted, login, loginValue } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { resetCodeIn, startMailCapture, type MailCapture } from '../../test/mail-capture.js';
import {
  freshIp,
  freshNumber,
  outbox,
  requestSms,
  setFlag,
  smsCode,
} from '../../test/verification-helpers.js';

/** Set password by phone, and the dev mail outbox. Forgot by e-mail: email-reset.test.ts. */
let smtp: MailCapture;
const clock = createManualClock();
let t: TestApp;
let db: DatabaseHandle;

beforeAll(async () => {
  smtp = await startMailCapture();
  t = await buildTestApp(
    {
      TRUST_PROXY: '127.0.0.1',
      CHALLENGE_MAX_NUMBER: '100',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Demo <no-reply@demo.test>',
      FORGOT_PASSWORD_PER_IP_PER_HOUR: '1000',
    },
    { clock },
  );
  db = openDatabase(t.config.database);
});
afterAll(async () => {
  await db.close();
  await t.close();
  await smtp.close();
});

const addMember = async (account: string, extra: { email?: string; mobile?: string; type?: number } = {}) => {
  await db.db
    .insertInto('members')
    .values({
      merchant_code: 'DEMO',
      account,
      nickname: account,
      type: extra.type ?? 0,
      password_hash: await hashPassword('Old12345'),
      created_at: clock().toISOString(),
      password_changed_at: clock().toISOString(),
      email: extra.email ?? null,
      mobile: extra.mobile ?? null,
    })
    .execute();
};

const forgot = (form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: routes.forgotPasswordEmail.path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshIp() },
    payload: new URLSearchParams(form).toString(),
  });

const ip = () => ({ ip: freshIp() });

describe('set password by phone', () => {
  const setByPhone = (body: Record<string, unknown>) =>
    callEncrypted(t.app, 'setPasswordByPhone', body, { 'x-forwarded-for': freshIp() });
  const noLoginCode = async (phone: ReturnType<typeof freshNumber>) => {
    clock.advance(1000);
    return smsCode(t.app, 'smsNoLogin', phone);
  };

  it('sets the password with a noLogin code, ends every session and any mailed reset code', async () => {
    const phone = freshNumber();
    await addMember('phone_user1', { mobile: phone.e164, email: 'phone_user1@example.com' });
    await forgot({ username: 'phone_user1', email: 'phone_user1@example.com' });
    const mailedCode = resetCodeIn((await smtp.waitForMail('phone_user1@example.com')).raw)!;
    const session = await loginValue(t.app, { username: 'phone_user1', password: 'Old12345', ...ip() });
    const body = {
      newPassword: 'Phone2026',
      confirmNewPassword: 'Phone2026',
      mobileNum: phone.national,
      countryDialingCode: '+82',
    };
    const code = await noLoginCode(phone);
    const weak = await setByPhone({
      ...body,
      newPassword: 'short',
      confirmNewPassword: 'short',
      verificationCode: code,
    });
    expect(weak.json()).toMatchObject({ code: 'invalid_password_format' });
    const mismatch = await setByPhone({ ...body, confirmNewPassword: 'Phone2027', verificationCode: code });
    expect(mismatch.json()).toMatchObject({ code: 'inconsistent_twice' });
    const res = await setByPhone({ ...body, verificationCode: code });
    expect(res.json()).toEqual({ success: true, value: { account: 'phone_user1' } });
    expect(
      (await t.app.inject({ url: routes.memberInfo.path, headers: bearer(session.token) })).statusCode,
    ).toBe(401);
    const after = await loginValue(t.app, { username: 'phone_user1', password: 'Phone2026', ...ip() });
    expect(after.mustChangePassword).toBe(false);
    const reused = await setByPhone({
      ...body,
      newPassword: 'Again2026',
      confirmNewPassword: 'Again2026',
      verificationCode: code,
    });
    expect(reused.json()).toMatchObject({ code: 'invalid_verification_code' });
    const mailed = await callEncrypted(
      t.app,
      'resetPasswordByEmail',
      { username: 'phone_user1', code: mailedCode, newPassword: 'Mail2026', confirmNewPassword: 'Mail2026' },
      { 'x-forwarded-for': freshIp() },
    );
    expect(mailed.json()).toMatchObject({ code: 'invalid_verification_code' });
    expect((await login(t.app, { username: 'phone_user1', password: 'Phone2026', ...ip() })).statusCode).toBe(
      200,
    );
  });

  it('refuses login codes, unknown numbers, missing codes and a disabled PHONEPWD3', async () => {
    const phone = freshNumber();
    await addMember('phone_user2', { mobile: phone.e164 });
    const body = { newPassword: 'Phone2026', mobileNum: phone.national, countryDialingCode: '+82' };
    clock.advance(1000);
    const loginCode = await smsCode(t.app, 'smsLoginCode', phone);
    expect((await setByPhone({ ...body, verificationCode: loginCode })).json()).toMatchObject({
      code: 'invalid_verification_code',
    });
    expect((await setByPhone(body)).json()).toMatchObject({ code: 'missing_verification_code' });
    const stranger = freshNumber();
    clock.advance(1000);
    expect((await requestSms(t.app, 'smsNoLogin', stranger)).statusCode).toBe(200);
    expect(await outbox(t.app, 'sms', stranger.e164)).toEqual([]);
    const unknown = await setByPhone({ ...body, mobileNum: stranger.national, verificationCode: '123456' });
    expect(unknown.json()).toMatchObject({ code: 'invalid_verification_code' });
    expect((await setByPhone({ ...body, mobileNum: '12', verificationCode: '123456' })).json()).toMatchObject(
      {
        code: 'invalid_phone_format',
      },
    );
    await setFlag(db.db, 'PHONEPWD3', false);
    try {
      expect((await setByPhone({ ...body, verificationCode: '123456' })).json()).toMatchObject({
        code: 'function_not_enabled',
      });
    } finally {
      await setFlag(db.db, 'PHONEPWD3', true);
    }
    expect((await login(t.app, { username: 'phone_user2', password: 'Old12345', ...ip() })).statusCode).toBe(
      200,
    );
  });
});

describe('dev mail outbox', () => {
  it('stores mails without SMTP_URL outside production', async () => {
    const dev = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });
    const handle = openDatabase(dev.config.database);
    try {
      await handle.db
        .updateTable('members')
        .set({ email: 'dev@example.com' })
        .where('account', '=', 'demo_agent')
        .execute();
      const res = await dev.app.inject({
        method: 'POST',
        url: routes.forgotPasswordEmail.path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=demo_agent&email=dev%40example.com',
      });
      expect(res.json()).toEqual({ success: true, value: { sent: true, expiredMinutes: 15 } });
      // The mail is written in the background, after the answer.
      let mails = await outbox(dev.app, 'email', 'dev@example.com');
      for (let i = 0; i < 500 && mails.length === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        mails = await outbox(dev.app, 'email', 'dev@example.com');
      }
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: 'dev@example.com', subject: 'Your password reset code' });
      const code = resetCodeIn(mails[0]!.text)!;
      const reset = await callEncrypted(dev.app, 'resetPasswordByEmail', {
        username: 'demo_agent',
        code,
        newPassword: 'Agent2026',
        confirmNewPassword: 'Agent2026',
      });
      expect(reset.json()).toEqual({ success: true, value: { account: 'demo_agent' } });
      expect(await loginValue(dev.app, { username: 'demo_agent', password: 'Agent2026' })).toMatchObject({
        mustChangePassword: false,
      });
    } finally {
      await handle.close();
      await dev.close();
    }
  });
});
