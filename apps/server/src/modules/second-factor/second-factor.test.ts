import { whitelabelFlags } from '@gp/contract/whitelabel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { callEncrypted, solvedChallenge } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { freshIp, freshNumber, outbox, setFlag } from '../../test/verification-helpers.js';
import {
  call,
  createMember,
  openTestDb,
  sessionsSeenAt,
  type TestMember,
} from '../../test/wallet-helpers.js';
import { totpCodeAt } from './totp.js';

/**
 * The second factor of login (spec 4.2 step 5, issue 18): a new IP asks for it, each way proves it
 * once, wrong answers are limited, trusted browsers and known IPs pass, the authenticator enrols with
 * a first code and ten recovery codes.
 */
let t: TestApp;
let h: DatabaseHandle;
let now = Date.now();

beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: '127.0.0.1' }, { clock: () => new Date(now) });
  h = openTestDb(t);
  await setFlag(h.db, whitelabelFlags.loginSecondFactor, true);
});
afterAll(async () => {
  await h.close();
  await t.close();
});

interface Challenge {
  ticket: string;
  methods: string[];
  mobile: string | null;
  email: string | null;
}

const logIn = async (m: TestMember, ip: string, extra: Record<string, unknown> = {}) =>
  callEncrypted(
    t.app,
    'login',
    {
      type: 'username',
      username: m.account,
      password: 'Secret123!',
      challenge: await solvedChallenge(t.app),
      ...extra,
    },
    { 'x-forwarded-for': ip },
  );
const challengeOf = async (
  m: TestMember,
  ip: string,
  extra: Record<string, unknown> = {},
): Promise<Challenge> => {
  const res = await logIn(m, ip, extra);
  expect(res.json()).toMatchObject({ success: false, code: 'login_2fa' });
  return res.json<{ value: Challenge }>().value;
};
const verify = (ticket: string, ip: string, method: string, code: string, trustDevice = false) =>
  callEncrypted(t.app, 'loginVerify', { ticket, method, code, trustDevice }, { 'x-forwarded-for': ip });
const sendCode = (ticket: string, ip: string, method: 'sms' | 'email') =>
  t.app.inject({
    method: 'POST',
    url: '/wps/session/login/verify/send',
    headers: { 'x-forwarded-for': ip },
    payload: { ticket, method },
  });
const history = async (m: TestMember) =>
  (await call(t, m, 'loginHistory')).json<{ value: { content: { result: string; ip: string }[] } }>().value
    .content;

/** A member who logged in once from `home` (a known IP) and has a bank account in `name`. */
const memberWith = async (opts: { bank?: string; mobile?: string; email?: string } = {}) => {
  const m = await createMember(h, { loginPassword: 'Secret123!' });
  await sessionsSeenAt(h, m.id, new Date(now));
  await h.db
    .updateTable('members')
    .set({ mobile: opts.mobile ?? null, email: opts.email ?? null, last_login_ip: '203.0.113.1' })
    .where('id', '=', m.id)
    .execute();
  if (opts.bank) {
    await h.db
      .insertInto('bank_accounts')
      .values({
        member_id: m.id,
        account_name: opts.bank,
        account_number: '1102345678',
        bank_name: 'Demo Bank',
        created_at: new Date(now).toISOString(),
      })
      .execute();
  }
  return m;
};

const enrol = async (m: TestMember) => {
  const setup = (await call(t, m, 'authenticatorSetup', { body: {} })).json<{
    value: { secret: string; uri: string };
  }>().value;
  const confirm = await call(t, m, 'authenticatorConfirm', {
    body: { code: totpCodeAt(setup.secret, new Date(now)) },
  });
  expect(confirm.statusCode).toBe(200);
  return {
    secret: setup.secret,
    recoveryCodes: confirm.json<{ value: { recoveryCodes: string[] } }>().value.recoveryCodes,
  };
};
const nextStep = () => {
  now += 30_000;
};

describe('second factor at a new IP', () => {
  it('lets the known IP in, asks at a new one, and takes the name on a bound bank account', async () => {
    const m = await memberWith({ bank: 'Kim  Min-jun' });
    expect((await logIn(m, '203.0.113.1')).statusCode).toBe(200);
    const ip = freshIp();
    const challenge = await challengeOf(m, ip);
    expect(challenge.methods).toEqual(['bank']);
    const wrong = await verify(challenge.ticket, ip, 'bank', 'Lee Min-jun');
    expect(wrong.json()).toMatchObject({ code: 'second_factor_wrong', value: { attemptsLeft: 4 } });
    const right = await verify(challenge.ticket, ip, 'bank', 'kim min-jun');
    expect(right.statusCode).toBe(200);
    expect(
      right.json<{ value: { token: string; deviceToken?: string } }>().value.deviceToken,
    ).toBeUndefined();
    // The ticket works once; the new IP is known from now on.
    expect((await verify(challenge.ticket, ip, 'bank', 'kim min-jun')).json()).toMatchObject({
      code: 'second_factor_expired',
    });
    expect((await logIn(m, ip)).statusCode).toBe(200);
    const asMember = { ...m, token: right.json<{ value: { token: string } }>().value.token };
    expect((await history(asMember)).slice(0, 4).map((e) => e.result)).toEqual([
      'success',
      'success',
      'verify_failed',
      'verify_asked',
    ]);
  });

  it('lets a member with no way to verify log in, and asks nobody while the switch is off', async () => {
    const bare = await memberWith();
    expect((await logIn(bare, freshIp())).statusCode).toBe(200);
    const m = await memberWith({ bank: 'Park Ji-woo' });
    await setFlag(h.db, whitelabelFlags.loginSecondFactor, false);
    try {
      expect((await logIn(m, freshIp())).statusCode).toBe(200);
    } finally {
      await setFlag(h.db, whitelabelFlags.loginSecondFactor, true);
    }
  });

  it('sends a code by SMS and by e-mail, each once a minute, expiring after five minutes', async () => {
    const phone = freshNumber();
    const email = `second.factor.${phone.national}@example.com`;
    const m = await memberWith({ mobile: phone.e164, email });
    const ip = freshIp();
    const challenge = await challengeOf(m, ip);
    expect(challenge.methods).toEqual(['sms', 'email']);
    expect(challenge.mobile).toBe(`+82 •••• ${phone.e164.slice(-4)}`);
    expect(challenge.email).toBe('s•••@example.com');
    const sent = await sendCode(challenge.ticket, ip, 'sms');
    expect(sent.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    expect((await sendCode(challenge.ticket, ip, 'sms')).statusCode).toBe(429);
    const [sms] = await outbox(t.app, 'sms', phone.e164);
    const smsCode = /\b(\d{6})\b/.exec(sms!.text)![1]!;
    // The code is for SMS only, and expires.
    expect((await verify(challenge.ticket, ip, 'email', smsCode)).json()).toMatchObject({
      code: 'second_factor_wrong',
    });
    now += 5 * 60_000 + 1000;
    expect((await verify(challenge.ticket, ip, 'sms', smsCode)).json()).toMatchObject({
      code: 'second_factor_wrong',
    });
    expect((await sendCode(challenge.ticket, ip, 'email')).statusCode).toBe(200);
    const [mail] = await outbox(t.app, 'email', email);
    const mailCode = /\b(\d{6})\b/.exec(mail!.text)![1]!;
    expect((await verify(challenge.ticket, ip, 'email', mailCode)).statusCode).toBe(200);
  });

  it('refuses a ticket from another IP, after ten minutes, and after five wrong answers', async () => {
    const m = await memberWith({ bank: 'Choi Seo-yeon' });
    const ip = freshIp();
    const first = await challengeOf(m, ip);
    expect((await verify(first.ticket, freshIp(), 'bank', 'Choi Seo-yeon')).json()).toMatchObject({
      code: 'second_factor_expired',
    });
    now += 10 * 60_000 + 1000;
    expect((await verify(first.ticket, ip, 'bank', 'Choi Seo-yeon')).json()).toMatchObject({
      code: 'second_factor_expired',
    });
    const second = await challengeOf(m, ip);
    for (let i = 0; i < 5; i += 1) {
      expect((await verify(second.ticket, ip, 'bank', `Nobody ${i}`)).json()).toMatchObject({
        code: 'second_factor_wrong',
      });
    }
    expect((await verify(second.ticket, ip, 'bank', 'Choi Seo-yeon')).json()).toMatchObject({
      code: 'second_factor_expired',
    });
    // Ten wrong answers per member lock it for a while, whatever the ticket.
    const third = await challengeOf(m, ip);
    for (let i = 0; i < 4; i += 1) await verify(third.ticket, ip, 'bank', `Nobody ${i}`);
    const fourth = await challengeOf(m, ip);
    expect((await verify(fourth.ticket, ip, 'bank', 'Nobody')).statusCode).toBe(400);
    expect((await verify(fourth.ticket, ip, 'bank', 'Choi Seo-yeon')).statusCode).toBe(429);
    now += 15 * 60_000 + 1000;
    const fifth = await challengeOf(m, ip);
    expect((await verify(fifth.ticket, ip, 'bank', 'Choi Seo-yeon')).statusCode).toBe(200);
  });

  it('trusts a browser for 30 days when asked, until the member forgets trusted browsers', async () => {
    const m = await memberWith({ bank: 'Jung Ha-eun' });
    const ip = freshIp();
    const challenge = await challengeOf(m, ip);
    const res = await verify(challenge.ticket, ip, 'bank', 'Jung Ha-eun', true);
    const { token, deviceToken } = res.json<{ value: { token: string; deviceToken: string } }>().value;
    expect(deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await logIn(m, freshIp(), { deviceToken })).statusCode).toBe(200);
    // Another member's browser token proves nothing for this one.
    const other = await memberWith({ bank: 'Other Name' });
    await challengeOf(other, freshIp(), { deviceToken });
    const session = { ...m, token };
    const status = (await call(t, session, 'authenticator')).json<{ value: { trustedDevices: number } }>()
      .value;
    expect(status.trustedDevices).toBe(1);
    expect((await call(t, session, 'trustedDevicesForget', { body: {} })).statusCode).toBe(200);
    await challengeOf(m, freshIp(), { deviceToken });
  });
});

describe('authenticator app', () => {
  it('enrols with a first code, logs in with a code once, and with each recovery code once', async () => {
    const m = await memberWith();
    const { secret, recoveryCodes } = await enrol(m);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await call(t, m, 'authenticator')).json()).toMatchObject({
      value: { enabled: true, recoveryCodesLeft: 10 },
    });
    expect((await call(t, m, 'authenticatorSetup', { body: {} })).json()).toMatchObject({
      code: 'authenticator_already_enabled',
    });
    nextStep();
    const ip = freshIp();
    const challenge = await challengeOf(m, ip);
    expect(challenge.methods).toEqual(['totp']);
    const code = totpCodeAt(secret, new Date(now));
    expect((await verify(challenge.ticket, ip, 'totp', code)).statusCode).toBe(200);
    // The same code again (another new IP): refused, its step is spent.
    const again = await challengeOf(m, freshIp());
    const ip2 = freshIp();
    const third = await challengeOf(m, ip2);
    expect((await verify(third.ticket, ip2, 'totp', code)).json()).toMatchObject({
      code: 'second_factor_wrong',
    });
    expect(again.ticket).not.toBe(third.ticket);
    expect((await verify(third.ticket, ip2, 'recovery', recoveryCodes[0]!.toLowerCase())).statusCode).toBe(
      200,
    );
    const ip3 = freshIp();
    const fourth = await challengeOf(m, ip3);
    expect((await verify(fourth.ticket, ip3, 'recovery', recoveryCodes[0]!)).json()).toMatchObject({
      code: 'second_factor_wrong',
    });
    expect((await call(t, m, 'authenticator')).json()).toMatchObject({ value: { recoveryCodesLeft: 9 } });
  });

  it('confirms only with a right code, and turns off only with a current code', async () => {
    const m = await memberWith();
    const setup = (await call(t, m, 'authenticatorSetup', { body: {} })).json<{
      value: { secret: string; uri: string };
    }>().value;
    expect(setup.uri).toMatch(new RegExp(`^otpauth://totp/.+:${m.account}\\?.*secret=${setup.secret}`));
    const wrong = totpCodeAt(setup.secret, new Date(now + 10 * 60_000));
    expect((await call(t, m, 'authenticatorConfirm', { body: { code: wrong } })).json()).toMatchObject({
      code: 'invalid_verification_code',
    });
    expect((await call(t, m, 'authenticator')).json()).toMatchObject({ value: { enabled: false } });
    expect((await call(t, m, 'authenticatorConfirm', { body: { code: '12' } })).statusCode).toBe(400);
    expect(
      (await call(t, m, 'authenticatorConfirm', { body: { code: totpCodeAt(setup.secret, new Date(now)) } }))
        .statusCode,
    ).toBe(200);
    expect((await call(t, m, 'authenticatorDisable', { body: { code: '000000' } })).json()).toMatchObject({
      code: 'invalid_verification_code',
    });
    nextStep();
    const off = await call(t, m, 'authenticatorDisable', {
      body: { code: totpCodeAt(setup.secret, new Date(now)) },
    });
    expect(off.json()).toMatchObject({ value: { enabled: false, recoveryCodesLeft: 0 } });
    expect((await logIn(m, freshIp())).statusCode).toBe(200);
  });

  it('keeps the secret sealed in the database', async () => {
    const m = await memberWith();
    const { secret } = await enrol(m);
    const row = await h.db
      .selectFrom('totp_authenticators')
      .select('secret_sealed')
      .where('member_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_sealed).not.toContain(secret);
  });

  it('lets one of many racing answers with the same code through', async () => {
    const m = await memberWith();
    const { secret } = await enrol(m);
    nextStep();
    const ip = freshIp();
    const challenges = await Promise.all([0, 1, 2, 3, 4].map(() => challengeOf(m, ip)));
    const code = totpCodeAt(secret, new Date(now));
    const answers = await Promise.all(challenges.map((c) => verify(c.ticket, ip, 'totp', code)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('spends a recovery code once when racing answers send it', async () => {
    const m = await memberWith();
    const { recoveryCodes } = await enrol(m);
    const ip = freshIp();
    const challenges = await Promise.all([0, 1, 2, 3, 4].map(() => challengeOf(m, ip)));
    const answers = await Promise.all(
      challenges.map((c) => verify(c.ticket, ip, 'recovery', recoveryCodes[3]!)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
  });
});
