import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeIds, routes, type RouteId } from '@gp/contract/routes';
import { routeSchemas } from '@gp/contract/route-schemas';
import { bearer, demo, loginValue } from '../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { accessPolicy, decide, roleOfType, roles, type Role } from './access-policy.js';

/**
 * The authorization matrix, generated from the contract's route table: every route x guest, trial,
 * member, agent is sent over HTTP with a real session of that role, and the answer must be the
 * policy's verdict (401/403 with its code) or, when allowed, anything but a guard refusal. Routes no
 * module implements yet are 404 placeholders registered after the guard, so they are covered too.
 */
let t: TestApp;
const tokens: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  t = await buildTestApp({ CHALLENGE_MAX_NUMBER: '100' });
  tokens.member = (await loginValue(t.app, demo.member)).token;
  tokens.agent = (await loginValue(t.app, demo.agent)).token;
  tokens.trial = (await loginValue(t.app, demo.trial)).token;
});
afterAll(async () => {
  await t.close();
});

const guardCodes = ['not_logged_in', 'in_need_true_account', 'error_not_agent'];
const statusOf = { not_logged_in: 401, in_need_true_account: 403, error_not_agent: 403 } as const;

describe('policy table', () => {
  it('has an entry for every contract route and marks exactly the token (T) routes non-public', () => {
    expect(Object.keys(accessPolicy).sort()).toEqual([...routeIds].sort());
    for (const id of routeIds) expect(accessPolicy[id] !== 'public', id).toBe(routes[id].token);
  });

  it('answers per the spec roles (section 6)', () => {
    const table = Object.fromEntries(
      (['public', 'session', 'member', 'agent'] as const).map((a) => [a, roles.map((r) => decide(a, r))]),
    );
    // columns: guest, trial, member, agent
    expect(table).toEqual({
      public: ['allow', 'allow', 'allow', 'allow'],
      session: ['not_logged_in', 'allow', 'allow', 'allow'],
      member: ['not_logged_in', 'in_need_true_account', 'allow', 'allow'],
      agent: ['not_logged_in', 'in_need_true_account', 'error_not_agent', 'allow'],
    });
    const f = (id: RouteId) => accessPolicy[id];
    // Trial users: blocked from member and agent centres; they still see who they are. Game launch
    // is open to them for free mode (the launch itself refuses real play: modules/play).
    for (const id of ['walletTransfer', 'changePassword', 'favoriteAdd', 'unreadCount'] as const)
      expect(f(id), id).toBe('member');
    for (const id of ['memberInfo', 'logout', 'firstLogin', 'languageUpdate', 'launchGame'] as const)
      expect(f(id), id).toBe('session');
    for (const id of ['processDividendReq', 'processDailySalContract'] as const)
      expect(f(id), id).toBe('agent');
  });

  it('derives roles from the configured type lists', () => {
    const lists = { agentTypes: [1, 2, 41, 42], trialTypes: [4] };
    expect([0, 1, 2, 4, 41, 42, 7].map((type) => roleOfType(type, lists))).toEqual([
      'member',
      'agent',
      'agent',
      'trial',
      'agent',
      'agent',
      'member',
    ]);
  });
});

describe('authorization matrix over HTTP', () => {
  // Logout last, so the sessions survive the other routes.
  const ordered = [...routeIds.filter((id) => id !== 'logout'), 'logout' as const];

  it.each(roles)('every contract route answers %s as the policy says', async (role) => {
    const seen: string[] = [];
    for (const id of ordered) {
      const { method, path } = routes[id];
      const token = tokens[role as Exclude<Role, 'guest'>];
      const res = await t.app.inject({ method, url: path, headers: token ? bearer(token) : {} });
      const verdict = decide(accessPolicy[id], role);
      const body = res.json<{ code?: string }>();
      if (verdict === 'allow') {
        expect(guardCodes, `${role} ${id}`).not.toContain(body.code);
        expect([401, 403], `${role} ${id}`).not.toContain(res.statusCode);
        // No module serves it yet: the placeholder answers 404 after the guard (E routes want a body first).
        if (!(id in routeSchemas)) expect(res.statusCode, id).toBe(routes[id].encrypted ? 400 : 404);
      } else {
        expect({ id, status: res.statusCode, code: body.code }).toEqual({
          id,
          status: statusOf[verdict as keyof typeof statusOf],
          code: verdict,
        });
      }
      seen.push(id);
    }
    expect(seen.length).toBe(routeIds.length);
  });

  it('ignores a bad token on public routes and refuses it on token routes', async () => {
    const headers = bearer('x'.repeat(43));
    expect((await t.app.inject({ url: routes.permission.path, headers })).statusCode).toBe(200);
    const info = await t.app.inject({ url: routes.memberInfo.path, headers });
    expect(info.statusCode).toBe(401);
    for (const authorization of ['Basic abc', 'Bearer', `Bearer ${tokens.member} extra`, tokens.member!]) {
      const res = await t.app.inject({ url: routes.memberInfo.path, headers: { authorization } });
      expect(res.json(), authorization).toMatchObject({ success: false, code: 'not_logged_in' });
    }
  });
});
