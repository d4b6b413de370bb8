import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@gp/contract/routes';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { createManualClock } from '../../lib/clock.js';
import { hashPassword } from '../../lib/password-hash.js';
import { bearer, callEncrypted, login, loginValue } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  freshIp,
  freshNumber,
  outbox,
  requestSms,
  setFlag,
  smsCode,
} from '../../test/verification-helpers.js';

/** A real SMTP server on a local port: every message it accepts is kept. */
const mails: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      mails.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString(),
      });
      callback();
    });
  },
});

const clock = createManualClock();
let t: TestApp;
let db: DatabaseHandle;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await buildTestApp(
    {
      TRUST_PROXY: '127.0.0.1',
      CHALLENGE_MAX_NUMBER: '100',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
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
  await new Promise<void>((resolve) => smtp.close(resolve));
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

const temporaryIn = (raw: string) => /temporary password is: (\S+)/.exec(raw)?.[1];
const ip = () => ({ ip: freshIp() });

describe('forgot password by e-mail', () => {
  it('mails a temporary password that replaces the old one and must be changed', async () => {
    await addMember('mail_user1', { email: 'Mail.User1@example.com' });
    const before = await loginValue(t.app, { username: 'mail_user1', password: 'Old12345', ...ip() });
    const res = await forgot({ username: 'mail_user1', email: 'mail.user1@example.com' });
    expect(res.json()).toEqual({ success: true, value: { sent: true } });
    const mail = mails.at(-1)!;
    expect(mail.to).toEqual(['Mail.User1@example.com']);
    expect(mail.raw).toContain('From: Demo <no-reply@demo.test>');
    const temporary = temporaryIn(mail.raw)!;
    expect(temporary).toMatch(/^(?=.*[A-Za-z])(?=.*[0-9]).{6,20}$/);
    expect((await login(t.app, { username: 'mail_user1', password: 'Old12345', ...ip() })).statusCode).toBe(
      400,
    );
    const me = await t.app.inject({ url: routes.memberInfo.path, headers: bearer(before.token) });
    expect(me.statusCode).toBe(401);
    const first = await loginValue(t.app, { username: 'mail_user1', password: temporary, ...ip() });
    expect(first.mustChangePassword).toBe(true);
    const change = await callEncrypted(
      t.app,
      'changePassword',
      { oldPassword: temporary, newPassword: 'Mine2026', confirmNewPassword: 'Mine2026' },
      bearer(first.token),
    );
    expect(change.statusCode).toBe(200);
    const after = await loginValue(t.app, { username: 'mail_user1', password: 'Mine2026', ...ip() });
    expect(after.mustChangePassword).toBe(false);
  });

  it('answers the same and sends nothing when the account and e-mail do not match', async () => {
    await addMember('mail_user2', { email: 'user2@example.com' });
    await addMember('mail_trial', { email: 'trial@example.com', type: 4 });
    const sent = mails.length;
    for (const form of [
      { username: 'mail_user2', email: 'other@example.com' },
      { username: 'nobody_here', email: 'user2@example.com' },
      { username: 'mail_trial', email: 'trial@example.com' },
    ]) {
      expect((await forgot(form)).json()).toEqual({ success: true, value: { sent: true } });
    }
    expect(mails.length).toBe(sent);
    expect((await login(t.app, { username: 'mail_user2', password: 'Old12345', ...ip() })).statusCode).toBe(
      200,
    );
  });

  it('validates the form and limits requests per account', async () => {
    const forms: Record<string, string>[] = [
      { username: 'x', email: 'not-an-email' },
      { email: 'a@b.co' },
      { username: 'x' },
    ];
    for (const form of forms) {
      const res = await forgot(form);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'bad_request' });
    }
    for (let i = 0; i < 3; i += 1)
      expect((await forgot({ username: 'limited', email: 'a@b.co' })).statusCode).toBe(200);
    const limited = await forgot({ username: 'limited', email: 'a@b.co' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'too_many_requests' });
  });
});

describe('set password by phone', () => {
  const setByPhone = (body: Record<string, unknown>) =>
    callEncrypted(t.app, 'setPasswordByPhone', body, { 'x-forwarded-for': freshIp() });
  const noLoginCode = async (phone: ReturnType<typeof freshNumber>) => {
    clock.advance(1000);
    return smsCode(t.app, 'smsNoLogin', phone);
  };

  it('sets the password with a noLogin code, ends every session and names the account', async () => {
    const phone = freshNumber();
    await addMember('phone_user1', { mobile: phone.e164 });
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
      expect(res.json()).toEqual({ success: true, value: { sent: true } });
      const [mail] = await outbox(dev.app, 'email', 'dev@example.com');
      expect(mail).toMatchObject({ to: 'dev@example.com', subject: 'Your temporary password' });
      const temporary = temporaryIn(mail!.text)!;
      expect(await loginValue(dev.app, { username: 'demo_agent', password: temporary })).toMatchObject({
        mustChangePassword: true,
      });
    } finally {
      await handle.close();
      await dev.close();
    }
  });
});
