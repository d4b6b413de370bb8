import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import { routes } from '@gp/contract/routes';
import { demo, loginValue } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { call, openTestDb } from '../../test/wallet-helpers.js';
import type { DatabaseHandle } from '../../db/database.js';
import { saveAnnouncement } from './announcement-store.js';

/**
 * agentAnnouncement (spec 2.7, issue 16): agents read the notices addressed to them (execution G) and
 * the notices for everyone, newest first, paged; the player site never shows the agents' notices.
 */
let t: TestApp;
let handle: DatabaseHandle;
let agent: { id: number; account: string; token: string };
let member: { id: number; account: string; token: string };
const now = new Date();
const ago = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

beforeAll(async () => {
  t = await buildTestApp();
  handle = openTestDb(t);
  agent = { id: 0, account: demo.agent.username, ...(await loginValue(t.app, demo.agent)) };
  member = { id: 0, account: demo.member.username, ...(await loginValue(t.app, demo.member)) };
  const notice = (key: string, startsAt: string | null, endsAt: string | null, execution: 'G' | null) =>
    saveAnnouncement(
      handle.db,
      'DEMO',
      {
        key,
        type: 'PL',
        execution,
        sortOrder: 0,
        startsAt,
        endsAt,
        texts: {
          EN: { title: `EN ${key}`, content: '<p>x</p><script>alert(1)</script>' },
          KO: { title: `KO ${key}`, content: '' },
        },
      },
      now,
    );
  await notice('agent-fresh', ago(1), null, 'G');
  await notice('agent-ended', ago(5), ago(1), 'G');
  await notice('agent-later', new Date(now.getTime() + 86_400_000).toISOString(), null, 'G');
  await notice('everyone-older', ago(20), null, null);
});
afterAll(async () => {
  await handle.close();
  await t.close();
});

const parse = envelopeSchema(routeSchemas.agentAnnouncements.value);
const list = async (query: Record<string, string> = {}) => {
  const res = await call(t, agent, 'agentAnnouncements', { query });
  expect(res.statusCode, res.body).toBe(200);
  return parse.parse(res.json()).value!;
};

describe('agentAnnouncements', () => {
  it('lists the showing notices for agents and for everyone, newest first, in the asked language', async () => {
    const value = await list({ language: 'KO', pageSize: '50' });
    const keys = value.content.map((n) => n.id);
    expect(keys.indexOf('agent-fresh')).toBeLessThan(keys.indexOf('everyone-older'));
    expect(keys).toContain('everyone-older');
    expect(keys).toContain('agent-notice-settlement-times');
    expect(keys).not.toContain('agent-ended');
    expect(keys).not.toContain('agent-later');
    const dates = value.content.map((n) => n.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const fresh = value.content.find((n) => n.id === 'agent-fresh');
    expect(fresh).toMatchObject({ title: 'KO agent-fresh', forAgents: true, publishedAt: ago(1) });
    // A language the notice lacks falls back to English; its HTML was sanitized when saved.
    const japanese = await list({ language: 'JA', pageSize: '50' });
    expect(japanese.content.find((n) => n.id === 'everyone-older')).toMatchObject({
      title: 'EN everyone-older',
      forAgents: false,
      content: '<p>x</p>',
    });
    expect(value.count).toBe(keys.length);
  });

  it('pages 9 at a time by default, and as asked', async () => {
    const all = await list({ pageSize: '50' });
    const first = await list({ pageSize: '2' });
    const second = await list({ pageSize: '2', pageNum: '2' });
    expect(first.totalPages).toBe(Math.ceil(all.count / 2));
    expect([...first.content, ...second.content].map((n) => n.id)).toEqual(
      all.content.slice(0, 4).map((n) => n.id),
    );
    expect((await list()).content.length).toBe(Math.min(9, all.count));
    expect((await call(t, agent, 'agentAnnouncements', { query: { pageSize: '500' } })).statusCode).toBe(400);
  });

  it('refuses members and guests, and never shows agents notices on the player site', async () => {
    expect((await call(t, member, 'agentAnnouncements')).statusCode).toBe(403);
    expect((await call(t, null, 'agentAnnouncements')).statusCode).toBe(401);
    const forMember = await call(t, member, 'announcements', { query: { types: 'PL,PU' } });
    const forGuest = await t.app.inject({ url: routes.notice.path, query: { types: 'PL', execution: 'A' } });
    for (const res of [forMember, forGuest]) {
      const ids = res.json<{ value: { player: { id: string }[] } }>().value.player.map((n) => n.id);
      expect(ids).toContain('everyone-older');
      expect(ids.some((id) => id.startsWith('agent-'))).toBe(false);
    }
    const askedForAgents = await t.app.inject({ url: routes.notice.path, query: { execution: 'G' } });
    expect(askedForAgents.statusCode).toBe(400);
  });

  it('keeps the agents audience to notices', async () => {
    await expect(
      saveAnnouncement(
        handle.db,
        'DEMO',
        {
          key: 'agent-popup',
          type: 'PU',
          execution: 'G',
          sortOrder: 0,
          texts: { EN: { title: 'x', content: '' } },
        },
        now,
      ),
    ).rejects.toThrow('agent announcements are notices (PL)');
  });
});
