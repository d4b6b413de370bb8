import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@gp/contract/routes';
import { loginValueSchema } from '@gp/contract/session';
import { envelopeSchema } from '@gp/contract/envelope';
import { bodyLimitBytes } from '../../app.js';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { createManualClock } from '../../lib/clock.js';
import { hashPassword } from '../../lib/password-hash.js';
import {
  bearer,
  callEncrypted,
  demo,
  fetchCaptcha,
  login,
  loginValue,
  recordingCaptchaRenderer,
  solvedChallenge,
} from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

const clock = createManualClock();
const captchas = recordingCaptchaRenderer();
let t: TestApp;
let db: DatabaseHandle;

beforeAll(async () => {
  t = await buildTestApp(
    { TRUST_PROXY: '127.0.0.1', CHALLENGE_MAX_NUMBER: '100' },
    { clock, captchaRenderer: captchas.render },
  );
  db = openDatabase(t.config.database);
});
afterAll(async () => {
  await db.close();
  await t.close();
});

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

const addMember = async (account: string, type: number, password = 'Passw0rd1') =>
  db.db
    .insertInto('members')
    .values({
      merchant_code: 'DEMO',
      account,
      nickname: account,
      type,
      password_hash: await hashPassword(password),
      created_at: clock().toISOString(),
      password_changed_at: clock().toISOString(),
    })
    .execute();

const failure = (res: { statusCode: number; json: () => unknown }) => ({
  status: res.statusCode,
  ...(res.json() as { code: string; value?: { captcha: boolean } }),
});

describe('login success', () => {
  it('logs a member in with a token, flags and member data, and records the login', async () => {
    const ip = freshIp();
    const res = await login(t.app, { ...demo.member, ip });
    expect(res.statusCode).toBe(200);
    const value = envelopeSchema(loginValueSchema).parse(res.json()).value!;
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(value).toMatchObject({ firstTimeLogin: true, passwordExpired: false, mustChangePassword: false });
    expect(value.member).toMatchObject({ account: 'demo_member', type: 0, isAgent: false, isTrial: false });
    expect(value.member.abilities).toEqual({
      memberCentre: true,
      agentCentre: false,
      playRealGames: true,
      changePassword: true,
    });
    const info = await t.app.inject({ url: routes.memberInfo.path, headers: bearer(value.token) });
    expect(info.json()).toMatchObject({
      success: true,
      value: { id: value.member.id, account: 'demo_member' },
    });
    const row = await db.db
      .selectFrom('members')
      .select(['last_login_at', 'last_login_ip'])
      .where('account', '=', 'demo_member')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ last_login_at: clock().toISOString(), last_login_ip: ip });
  });

  it('marks agents and trial users from the configured type lists', async () => {
    const agent = await loginValue(t.app, { ...demo.agent, ip: freshIp(), portal: 'agent' });
    expect(agent.member).toMatchObject({ type: 1, isAgent: true, isTrial: false });
    expect(agent.member.abilities.agentCentre).toBe(true);
    const trial = await loginValue(t.app, { ...demo.trial, ip: freshIp() });
    expect(trial.member).toMatchObject({ type: 4, isAgent: false, isTrial: true });
    expect(trial.member.abilities).toMatchObject({ memberCentre: false, playRealGames: false });
  });

  it('asks for a password change when the password is the merchant default initial password', async () => {
    const value = await loginValue(t.app, { ...demo.initial, ip: freshIp() });
    expect(value).toMatchObject({ mustChangePassword: true, passwordExpired: false });
  });

  it('lets a session that must change its password do nothing else until it does', async () => {
    // A member of its own, handed the initial password: the seeded demo_init stays as it is.
    await addMember('must_change_user', 0, 'Init1234!');
    await db.db
      .updateTable('members')
      .set({ must_change_password: 1 })
      .where('account', '=', 'must_change_user')
      .execute();
    const { token } = await loginValue(t.app, {
      username: 'must_change_user',
      password: 'Init1234!',
      ip: freshIp(),
    });
    const balance = () =>
      t.app.inject({ method: 'GET', url: routes.walletBalance.path, headers: bearer(token) });

    const refused = await balance();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'password_change_required' });
    const info = await t.app.inject({ method: 'GET', url: routes.memberInfo.path, headers: bearer(token) });
    expect(info.statusCode).toBe(200);

    const changed = await callEncrypted(
      t.app,
      'changePassword',
      { oldPassword: 'Init1234!', newPassword: 'Chosen2026', confirmNewPassword: 'Chosen2026' },
      bearer(token),
    );
    expect(changed.statusCode).toBe(200);
    expect((await balance()).statusCode).toBe(200);
  });

  it('refuses non-member account types with member_no_enter and non-agents on the agent page', async () => {
    await addMember('staff_user', 9);
    const staff = await login(t.app, { username: 'staff_user', password: 'Passw0rd1', ip: freshIp() });
    expect(failure(staff)).toMatchObject({ status: 403, code: 'member_no_enter' });
    const member = await login(t.app, { ...demo.member, ip: freshIp(), portal: 'agent' });
    expect(failure(member)).toMatchObject({ status: 403, code: 'error_not_agent' });
    const trial = await login(t.app, { ...demo.trial, ip: freshIp(), portal: 'agent' });
    expect(failure(trial)).toMatchObject({ status: 403, code: 'error_not_agent' });
  });
});

describe('login failures', () => {
  it('answers a wrong password and an unknown account the same way', async () => {
    const wrong = await login(t.app, { username: 'demo_member', password: 'nope', ip: freshIp() });
    const unknown = await login(t.app, { username: 'nobody_here', password: 'nope', ip: freshIp() });
    expect(failure(wrong)).toEqual({
      status: 400,
      success: false,
      code: 'wrong_account_or_password',
      message: 'Wrong account or password',
      value: { captcha: false },
    });
    expect(failure(unknown)).toEqual(failure(wrong));
  });

  it('refuses plaintext and tampered bodies on the encrypted route', async () => {
    const plain = await t.app.inject({
      method: 'POST',
      url: routes.login.path,
      payload: { type: 'username', ...demo.member },
    });
    expect(failure(plain)).toMatchObject({ status: 400, code: 'encryption_required' });
    const { encryptPayload } = await import('@gp/contract/payload-crypto');
    const { publicKeyOf } = await import('../../test/auth-helpers.js');
    const body = await encryptPayload(await publicKeyOf(t.app), { type: 'username', ...demo.member });
    const flip = (b64: string) => {
      const bytes = Buffer.from(b64, 'base64');
      bytes[bytes.length - 1]! ^= 1;
      return bytes.toString('base64');
    };
    for (const tampered of [
      { ...body, data: flip(body.data) },
      { ...body, key: flip(body.key) },
      { ...body, iv: flip(body.iv) },
      { ...body, key: 'AAAA' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: routes.login.path, payload: tampered });
      expect(failure(res)).toMatchObject({ status: 400, code: 'payload_decrypt_failed' });
    }
    const extra = await t.app.inject({ method: 'POST', url: routes.login.path, payload: { ...body, x: 1 } });
    expect(failure(extra)).toMatchObject({ status: 400, code: 'encryption_required' });
  });

  it.each([
    ['a missing password', { type: 'username', username: 'demo_member' }, 'password'],
    ['a numeric username', { type: 'username', username: 123, password: 'x' }, 'username'],
    ['an unknown login type', { type: 'carrier-pigeon', username: 'a', password: 'b' }, 'type'],
    ['an overlong password', { type: 'username', username: 'a', password: 'x'.repeat(129) }, 'password'],
    ['an unknown portal', { type: 'username', username: 'a', password: 'b', portal: 'admin' }, 'portal'],
  ])('refuses %s with 400 bad_request naming the field', async (_label, body, field) => {
    const res = await callEncrypted(t.app, 'login', body, { 'x-forwarded-for': freshIp() });
    expect(failure(res)).toMatchObject({ status: 400, code: 'bad_request' });
    expect(res.json<{ message: string }>().message).toContain(field);
  });

  it('refuses an oversize body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: routes.login.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ key: 'A'.repeat(bodyLimitBytes), iv: 'A', data: 'A' }),
    });
    expect(failure(res)).toMatchObject({ status: 413, code: 'payload_too_large' });
  });

  it('requires a solved, fresh, unused proof-of-work challenge', async () => {
    const ip = freshIp();
    const missing = await login(t.app, { ...demo.member, ip, challenge: false });
    expect(failure(missing)).toMatchObject({ status: 400, code: 'complete_verification_first' });

    const challenge = await solvedChallenge(t.app);
    const wrongNumber = await login(t.app, {
      ...demo.member,
      ip,
      challenge: { ...challenge, number: challenge.number + 1 },
    });
    expect(failure(wrongNumber)).toMatchObject({ code: 'captcha_check_failed' });
    const forged = await login(t.app, {
      ...demo.member,
      ip,
      challenge: { ...challenge, salt: `${challenge.salt}1` },
    });
    expect(failure(forged)).toMatchObject({ code: 'captcha_check_failed' });

    expect((await login(t.app, { ...demo.member, ip, challenge })).statusCode).toBe(200);
    const replay = await login(t.app, { ...demo.member, ip, challenge });
    expect(failure(replay)).toMatchObject({ status: 400, code: 'captcha_check_failed' });

    const stale = await solvedChallenge(t.app);
    clock.advance(5 * 60_000 + 1000);
    const expired = await login(t.app, { ...demo.member, ip, challenge: stale });
    expect(failure(expired)).toMatchObject({ status: 400, code: 'captcha_check_failed' });
  });
});

describe('captcha after failures', () => {
  it('flags the captcha from the third failure of an account and then requires a correct one', async () => {
    await addMember('captcha_user', 0, 'Right1234');
    const account = { username: 'captcha_user', password: 'wrong' };
    const flags: boolean[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await login(t.app, { ...account, ip: freshIp() });
      flags.push(failure(res).value!.captcha);
    }
    expect(flags).toEqual([false, false, true]);

    // Right password but no captcha, then a wrong captcha: refused, still flagged.
    const right = { username: 'captcha_user', password: 'Right1234' };
    const none = await login(t.app, { ...right, ip: freshIp() });
    expect(failure(none)).toMatchObject({
      status: 400,
      code: 'captcha_check_failed',
      value: { captcha: true },
    });
    const ip = freshIp();
    const shown = await fetchCaptcha(t.app, ip);
    const wrong = await login(t.app, { ...right, ip, captchaId: shown.id, captcha: 'zzzzz' });
    expect(failure(wrong)).toMatchObject({ code: 'captcha_check_failed', value: { captcha: true } });
    // The captcha was used by that check: its right answer no longer works.
    const reused = await login(t.app, { ...right, ip, captchaId: shown.id, captcha: captchas.lastAnswer() });
    expect(failure(reused)).toMatchObject({ code: 'captcha_check_failed' });

    const expiring = await fetchCaptcha(t.app, ip);
    clock.advance(2 * 60_000 + 1000);
    const expired = await login(t.app, {
      ...right,
      ip,
      captchaId: expiring.id,
      captcha: captchas.lastAnswer(),
    });
    expect(failure(expired)).toMatchObject({ code: 'captcha_check_failed' });

    const fresh = await fetchCaptcha(t.app, ip);
    const ok = await login(t.app, {
      ...right,
      ip,
      captchaId: fresh.id,
      captcha: captchas.lastAnswer().toUpperCase(),
    });
    expect(ok.statusCode).toBe(200);
    // Success clears the account counter: no captcha needed on the next login.
    expect((await login(t.app, { ...right, ip: freshIp() })).statusCode).toBe(200);
  });

  it('requires the captcha for any account after three failures from one IP', async () => {
    const ip = freshIp();
    for (const name of ['ip_a', 'ip_b', 'ip_c']) await login(t.app, { username: name, password: 'x', ip });
    const res = await login(t.app, { ...demo.agent, ip });
    expect(failure(res)).toMatchObject({ code: 'captcha_check_failed', value: { captcha: true } });
  });
});

describe('lockout', () => {
  const failWithCaptcha = async (username: string, ip: string) => {
    const shown = await fetchCaptcha(t.app, ip);
    return login(t.app, {
      username,
      password: 'bad',
      ip,
      captchaId: shown.id,
      captcha: captchas.lastAnswer(),
    });
  };

  it('answers 429 with Retry-After 300 after 10 failures of an account, even with the right password', async () => {
    await addMember('lock_user', 0, 'Right1234');
    for (let i = 0; i < 10; i += 1) {
      const res = await failWithCaptcha('lock_user', freshIp());
      expect(failure(res).code).toBe('wrong_account_or_password');
    }
    const locked = await login(t.app, { username: 'lock_user', password: 'Right1234', ip: freshIp() });
    expect(failure(locked)).toMatchObject({ status: 429, code: 'too_many_requests' });
    expect(locked.headers['retry-after']).toBe('300');

    clock.advance(60_000);
    const later = await login(t.app, { username: 'lock_user', password: 'Right1234', ip: freshIp() });
    expect(later.headers['retry-after']).toBe('240');

    clock.advance(4 * 60_000);
    const ip = freshIp();
    const shown = await fetchCaptcha(t.app, ip);
    const unlocked = await login(t.app, {
      username: 'lock_user',
      password: 'Right1234',
      ip,
      captchaId: shown.id,
      captcha: captchas.lastAnswer(),
    });
    expect(unlocked.statusCode).toBe(200);
  });

  it('locks an IP after 20 failures across accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) {
      expect(failure(await failWithCaptcha(`spray_${i}`, ip)).code).toBe('wrong_account_or_password');
    }
    const locked = await login(t.app, { ...demo.member, ip });
    expect(failure(locked)).toMatchObject({ status: 429, code: 'too_many_requests' });
    expect(locked.headers['retry-after']).toBe('300');
    // Another IP is not affected.
    expect((await login(t.app, { ...demo.member, ip: freshIp() })).statusCode).toBe(200);
  });
});

describe('password age', () => {
  it('reports passwordExpired after PASSWORD_MAX_AGE_DAYS only while PWDEXPIRY3 is on', async () => {
    clock.advance(91 * 86_400_000);
    const expired = await loginValue(t.app, { ...demo.agent, ip: freshIp() });
    expect(expired).toMatchObject({ passwordExpired: true, mustChangePassword: true });

    await db.db
      .updateTable('whitelabel_nodes')
      .set({ enabled: '0' })
      .where('mod_id', '=', 'PWDEXPIRY3')
      .execute();
    const off = await loginValue(t.app, { ...demo.agent, ip: freshIp() });
    expect(off).toMatchObject({ passwordExpired: false, mustChangePassword: false });
    await db.db
      .updateTable('whitelabel_nodes')
      .set({ enabled: '1' })
      .where('mod_id', '=', 'PWDEXPIRY3')
      .execute();
  });
});
