import { whitelabelFlags } from '@gp/contract/whitelabel';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { callEncrypted, solvedChallenge } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { startOidcProvider, type LocalOidcProvider } from '../../test/oidc-provider.js';
import { freshIp, freshNumber, outbox, setFlag, smsCode } from '../../test/verification-helpers.js';
import { call, createMember, openTestDb, type TestMember } from '../../test/wallet-helpers.js';
import { sha256 } from './social-flow.js';

/**
 * Social sign-in (issue 18) against a real OpenID Connect provider started here (oidc-provider):
 * its login and consent pages are answered over HTTP, the code is exchanged with PKCE and the ID
 * token checked by openid-client. New account, link by password, login of a linked identity, the
 * second factor and safer gambling's exclusion, unlink rules, and refused callbacks: forged or
 * replayed state, another browser, a wrong nonce or PKCE verifier.
 */
const origin = 'http://platform.test';
let provider: LocalOidcProvider;
let t: TestApp;
let h: DatabaseHandle;
let people = 0;

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: [`${origin}/wps/session/social/callback/google`] });
  t = await buildTestApp({
    TRUST_PROXY: '127.0.0.1',
    SOCIAL_CALLBACK_ORIGIN: origin,
    SOCIAL_GOOGLE_CLIENT_ID: provider.clientId,
    SOCIAL_GOOGLE_CLIENT_SECRET: provider.clientSecret,
    SOCIAL_GOOGLE_ISSUER: provider.issuer,
  });
  h = openTestDb(t);
  await setFlag(h.db, whitelabelFlags.socialSignIn, true);
});
afterAll(async () => {
  await h.close();
  await t.close();
  await provider.close();
});

const person = () => `p${process.pid % 1000}x${++people}${Date.now() % 100_000}`;

interface Started {
  cookie: string;
  url: string;
}
const start = async (ip: string, member?: TestMember): Promise<Started> => {
  const res = await t.app.inject({
    method: 'POST',
    url: member ? '/wps/session/social/link/start' : '/wps/session/social/start',
    headers: { 'x-forwarded-for': ip, ...(member ? { authorization: `Bearer ${member.token}` } : {}) },
    payload: { channel: 'GOOGLE' },
  });
  expect(res.statusCode, res.body).toBe(200);
  // Beside the browser's device cookie (plugins/device-cookie.ts) on its first call.
  const cookie = [res.headers['set-cookie'] ?? []]
    .flat()
    .map((c) => String(c).split(';')[0]!)
    .find((c) => c.startsWith('gp_social='))!;
  expect(cookie).toMatch(/^gp_social=[A-Za-z0-9_-]{43}$/);
  return { cookie, url: res.json<{ value: { url: string } }>().value.url };
};
const callback = (url: URL, cookie: string | null) =>
  t.app.inject({ url: `${url.pathname}${url.search}`, headers: cookie ? { cookie } : {} });
const fragmentOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode).toBe(302);
  const location = String(res.headers.location);
  expect(location.startsWith('/social#')).toBe(true);
  return new URLSearchParams(location.slice('/social#'.length));
};

/** Start, sign in on the provider's pages as `login`, come back: the ticket and the browser's cookie. */
const signIn = async (login: string, ip = freshIp(), member?: TestMember) => {
  const started = await start(ip, member);
  const back = await provider.signIn(started.url, login);
  expect(back.origin).toBe(origin);
  const fragment = fragmentOf(await callback(back, started.cookie));
  expect(fragment.get('error')).toBeNull();
  return { ticket: fragment.get('ticket')!, cookie: started.cookie, ip };
};
const redeem = (s: { ticket: string; cookie: string; ip: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/session/social/ticket',
    headers: { cookie: s.cookie, 'x-forwarded-for': s.ip },
    payload: { ticket: s.ticket },
  });
const registerNew = async (s: { ticket: string; cookie: string; ip: string }, username: string) => {
  const phone = freshNumber();
  const code = await smsCode(t.app, 'smsRegister', phone);
  return callEncrypted(
    t.app,
    'socialRegister',
    {
      ticket: s.ticket,
      username,
      mobileNum: phone.national,
      countryDialingCode: phone.dialingCode,
      verificationCode: code,
      termsAccepted: true,
    },
    { cookie: s.cookie, 'x-forwarded-for': s.ip },
  );
};
const memberOf = (token: string): TestMember & { token: string } => ({ id: 0, account: '', token });
const loggedInToken = (res: LightMyRequestResponse) => {
  const value = res.json<{ value: { status: string; login: { token: string } } }>().value;
  expect(value.status).toBe('loggedIn');
  return value.login.token;
};

describe('social sign-in against a local OpenID provider', () => {
  it('offers the channel only while SOCIALLOGIN3 is on and the merchant has it on', async () => {
    const channels = () => t.app.inject({ url: '/wps/session/social/channels' });
    expect((await channels()).json()).toMatchObject({ value: { channels: ['GOOGLE'] } });
    await h.db
      .updateTable('social_channel_settings')
      .set({ enabled: 0 })
      .where('channel', '=', 'GOOGLE')
      .execute();
    expect((await channels()).json()).toMatchObject({ value: { channels: [] } });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/wps/session/social/start',
      payload: { channel: 'GOOGLE' },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'social_channel_unavailable' });
    await h.db
      .updateTable('social_channel_settings')
      .set({ enabled: 1 })
      .where('channel', '=', 'GOOGLE')
      .execute();
    // FACEBOOK has no credentials here: never offered.
    const facebook = await t.app.inject({
      method: 'POST',
      url: '/wps/session/social/start',
      payload: { channel: 'FACEBOOK' },
    });
    expect(facebook.json()).toMatchObject({ code: 'social_channel_unavailable' });
  });

  it('creates an account for a new identity under the registration rules, then logs it in', async () => {
    const login = person();
    const first = await signIn(login);
    const answer = await redeem(first);
    expect(answer.json()).toMatchObject({
      success: true,
      value: { status: 'new', channel: 'GOOGLE', email: `${login}@example.test`, name: `Player ${login}` },
    });
    const suggestion = answer.json<{ value: { suggestedUsername: string } }>().value.suggestedUsername;
    expect(suggestion).toMatch(/^[a-z][a-z0-9]{5,15}$/);

    // The merchant's rules apply: terms, and the required mobile number with its SMS code.
    const noTerms = await callEncrypted(
      t.app,
      'socialRegister',
      { ticket: first.ticket, username: suggestion, termsAccepted: false },
      { cookie: first.cookie, 'x-forwarded-for': first.ip },
    );
    expect(noTerms.json()).toMatchObject({ code: 'invalid_field', value: { field: 'mobileNum' } });
    const created = await registerNew(first, suggestion);
    expect(created.statusCode, created.body).toBe(200);
    const value = created.json<{ value: { token: string; member: { account: string; email: string } } }>()
      .value;
    expect(value.member.account).toBe(suggestion);
    const row = await h.db
      .selectFrom('members')
      .select(['id', 'password_hash', 'email'])
      .where('account', '=', suggestion)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toBe('!');
    expect(row.email).toBe(`${login}@example.test`);

    // The ticket was spent by the account.
    expect((await redeem(first)).json()).toMatchObject({ code: 'social_ticket_invalid' });
    expect((await registerNew(first, `${suggestion}x`)).json()).toMatchObject({
      code: 'social_ticket_invalid',
    });

    // The next sign-in with the same identity logs in that account.
    const again = await redeem(await signIn(login));
    const token = loggedInToken(again);
    const info = await call(t, memberOf(token), 'memberInfo');
    expect(info.json()).toMatchObject({ value: { account: suggestion } });

    // Its only way to log in cannot be unlinked.
    const refused = await call(t, memberOf(token), 'socialUnlink', { body: { channel: 'GOOGLE' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'social_last_login' });
    expect((await call(t, memberOf(token), 'socialLinks')).json()).toMatchObject({
      value: { links: [{ channel: 'GOOGLE', email: `${login}@example.test` }], hasPassword: false },
    });
  });

  it('links an identity to an existing account by its password, which may then unlink it', async () => {
    const m = await createMember(h, { loginPassword: 'Secret123!' });
    const s = await signIn(person());
    expect((await redeem(s)).json()).toMatchObject({ value: { status: 'new' } });
    const link = (password: string) =>
      solvedChallenge(t.app).then((challenge) =>
        callEncrypted(
          t.app,
          'socialLink',
          { ticket: s.ticket, username: m.account, password, challenge },
          { cookie: s.cookie, 'x-forwarded-for': s.ip },
        ),
      );
    expect((await link('Wrong123!')).json()).toMatchObject({ code: 'wrong_account_or_password' });
    expect(
      await h.db.selectFrom('social_identities').select('id').where('member_id', '=', m.id).execute(),
    ).toEqual([]);
    const linked = await link('Secret123!');
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ value: { member: { account: m.account } } });
    // Replaying the link, or linking the identity again, is refused.
    expect((await link('Secret123!')).json()).toMatchObject({ code: 'social_ticket_invalid' });

    const links = await call(t, m, 'socialLinks');
    expect(links.json()).toMatchObject({ value: { links: [{ channel: 'GOOGLE' }], hasPassword: true } });
    const unlinked = await call(t, m, 'socialUnlink', { body: { channel: 'GOOGLE' } });
    expect(unlinked.json()).toMatchObject({ success: true, value: { links: [], available: ['GOOGLE'] } });
    const twice = await call(t, m, 'socialUnlink', { body: { channel: 'GOOGLE' } });
    expect(twice.json()).toMatchObject({ code: 'social_not_linked' });
  });

  it('links from the security centre to the member who started it, and only once', async () => {
    const m = await createMember(h, { loginPassword: 'Secret123!' });
    const other = await createMember(h, { loginPassword: 'Secret123!' });
    const s = await signIn(person(), freshIp(), m);
    // A link flow's ticket does not log anyone in.
    expect((await redeem(s)).json()).toMatchObject({ code: 'social_ticket_invalid' });
    const confirm = (who: TestMember, cookie = s.cookie) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/session/social/link/confirm',
        headers: { authorization: `Bearer ${who.token}`, cookie },
        payload: { ticket: s.ticket },
      });
    expect((await confirm(other)).json()).toMatchObject({ code: 'social_ticket_invalid' });
    expect((await confirm(m, 'gp_social=' + 'A'.repeat(43))).json()).toMatchObject({
      code: 'social_ticket_invalid',
    });
    expect((await confirm(m)).json()).toMatchObject({ success: true, value: { channel: 'GOOGLE' } });
    expect((await confirm(m)).json()).toMatchObject({ code: 'social_ticket_invalid' });
    // A member has one identity per channel.
    const second = await signIn(person(), freshIp(), m);
    const again = await t.app.inject({
      method: 'POST',
      url: '/wps/session/social/link/confirm',
      headers: { authorization: `Bearer ${m.token}`, cookie: second.cookie },
      payload: { ticket: second.ticket },
    });
    expect(again.json()).toMatchObject({ code: 'social_already_linked' });
  });

  it('asks a linked member for the second factor at a new IP, and refuses an excluded member', async () => {
    const m = await createMember(h, { loginPassword: 'Secret123!' });
    const phone = freshNumber();
    await h.db
      .updateTable('members')
      .set({ mobile: phone.e164, last_login_ip: '203.0.113.1' })
      .where('id', '=', m.id)
      .execute();
    const login = person();
    const s = await signIn(login, freshIp(), m);
    await t.app.inject({
      method: 'POST',
      url: '/wps/session/social/link/confirm',
      headers: { authorization: `Bearer ${m.token}`, cookie: s.cookie },
      payload: { ticket: s.ticket },
    });

    await setFlag(h.db, whitelabelFlags.loginSecondFactor, true);
    try {
      const ip = freshIp();
      const asked = await redeem(await signIn(login, ip));
      expect(asked.json()).toMatchObject({ code: 'login_2fa', value: { methods: ['sms'] } });
      const ticket = asked.json<{ value: { ticket: string } }>().value.ticket;
      const sent = await t.app.inject({
        method: 'POST',
        url: '/wps/session/login/verify/send',
        headers: { 'x-forwarded-for': ip },
        payload: { ticket, method: 'sms' },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const [message] = await outbox(t.app, 'sms', phone.e164);
      const code = /\b(\d{6})\b/.exec(message!.text)![1]!;
      const verified = await callEncrypted(
        t.app,
        'loginVerify',
        { ticket, method: 'sms', code },
        { 'x-forwarded-for': ip },
      );
      expect(verified.json()).toMatchObject({
        success: true,
        value: { mustChangePassword: false, member: { account: m.account } },
      });
    } finally {
      await setFlag(h.db, whitelabelFlags.loginSecondFactor, false);
    }

    const excluded = await call(t, m, 'saferGamblingExclusion', {
      body: { kind: 'TIME_OUT', length: '1D', password: 'Secret123!' },
    });
    expect(excluded.statusCode, excluded.body).toBe(200);
    const refused = await redeem(await signIn(login));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'account_excluded', value: { kind: 'TIME_OUT' } });
  });

  it('refuses a forged, replayed or foreign callback, a wrong nonce and a wrong PKCE verifier', async () => {
    const failed = async (res: Promise<LightMyRequestResponse>) =>
      expect(fragmentOf(await res).get('error')).toBe('social_sign_in_failed');

    // A state this server never issued.
    const started = await start(freshIp());
    const back = await provider.signIn(started.url, person());
    const forged = new URL(back);
    forged.searchParams.set('state', 'A'.repeat(43));
    await failed(callback(forged, started.cookie));
    // Another browser (no binding cookie, or another one) cannot finish it.
    await failed(callback(back, null));
    await failed(callback(back, `gp_social=${'B'.repeat(43)}`));
    // The right browser can, once; a replay is refused.
    expect(fragmentOf(await callback(back, started.cookie)).get('ticket')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await failed(callback(back, started.cookie));

    // A token issued for another nonce, or a code with another verifier, is refused by the checks.
    for (const column of ['nonce', 'code_verifier'] as const) {
      const flow = await start(freshIp());
      const state = new URL(flow.url).searchParams.get('state')!;
      const returned = await provider.signIn(flow.url, person());
      await h.db
        .updateTable('social_flows')
        .set({ [column]: 'C'.repeat(43) })
        .where('id', '=', sha256(state))
        .execute();
      await failed(callback(returned, flow.cookie));
    }

    // An expired flow is refused too.
    const late = await start(freshIp());
    const lateState = new URL(late.url).searchParams.get('state')!;
    const lateBack = await provider.signIn(late.url, person());
    await h.db
      .updateTable('social_flows')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', sha256(lateState))
      .execute();
    await failed(callback(lateBack, late.cookie));

    // Cancelling at the provider says so.
    const cancel = await start(freshIp());
    const cancelState = new URL(cancel.url).searchParams.get('state')!;
    const cancelled = await callback(
      new URL(`${origin}/wps/session/social/callback/google?error=access_denied&state=${cancelState}`),
      cancel.cookie,
    );
    expect(fragmentOf(cancelled).get('error')).toBe('social_sign_in_cancelled');
  });

  it('refuses a ticket from another browser and leaves nothing half-written on a refused account', async () => {
    const s = await signIn(person());
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/wps/session/social/ticket',
      headers: { cookie: `gp_social=${'D'.repeat(43)}` },
      payload: { ticket: s.ticket },
    });
    expect(foreign.json()).toMatchObject({ code: 'social_ticket_invalid' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/wps/session/social/ticket',
      headers: { cookie: s.cookie },
      payload: { ticket: 42 },
    });
    expect(bad.statusCode).toBe(400);
    // An account that exists: refused, no member, no link, and the ticket still works.
    const existing = await createMember(h, { loginPassword: 'Secret123!' });
    const name = `taken${people}${Date.now() % 100_000}`;
    await h.db.updateTable('members').set({ account: name }).where('id', '=', existing.id).execute();
    const taken = await registerNew(s, name);
    expect(taken.json()).toMatchObject({ code: 'account_exists' });
    expect(
      await h.db
        .selectFrom('social_flows')
        .select('consumed_at')
        .where('ticket_hash', '=', sha256(s.ticket))
        .executeTakeFirstOrThrow(),
    ).toEqual({ consumed_at: null });
    expect((await redeem(s)).json()).toMatchObject({ value: { status: 'new' } });
  });
});
