import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@gp/contract/routes';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { createManualClock } from '../../lib/clock.js';
import { hashPassword } from '../../lib/password-hash.js';
import { bearer, callEncrypted, login, loginValue } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { resetCodeIn, startMailCapture, type MailCapture } from '../../test/mail-capture.js';
import { freshIp } from '../../test/verification-helpers.js';
import { resetCodeMaxAttempts } from './reset-code.js';

/**
 * Forgot password by e-mail (issue 13): a single-use, short-lived code by mail, then the code and a new
 * password. Real SMTP server, real database (SQLite, or PostgreSQL with DATABASE_URL).
 */
const clock = createManualClock();
let smtp: MailCapture;
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

let serial = 0;
/** A member with password Old12345 and an e-mail address; returns account and address. */
const addMember = async (extra: { type?: number } = {}) => {
  serial += 1;
  const account = `reset_user${serial}`;
  const email = `Reset.User${serial}@example.com`;
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
      email,
    })
    .execute();
  return { account, email };
};

const forgot = (app: TestApp, form: Record<string, string>) =>
  app.app.inject({
    method: 'POST',
    url: routes.forgotPasswordEmail.path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshIp() },
    payload: new URLSearchParams(form).toString(),
  });

const reset = (body: Record<string, string>, ip = freshIp()) =>
  callEncrypted(t.app, 'resetPasswordByEmail', body, { 'x-forwarded-for': ip });

const resetBody = (account: string, code: string, password: string) => ({
  username: account,
  code,
  newPassword: password,
  confirmNewPassword: password,
});

/** Requests a code for the member and returns it from the mail (the `nth` mail to that address). */
const mailedCode = async (member: { account: string; email: string }, nth = 1) => {
  const res = await forgot(t, { username: member.account, email: member.email.toLowerCase() });
  expect(res.json()).toEqual({ success: true, value: { sent: true, expiredMinutes: 15 } });
  const code = resetCodeIn((await smtp.waitForMail(member.email, nth)).raw);
  if (!code) throw new Error('no reset code in the mail');
  return code;
};

const canLogin = async (username: string, password: string) =>
  (await login(t.app, { username, password, ip: freshIp() })).statusCode === 200;

describe('forgot password by e-mail: step 1', () => {
  it('mails a reset code and leaves the password as it is', async () => {
    const member = await addMember();
    const code = await mailedCode(member);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    const mail = smtp.mails.at(-1)!;
    expect(mail.to).toEqual([member.email]);
    expect(mail.raw).toContain('From: Demo <no-reply@demo.test>');
    expect(mail.raw).toContain('Subject: Your password reset code');
    expect(mail.raw).toContain('expires in 15 minutes');
    expect(await canLogin(member.account, 'Old12345')).toBe(true);
    // Only a salted hash is stored.
    const stored = await db.db.selectFrom('password_reset_codes').selectAll().execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(code.replace('-', ''));
  });

  it('answers known, unknown, mismatched and trial accounts exactly alike and mails only the match', async () => {
    const member = await addMember();
    const trial = await addMember({ type: 4 });
    const sentBefore = smtp.mails.length;
    const answers = [];
    for (const form of [
      { username: member.account, email: member.email },
      { username: member.account, email: 'other@example.com' },
      { username: 'nobody_at_all', email: member.email },
      { username: trial.account, email: trial.email },
    ]) {
      const res = await forgot(t, form);
      answers.push({ status: res.statusCode, type: res.headers['content-type'], body: res.body });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({
      status: 200,
      type: 'application/json; charset=utf-8',
      body: JSON.stringify({ success: true, value: { sent: true, expiredMinutes: 15 } }),
    });
    // A later request for another member: background work runs in order, so by the time its mail
    // arrives, any mail the three refused requests had started would have arrived too.
    const sentinel = await addMember();
    await forgot(t, { username: sentinel.account, email: sentinel.email });
    await smtp.waitForMail(sentinel.email);
    const recipients = smtp.mails.slice(sentBefore).map((m) => m.to.join());
    expect(recipients.sort()).toEqual([member.email, sentinel.email].sort());
  });

  it('validates the form and limits requests per account name', async () => {
    const forms: Record<string, string>[] = [
      { username: 'x', email: 'not-an-email' },
      { email: 'a@b.co' },
      { username: 'x' },
    ];
    for (const form of forms) {
      const res = await forgot(t, form);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'bad_request' });
    }
    for (let i = 0; i < 3; i += 1) {
      expect((await forgot(t, { username: 'limited', email: 'a@b.co' })).statusCode).toBe(200);
    }
    const limited = await forgot(t, { username: 'limited', email: 'a@b.co' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'too_many_requests' });
  });
});

describe('forgot password by e-mail: step 2', () => {
  it('sets the password with the code, ends every session, and the code works once', async () => {
    const member = await addMember();
    const session = await loginValue(t.app, {
      username: member.account,
      password: 'Old12345',
      ip: freshIp(),
    });
    const code = await mailedCode(member);
    const mismatch = await reset({ ...resetBody(member.account, code, 'New12345'), confirmNewPassword: 'x' });
    expect(mismatch.json()).toMatchObject({ code: 'inconsistent_twice' });
    const weak = await reset(resetBody(member.account, code, 'short'));
    expect(weak.json()).toMatchObject({ code: 'invalid_password_format' });

    // Case, spaces and hyphens do not matter.
    const typed = ` ${code.toLowerCase().replace('-', ' ')} `;
    const res = await reset(resetBody(member.account, typed, 'New12345'));
    expect(res.json()).toEqual({ success: true, value: { account: member.account } });
    expect(
      (await t.app.inject({ url: routes.memberInfo.path, headers: bearer(session.token) })).statusCode,
    ).toBe(401);
    expect(await canLogin(member.account, 'Old12345')).toBe(false);
    const after = await loginValue(t.app, { username: member.account, password: 'New12345', ip: freshIp() });
    expect(after.mustChangePassword).toBe(false);

    const again = await reset(resetBody(member.account, code, 'Again1234'));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invalid_verification_code' });
    expect(await canLogin(member.account, 'New12345')).toBe(true);
  });

  it('lets exactly one of two parallel uses of one code succeed', async () => {
    const member = await addMember();
    const code = await mailedCode(member);
    const results = await Promise.all([
      reset(resetBody(member.account, code, 'First1234')),
      reset(resetBody(member.account, code, 'Second123')),
    ]);
    const codes = results.map((r) => (r.statusCode === 200 ? 'ok' : r.json<{ code: string }>().code));
    expect(codes.sort()).toEqual(['invalid_verification_code', 'ok']);
    const winner = results[0].statusCode === 200 ? 'First1234' : 'Second123';
    const loser = winner === 'First1234' ? 'Second123' : 'First1234';
    expect(await canLogin(member.account, winner)).toBe(true);
    expect(await canLogin(member.account, loser)).toBe(false);
  });

  it('refuses a code FORGOT_PASSWORD_CODE_MINUTES after it was sent', async () => {
    const member = await addMember();
    const code = await mailedCode(member);
    clock.advance(15 * 60_000);
    const res = await reset(resetBody(member.account, code, 'Late12345'));
    expect(res.json()).toMatchObject({ success: false, code: 'verification_code_expired' });
    expect(await canLogin(member.account, 'Old12345')).toBe(true);
  });

  it('replaces the older code with a new request', async () => {
    const member = await addMember();
    const first = await mailedCode(member, 1);
    const second = await mailedCode(member, 2);
    expect(second).not.toBe(first);
    expect((await reset(resetBody(member.account, first, 'First1234'))).json()).toMatchObject({
      code: 'invalid_verification_code',
    });
    expect((await reset(resetBody(member.account, second, 'Second123'))).statusCode).toBe(200);
    expect(await canLogin(member.account, 'Second123')).toBe(true);
  });

  it('refuses wrong codes, unknown accounts and members without a code alike', async () => {
    const member = await addMember();
    const idle = await addMember();
    const code = await mailedCode(member);
    const wrong = code.startsWith('A') ? 'B' + code.slice(1) : 'A' + code.slice(1);
    for (const body of [
      resetBody(member.account, wrong, 'Guess1234'),
      resetBody('nobody_at_all', code, 'Guess1234'),
      resetBody(idle.account, code, 'Guess1234'),
    ]) {
      const res = await reset(body);
      expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({
        status: 400,
        body: { success: false, code: 'invalid_verification_code', message: 'Invalid verification code' },
      });
    }
    expect((await reset(resetBody(member.account, code, 'Right1234'))).statusCode).toBe(200);
  });

  it('counts parallel guesses atomically: after the limit even the right code is refused', async () => {
    const member = await addMember();
    const code = await mailedCode(member);
    const wrong = code.startsWith('A') ? 'B' + code.slice(1) : 'A' + code.slice(1);
    const guesses = await Promise.all(
      Array.from({ length: resetCodeMaxAttempts * 2 }, () =>
        reset(resetBody(member.account, wrong, 'Guess1234')),
      ),
    );
    const answers = guesses.map((r) => r.json<{ code: string }>().code).sort();
    expect(answers).toEqual([
      ...Array<string>(resetCodeMaxAttempts).fill('invalid_verification_code'),
      ...Array<string>(resetCodeMaxAttempts).fill('verification_code_expired'),
    ]);
    const row = await db.db
      .selectFrom('password_reset_codes')
      .select('attempts')
      .innerJoin('members', 'members.id', 'password_reset_codes.member_id')
      .where('members.account', '=', member.account)
      .executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBe(resetCodeMaxAttempts);
    expect((await reset(resetBody(member.account, code, 'Right1234'))).json()).toMatchObject({
      code: 'verification_code_expired',
    });
    expect(await canLogin(member.account, 'Old12345')).toBe(true);
  });

  it('ends an open code when the member changes the password while logged in', async () => {
    const member = await addMember();
    const code = await mailedCode(member);
    const { token } = await loginValue(t.app, {
      username: member.account,
      password: 'Old12345',
      ip: freshIp(),
    });
    const changed = await callEncrypted(
      t.app,
      'changePassword',
      { oldPassword: 'Old12345', newPassword: 'Mine12345', confirmNewPassword: 'Mine12345' },
      bearer(token),
    );
    expect(changed.statusCode).toBe(200);
    const late = await reset(resetBody(member.account, code, 'Late12345'));
    expect(late.json()).toMatchObject({ code: 'invalid_verification_code' });
    expect(await canLogin(member.account, 'Mine12345')).toBe(true);
  });

  it('validates the body', async () => {
    for (const body of [
      { username: 'x', newPassword: 'New12345', confirmNewPassword: 'New12345' },
      { code: 'ABCDE-FGHJK', newPassword: 'New12345', confirmNewPassword: 'New12345' },
      { username: 'x', code: 'ABCDE-FGHJK', newPassword: 'New12345' },
      { username: 'x', code: 'A'.repeat(33), newPassword: 'New12345', confirmNewPassword: 'New12345' },
    ]) {
      const res = await reset(body as Record<string, string>);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'bad_request' });
    }
  });
});

describe('forgot password by e-mail with a mail server that never answers', () => {
  it('answers without waiting for the mailer and limits resets per IP', async () => {
    const stuck = await startMailCapture('hold');
    const app = await buildTestApp({
      TRUST_PROXY: '127.0.0.1',
      SMTP_URL: stuck.url,
      FORGOT_PASSWORD_PER_IP_PER_HOUR: '2',
    });
    try {
      const handle = openDatabase(app.config.database);
      try {
        await handle.db
          .updateTable('members')
          .set({ email: 'stuck@example.com' })
          .where('account', '=', 'demo_member')
          .execute();
      } finally {
        await handle.close();
      }
      const res = await forgot(app, { username: 'demo_member', email: 'stuck@example.com' });
      expect(res.json()).toEqual({ success: true, value: { sent: true, expiredMinutes: 15 } });
      // The message reached the server, which still holds the sender's promise open.
      for (let i = 0; i < 500 && stuck.heldCount() === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(stuck.heldCount()).toBe(1);
      expect(stuck.mails).toEqual([]);

      const body = resetBody('demo_member', 'ABCDE-FGHJK', 'Other1234');
      const call = () =>
        callEncrypted(app.app, 'resetPasswordByEmail', body, { 'x-forwarded-for': '192.0.2.7' });
      expect((await call()).json()).toMatchObject({ code: 'invalid_verification_code' });
      expect((await call()).json()).toMatchObject({ code: 'invalid_verification_code' });
      const limited = await call();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'too_many_requests' });
    } finally {
      stuck.release();
      await app.close();
      await stuck.close();
    }
  });
});
