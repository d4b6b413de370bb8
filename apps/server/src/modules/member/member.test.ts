import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@gp/contract/routes';
import { countryCodesValueSchema } from '@gp/contract/system';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { hashPassword } from '../../lib/password-hash.js';
import { bearer, callEncrypted, demo, login, loginValue } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

let t: TestApp;
let db: DatabaseHandle;

beforeAll(async () => {
  t = await buildTestApp({ CHALLENGE_MAX_NUMBER: '100', TRUST_PROXY: '127.0.0.1' });
  db = openDatabase(t.config.database);
});
afterAll(async () => {
  await db.close();
  await t.close();
});

/** `handedOut`: the password was given to the member (the default initial one), not chosen. */
const addMember = async (account: string, password: string, handedOut = false) => {
  const row = await db.db
    .insertInto('members')
    .values({
      merchant_code: 'DEMO',
      account,
      nickname: account,
      type: 0,
      password_hash: await hashPassword(password),
      must_change_password: handedOut ? 1 : 0,
      created_at: new Date().toISOString(),
      password_changed_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
};

const changePassword = (token: string, body: unknown) =>
  callEncrypted(t.app, 'changePassword', body, bearer(token));

describe('change password', () => {
  it('changes the password, keeps the current session and ends the others', async () => {
    await addMember('pw_user', 'Old12345');
    const current = await loginValue(t.app, { username: 'pw_user', password: 'Old12345' });
    const other = await loginValue(t.app, { username: 'pw_user', password: 'Old12345' });
    const res = await changePassword(current.token, {
      oldPassword: 'Old12345',
      newPassword: 'New12345',
      confirmNewPassword: 'New12345',
    });
    expect(res.json()).toEqual({ success: true, value: { revokedSessions: 1 } });
    const me = (token: string) => t.app.inject({ url: routes.memberInfo.path, headers: bearer(token) });
    expect((await me(current.token)).statusCode).toBe(200);
    expect((await me(other.token)).statusCode).toBe(401);
    expect((await login(t.app, { username: 'pw_user', password: 'Old12345' })).statusCode).toBe(400);
    expect((await login(t.app, { username: 'pw_user', password: 'New12345' })).statusCode).toBe(200);
  });

  it('clears mustChangePassword once the default initial password is replaced', async () => {
    await addMember('init_user', 'Init1234!', true);
    const first = await loginValue(t.app, { username: 'init_user', password: 'Init1234!' });
    expect(first.mustChangePassword).toBe(true);
    const res = await changePassword(first.token, {
      oldPassword: 'Init1234!',
      newPassword: 'Fresh2026',
      confirmNewPassword: 'Fresh2026',
    });
    expect(res.statusCode).toBe(200);
    const again = await loginValue(t.app, { username: 'init_user', password: 'Fresh2026' });
    expect(again).toMatchObject({ mustChangePassword: false, passwordExpired: false });
  });

  it.each([
    [
      'inconsistent_twice',
      { oldPassword: 'Keep1234', newPassword: 'Abc12345', confirmNewPassword: 'Abc12346' },
    ],
    [
      'invalid_password_format',
      { oldPassword: 'Keep1234', newPassword: 'abcdefgh', confirmNewPassword: 'abcdefgh' },
    ],
    ['invalid_password_format', { oldPassword: 'Keep1234', newPassword: 'Ab1!', confirmNewPassword: 'Ab1!' }],
    [
      'old_password_incorrect',
      { oldPassword: 'Wrong999', newPassword: 'Abc12345', confirmNewPassword: 'Abc12345' },
    ],
  ])('refuses with %s and leaves the password unchanged', async (code, body) => {
    const account = `keep_${code}_${Math.random().toString(36).slice(2, 8)}`;
    await addMember(account, 'Keep1234');
    const { token } = await loginValue(t.app, { username: account, password: 'Keep1234' });
    const res = await changePassword(token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code });
    expect((await login(t.app, { username: account, password: 'Keep1234' })).statusCode).toBe(200);
  });

  it('refuses missing fields, plaintext bodies, guests and trial users', async () => {
    const { token } = await loginValue(t.app, demo.member);
    const missing = await changePassword(token, { oldPassword: 'Demo1234!', newPassword: 'Abc12345' });
    expect(missing.json()).toMatchObject({ code: 'bad_request' });
    const plain = await t.app.inject({
      method: 'POST',
      url: routes.changePassword.path,
      headers: bearer(token),
      payload: { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' },
    });
    expect(plain.json()).toMatchObject({ code: 'encryption_required' });
    const guest = await callEncrypted(t.app, 'changePassword', {});
    expect(guest.statusCode).toBe(401);
    const trial = await loginValue(t.app, demo.trial);
    const refused = await changePassword(trial.token, {
      oldPassword: 'Trial1234!',
      newPassword: 'Abc12345',
      confirmNewPassword: 'Abc12345',
    });
    expect(refused.json()).toMatchObject({ code: 'in_need_true_account' });
    expect(refused.statusCode).toBe(403);
  });

  it('never touches another member, whatever ids the body carries', async () => {
    const victimId = await addMember('victim', 'Victim123');
    await addMember('attacker', 'Attack123');
    const { token } = await loginValue(t.app, { username: 'attacker', password: 'Attack123' });
    const res = await changePassword(token, {
      oldPassword: 'Attack123',
      newPassword: 'Hacked123',
      confirmNewPassword: 'Hacked123',
      id: victimId,
      memberId: victimId,
      account: 'victim',
    });
    expect(res.statusCode).toBe(200);
    expect((await login(t.app, { username: 'victim', password: 'Victim123' })).statusCode).toBe(200);
    expect((await login(t.app, { username: 'victim', password: 'Hacked123' })).statusCode).toBe(400);
    const info = await t.app.inject({
      url: `${routes.memberInfo.path}?id=${victimId}&account=victim`,
      headers: bearer(token),
    });
    expect(info.json()).toMatchObject({ value: { account: 'attacker' } });
    const lang = await t.app.inject({
      method: 'PUT',
      url: routes.languageUpdate.path,
      headers: bearer(token),
      payload: { language: 'JA', memberId: victimId },
    });
    expect(lang.statusCode).toBe(200);
    const victim = await db.db
      .selectFrom('members')
      .select('language')
      .where('id', '=', victimId)
      .executeTakeFirst();
    expect(victim?.language).toBeNull();
  });
});

describe('first login and language', () => {
  it('the first-login action turns firstTimeLogin off for later logins', async () => {
    await addMember('first_user', 'First1234');
    const first = await loginValue(t.app, { username: 'first_user', password: 'First1234' });
    expect(first.firstTimeLogin).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url: routes.firstLogin.path,
      headers: bearer(first.token),
    });
    expect(res.json()).toEqual({ success: true, value: { firstTimeLogin: false } });
    expect((await loginValue(t.app, { username: 'first_user', password: 'First1234' })).firstTimeLogin).toBe(
      false,
    );
    expect((await t.app.inject({ method: 'POST', url: routes.firstLogin.path })).statusCode).toBe(401);
  });

  it('stores the language and refuses unknown ones', async () => {
    const { token } = await loginValue(t.app, demo.agent);
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: routes.languageUpdate.path, headers: bearer(token), payload });
    expect((await put({ language: 'PT' })).json()).toEqual({ success: true, value: { language: 'PT' } });
    const me = await t.app.inject({ url: routes.memberInfo.path, headers: bearer(token) });
    expect(me.json()).toMatchObject({ value: { language: 'PT' } });
    for (const bad of [{ language: 'XX' }, { language: 5 }, {}]) {
      const res = await put(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'bad_request' });
    }
  });
});

describe('country codes', () => {
  it('lists the seeded dialing codes', async () => {
    const res = await t.app.inject({ url: routes.countryCodes.path });
    const list = countryCodesValueSchema.parse(res.json<{ value: unknown }>().value);
    const map = Object.fromEntries(list.map((c) => [c.countryCode, c.countryDialingCode]));
    expect(map).toMatchObject({
      KR: '+82',
      US: '+1',
      JP: '+81',
      BR: '+55',
      GB: '+44',
      VN: '+84',
      TH: '+66',
      PH: '+63',
      CN: '+86',
      ID: '+62',
    });
    expect(list[0]).toEqual({ countryCode: 'KR', countryDialingCode: '+82' });
  });
});
