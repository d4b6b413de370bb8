import { routes } from '@gp/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { callEncrypted, solvedChallenge } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { call, createMember, openTestDb, type TestMember } from '../../test/wallet-helpers.js';

/**
 * Login history and active sessions (issue 18): every attempt on a known account with its address,
 * country, device and outcome; the member's live sessions, one or all others ended.
 */
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const windows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
let t: TestApp;
let h: DatabaseHandle;

beforeAll(async () => {
  // The addresses come from X-Forwarded-For, as behind the operator's proxy.
  t = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });
  h = openTestDb(t);
});
afterAll(async () => {
  await h.close();
  await t.close();
});

const logIn = async (
  m: TestMember,
  opts: { password?: string; ip?: string; ua?: string; portal?: string } = {},
) =>
  callEncrypted(
    t.app,
    'login',
    {
      type: 'username',
      username: m.account,
      password: opts.password ?? 'Secret123!',
      challenge: await solvedChallenge(t.app),
      ...(opts.portal ? { portal: opts.portal } : {}),
    },
    { 'x-forwarded-for': opts.ip ?? '8.8.8.8', 'user-agent': opts.ua ?? iphone },
  );
const asSession = (m: TestMember, token: string): TestMember => ({ ...m, token });
interface History {
  content: {
    at: string;
    ip: string;
    country: string | null;
    device: string;
    browser: string;
    result: string;
  }[];
  totalPages: number;
  total: number;
}
interface Sessions {
  sessions: { id: string; current: boolean; ip: string; device: string; browser: string }[];
}

describe('login history', () => {
  it('records each attempt on the account with where, what and how it ended, newest first', async () => {
    const m = await createMember(h, { loginPassword: 'Secret123!' });
    expect((await logIn(m, { password: 'wrong', ua: windows })).statusCode).toBe(400);
    expect((await logIn(m, { portal: 'agent' })).json()).toMatchObject({ code: 'error_not_agent' });
    const ok = await logIn(m);
    expect(ok.statusCode).toBe(200);
    const history = (await call(t, m, 'loginHistory')).json<{ value: History }>().value;
    expect(history.content.map(({ at: _at, ...rest }) => rest)).toEqual([
      {
        ip: '8.8.8.8',
        country: 'US',
        device: 'iPhone',
        browser: 'Safari 17',
        result: 'success',
      },
      {
        ip: '8.8.8.8',
        country: 'US',
        device: 'iPhone',
        browser: 'Safari 17',
        result: 'blocked',
      },
      {
        ip: '8.8.8.8',
        country: 'US',
        device: 'Windows',
        browser: 'Chrome 131',
        result: 'wrong_password',
      },
    ]);
  });

  it('pages twenty at a time and shows each member only its own', async () => {
    const m = await createMember(h, { loginPassword: 'Secret123!' });
    const other = await createMember(h, { loginPassword: 'Secret123!' });
    await h.db
      .insertInto('login_events')
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          member_id: m.id,
          at: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
          ip: '10.0.0.1',
          country: null,
          user_agent: null,
          result: 'success' as const,
        })),
      )
      .execute();
    const second = (await call(t, m, 'loginHistory', { query: { pageNum: '2' } })).json<{ value: History }>()
      .value;
    expect(second).toMatchObject({ total: 25, totalPages: 2 });
    expect(second.content).toHaveLength(5);
    expect((await call(t, other, 'loginHistory')).json<{ value: History }>().value.total).toBe(0);
    expect((await call(t, m, 'loginHistory', { query: { pageNum: '0' } })).statusCode).toBe(400);
  });
});

describe('active sessions', () => {
  it('lists the live sessions with the current one marked, and ends one or all the others', async () => {
    const m = await createMember(h, { loginPassword: 'Secret123!' });
    const phone = asSession(m, (await logIn(m)).json<{ value: { token: string } }>().value.token);
    const desk = asSession(
      m,
      (await logIn(m, { ua: windows, ip: '1.1.1.1' })).json<{ value: { token: string } }>().value.token,
    );
    const list = (await call(t, phone, 'activeSessions')).json<{ value: Sessions }>().value.sessions;
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toMatchObject([{ device: 'iPhone', browser: 'Safari 17' }]);
    const deskId = list.find((s) => s.browser === 'Chrome 131')!.id;
    const phoneId = list.find((s) => s.current)!.id;

    // The current session is ended by logging out, not from this list; an unknown handle is refused.
    expect((await call(t, phone, 'sessionRevoke', { body: { id: phoneId } })).json()).toMatchObject({
      code: 'not_found',
    });
    expect((await call(t, phone, 'sessionRevoke', { body: { id: '0123456789abcdef' } })).statusCode).toBe(
      404,
    );
    expect((await call(t, phone, 'sessionRevoke', { body: { id: 'not-a-handle' } })).statusCode).toBe(400);
    const after = (await call(t, phone, 'sessionRevoke', { body: { id: deskId } })).json<{
      value: Sessions;
    }>().value;
    expect(after.sessions).toHaveLength(2);
    expect((await call(t, desk, 'activeSessions')).statusCode).toBe(401);

    const others = (await call(t, phone, 'sessionRevoke', { body: { others: true } })).json<{
      value: Sessions;
    }>().value;
    expect(others.sessions.map((s) => s.current)).toEqual([true]);
    expect((await call(t, m, 'activeSessions')).statusCode).toBe(401);
  });

  it("never ends another member's session", async () => {
    const m = await createMember(h, { loginPassword: 'Secret123!' });
    const other = await createMember(h, { loginPassword: 'Secret123!' });
    const theirs = (await call(t, other, 'activeSessions')).json<{ value: Sessions }>().value.sessions[0]!.id;
    expect((await call(t, m, 'sessionRevoke', { body: { id: theirs } })).statusCode).toBe(404);
    expect((await call(t, other, 'activeSessions')).statusCode).toBe(200);
  });

  it('is for logged-in real accounts', async () => {
    expect((await t.app.inject({ url: routes.activeSessions.path })).statusCode).toBe(401);
    const trial = await createMember(h, { type: 4 });
    expect((await call(t, trial, 'loginHistory')).json()).toMatchObject({ code: 'in_need_true_account' });
  });
});
