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

describe('session sweeper', () => {
  it('deletes sessions past their idle timeout or lifetime, batch after batch, and keeps live ones', async () => {
    const { token, member } = await loginValue(t.app, demo.member);
    const { openDatabase } = await import('../../db/database.js');
    const { hashToken } = await import('./session-service.js');
    const handle = openDatabase(t.config.database);
    try {
      const at = (offsetMinutes: number) =>
        new Date(clock().getTime() + offsetMinutes * 60_000).toISOString();
      const row = (name: string, lastSeenMinutes: number, expiresMinutes: number) => ({
        token_hash: hashToken(name),
        member_id: member.id,
        created_at: at(-60),
        last_seen_at: at(lastSeenMinutes),
        expires_at: at(expiresMinutes),
        ip: '203.0.113.9',
        must_change_password: 0,
      });
      // More dead rows than one batch (500), idle or past their lifetime, and one live stored row.
      const idle = Array.from({ length: 700 }, (_, i) => row(`idle-${i}`, -31, 600));
      const overLifetime = Array.from({ length: 10 }, (_, i) => row(`old-${i}`, -1, 0));
      for (let i = 0; i < idle.length; i += 100)
        await handle.db
          .insertInto('sessions')
          .values(idle.slice(i, i + 100))
          .execute();
      await handle.db
        .insertInto('sessions')
        .values([...overLifetime, row('live', -29, 1)])
        .execute();

      expect(await t.app.sessionSweeper.sweep()).toBeGreaterThanOrEqual(710);
      const left = await handle.db
        .selectFrom('sessions')
        .select(['token_hash', 'last_seen_at', 'expires_at'])
        .execute();
      const hashes = left.map((r) => r.token_hash);
      expect(hashes).toEqual(expect.arrayContaining([hashToken(token), hashToken('live')]));
      expect(hashes).not.toContain(hashToken('idle-0'));
      expect(hashes).not.toContain(hashToken('old-0'));
      const idleBefore = at(-30);
      const now = at(0);
      expect(left.every((r) => r.last_seen_at > idleBefore && r.expires_at > now)).toBe(true);
      expect((await info(token)).statusCode).toBe(200);
      expect(await t.app.sessionSweeper.sweep()).toBe(0);
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
