import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@gp/contract/routes';
import { createManualClock } from '../../lib/clock.js';
import { bearer, demo, loginValue } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

const clock = createManualClock();
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp(
    { CHALLENGE_MAX_NUMBER: '100', SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '12' },
    { clock },
  );
});
afterAll(async () => {
  await t.close();
});

const info = (token: string) => t.app.inject({ url: routes.memberInfo.path, headers: bearer(token) });
const logout = (token: string) =>
  t.app.inject({ method: 'DELETE', url: routes.logout.path, headers: bearer(token) });

describe('sessions', () => {
  it('logout revokes the token on the server', async () => {
    const { token } = await loginValue(t.app, demo.member);
    const other = (await loginValue(t.app, demo.member)).token;
    expect((await info(token)).statusCode).toBe(200);
    const res = await logout(token);
    expect(res.json()).toEqual({ success: true, value: { loggedOut: true } });
    expect((await info(token)).json()).toMatchObject({ success: false, code: 'not_logged_in' });
    expect((await info(token)).statusCode).toBe(401);
    expect((await logout(token)).statusCode).toBe(401);
    // Only that session ended.
    expect((await info(other)).statusCode).toBe(200);
  });

  it('expires a session idle for SESSION_IDLE_MINUTES', async () => {
    const { token } = await loginValue(t.app, demo.member);
    clock.advance(29 * 60_000);
    expect((await info(token)).statusCode).toBe(200);
    clock.advance(29 * 60_000);
    expect((await info(token)).statusCode).toBe(200);
    clock.advance(30 * 60_000);
    expect((await info(token)).statusCode).toBe(401);
  });

  it('expires an active session after SESSION_MAX_HOURS', async () => {
    const { token } = await loginValue(t.app, demo.agent);
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      clock.advance(20 * 60_000);
      expect((await info(token)).statusCode, `${minutes} min`).toBe(200);
    }
    clock.advance(20 * 60_000);
    expect((await info(token)).statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const { token } = await loginValue(t.app, demo.member);
    const { openDatabase } = await import('../../db/database.js');
    const handle = openDatabase(t.config.database);
    try {
      const rows = await handle.db.selectFrom('sessions').select('token_hash').execute();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.map((r) => r.token_hash)).not.toContain(token);
      expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
    } finally {
      await handle.close();
    }
  });
});

describe('member info and icon', () => {
  it('answers the session member with roles and abilities', async () => {
    const { token, member } = await loginValue(t.app, demo.trial);
    const res = await info(token);
    expect(res.json()).toEqual({ success: true, value: member });
    expect(member).toMatchObject({
      account: 'demo_trial',
      type: 4,
      isTrial: true,
      isAgent: false,
      language: null,
    });
  });

  it('answers a deterministic SVG avatar', async () => {
    const { token } = await loginValue(t.app, demo.member);
    const icon = async () =>
      (await t.app.inject({ url: routes.memberIcon.path, headers: bearer(token) })).json<{
        value: { icon: string };
      }>().value.icon;
    const first = await icon();
    expect(first).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(first.split(',')[1]!, 'base64').toString()).toContain('>DM</text>');
    expect(await icon()).toBe(first);
    const agentToken = (await loginValue(t.app, demo.agent)).token;
    const agentIcon = await t.app.inject({ url: routes.memberIcon.path, headers: bearer(agentToken) });
    expect(agentIcon.json<{ value: { icon: string } }>().value.icon).not.toBe(first);
  });
});
