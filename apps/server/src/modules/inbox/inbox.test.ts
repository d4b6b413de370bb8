import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxMessage } from '@gp/contract/inbox';
import type { DatabaseHandle } from '../../db/database.js';
import { buildTestApp, sameDatabase, type TestApp } from '../../test/build-test-app.js';
import { operatorRun } from '../../test/operator-helpers.js';
import { listen, openMemberSocket } from '../../test/realtime-helpers.js';
import {
  addSession,
  call,
  createMember,
  demoDeposit,
  openTestDb,
  type TestMember,
  valueOf,
} from '../../test/wallet-helpers.js';
import { verifyLedger } from '../wallet/ledger-verify.js';

interface Page {
  content: InboxMessage[];
  total: number;
  totalPages: number;
  unread: number;
}

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const tag = () => randomBytes(4).toString('hex');

const list = async (t: TestApp, m: TestMember, query: Record<string, string> = {}) =>
  valueOf<Page>(await call(t, m, 'inboxMessages', { query: { language: 'EN', ...query } }));
const titles = async (t: TestApp, m: TestMember, query: Record<string, string> = {}) =>
  (await list(t, m, query)).content.map((x) => x.title);
const unread = async (t: TestApp, m: TestMember) =>
  valueOf<{ count: number }>(await call(t, m, 'unreadCount')).count;
const send = async (t: TestApp, ...args: string[]) => {
  const run = await operatorRun(t, 'inbox', 'send', ...args);
  expect(run.code, run.text).toBe(0);
  return Number(/Message (\d+)/.exec(run.text)![1]);
};

describe('inbox', () => {
  let t: TestApp;
  let h: DatabaseHandle;

  beforeAll(async () => {
    t = await buildTestApp();
    h = openTestDb(t);
  });
  afterAll(async () => {
    expect((await verifyLedger(h.db)).problems).toEqual([]);
    await h.close();
    await t.close();
  });

  it('delivers a message to one member: listed unread, read once, deleted, refused to another member', async () => {
    const me = await createMember(h);
    const other = await createMember(h);
    // Broadcasts to everyone (the demo seed's, earlier tests') reach new members too: counts are relative.
    const base = await unread(t, me);
    const title = `Hello ${tag()}`;
    const id = await send(
      t,
      ...['--to', me.account, '--title', title, '--body', '<p>Hi <script>alert(1)</script><b>there</b></p>'],
      ...['--title-KO', `안녕 ${title}`, '--link', '/promotions', '--category', 'promotion'],
    );
    const page = await list(t, me);
    expect(page.unread).toBe(base + 1);
    expect(page.content[0]).toEqual(
      expect.objectContaining({
        id,
        title,
        body: '<p>Hi <b>there</b></p>',
        link: '/promotions',
        read: false,
      }),
    );
    expect((await list(t, me, { language: 'KO' })).content[0]!.title).toBe(`안녕 ${title}`);
    expect(await titles(t, other)).not.toContain(title);

    // Another member's message answers as an unknown one, and changes nothing.
    for (const res of [
      await call(t, other, 'inboxRead', { body: { id } }),
      await call(t, other, 'inboxDelete', { query: { id: String(id) } }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'not_found' });
    }
    expect(await unread(t, me)).toBe(base + 1);

    // Two tabs reading at once: read once, the count is 0 in both answers.
    const reads = await Promise.all([
      call(t, me, 'inboxRead', { body: { id } }),
      call(t, me, 'inboxRead', { body: { id } }),
    ]);
    expect(reads.map((r) => valueOf<{ unread: number }>(r).unread)).toEqual([base, base]);
    expect((await list(t, me)).content[0]!.read).toBe(true);
    expect(await titles(t, me, { filter: 'unread' })).not.toContain(title);
    expect(await titles(t, me, { filter: 'promotion' })).toContain(title);
    expect(await titles(t, me, { filter: 'system' })).not.toContain(title);

    const total = (await list(t, me)).total;
    expect(
      valueOf<{ unread: number }>(await call(t, me, 'inboxDelete', { query: { id: String(id) } })),
    ).toEqual({
      unread: base,
    });
    expect((await list(t, me)).total).toBe(total - 1);
    expect(await titles(t, me)).not.toContain(title);
    expect((await call(t, me, 'inboxRead', { body: { id } })).statusCode).toBe(404);
  });

  it('refuses bad input with a clear error and trial users and guests by role', async () => {
    const me = await createMember(h);
    for (const body of [{}, { id: 'x' }, { id: -1 }, { id: 1.5 }]) {
      const res = await call(t, me, 'inboxRead', { body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'bad_request' });
    }
    expect((await call(t, me, 'inboxMessages', { query: { filter: 'everything' } })).statusCode).toBe(400);
    expect((await call(t, me, 'inboxMessages', { query: { pageSize: '500' } })).statusCode).toBe(400);
    expect((await call(t, me, 'inboxDelete', { query: { id: 'abc' } })).statusCode).toBe(400);
    const trial = await createMember(h, { type: 4 });
    expect((await call(t, trial, 'unreadCount')).json()).toMatchObject({ code: 'in_need_true_account' });
    expect((await call(t, trial, 'inboxMessages')).json()).toMatchObject({ code: 'in_need_true_account' });
    expect((await call(t, null, 'inboxReadAll')).json()).toMatchObject({ code: 'not_logged_in' });
  });

  it('operator sends refuse what cannot be meant: unknown accounts, links off the site, bad options', async () => {
    const me = await createMember(h);
    const base = await unread(t, me);
    const refused = [
      ['--to', 'nobody_here', '--title', 'x', '--body', 'y'],
      ['--to', me.account, '--title', 'x', '--body', 'y', '--link', 'https://evil.example/'],
      ['--to', me.account, '--title', 'x', '--body', 'y', '--link', '//evil.example/'],
      ['--to', me.account, '--title', 'x', '--body', 'y', '--vip', '2'],
      ['--to', 'segment', '--title', 'x'.repeat(121), '--body', 'y'],
    ];
    for (const args of refused) {
      const run = await operatorRun(t, 'inbox', 'send', ...args);
      expect(run.code, run.text).toBe(1);
    }
    for (const args of [
      ['--to', me.account, '--title', 'x'],
      ['--to', 'segment', '--title', 'x', '--body', 'y', '--registered', '2026-01-01'],
      ['--to', 'segment', '--title', 'x', '--body', 'y', '--category', 'news'],
    ]) {
      expect((await operatorRun(t, 'inbox', 'send', ...args)).code).toBe(2);
    }
    expect(await unread(t, me)).toBe(base);
  });

  it('a broadcast reaches its segment when read, members who register later included', async () => {
    const agent = await createMember(h, { type: 1 });
    const downline = await createMember(h, { uplineId: agent.id });
    const outsider = await createMember(h);
    await demoDeposit(t, downline, '10');
    const everyone = `Everyone ${tag()}`;
    const team = `Team ${tag()}`;
    const depositors = `Depositors ${tag()}`;
    const vip = `VIP ${tag()}`;
    await send(t, '--to', 'segment', '--title', everyone, '--body', 'all of you');
    await send(t, '--to', 'segment', '--team', agent.account, '--title', team, '--body', 'team');
    await send(t, '--to', 'segment', '--depositors', '--title', depositors, '--body', 'thanks');
    await send(t, '--to', 'segment', '--vip', '1', '--title', vip, '--body', 'vip only');
    const late = await createMember(h);

    expect(await titles(t, downline)).toEqual(expect.arrayContaining([everyone, team, depositors]));
    expect(await titles(t, outsider)).toContain(everyone);
    expect(await titles(t, outsider)).not.toContain(team);
    expect(await titles(t, outsider)).not.toContain(depositors);
    expect(await titles(t, agent)).not.toContain(team);
    // VIP is off on the test merchant: every member is level 0.
    expect(await titles(t, downline)).not.toContain(vip);
    // A member who registered after the broadcast reads it, unread, and its deposit adds one more.
    expect(await titles(t, late)).toContain(everyone);
    expect(await titles(t, late)).not.toContain(depositors);
    await demoDeposit(t, late, '5');
    expect(await titles(t, late)).toContain(depositors);

    // Read state is per member: one reading a broadcast leaves it unread for the others.
    const message = (await list(t, outsider)).content.find((x) => x.title === everyone)!;
    await call(t, outsider, 'inboxRead', { body: { id: message.id } });
    expect((await list(t, outsider)).content.find((x) => x.id === message.id)!.read).toBe(true);
    expect((await list(t, late)).content.find((x) => x.id === message.id)!.read).toBe(false);
  });

  it('a broadcast by registration dates includes both days given and no one outside them', async () => {
    const member = await createMember(h);
    const day = new Date().toISOString().slice(0, 10);
    const inside = `Registered today ${tag()}`;
    const before = `Registered 2020 ${tag()}`;
    await send(t, '--to', 'segment', '--registered', `${day}..${day}`, '--title', inside, '--body', 'x');
    await send(
      t,
      '--to',
      'segment',
      '--registered',
      '2020-01-01..2020-12-31',
      '--title',
      before,
      '--body',
      'x',
    );
    expect(await titles(t, member)).toContain(inside);
    expect(await titles(t, member)).not.toContain(before);
  });

  it('marks all read, pages newest first, and hides expired messages', async () => {
    const me = await createMember(h);
    const base = (await list(t, me)).total;
    for (let i = 1; i <= 12; i += 1) await send(t, '--to', me.account, '--title', `N${i}`, '--body', 'x');
    await h.db
      .updateTable('inbox_messages')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('member_id', '=', me.id)
      .where('titles', 'like', '%"N12"%')
      .execute();
    const first = await list(t, me);
    expect(first).toMatchObject({ total: base + 11, totalPages: Math.ceil((base + 11) / 10) });
    expect(first.content.map((x) => x.title)).toEqual([
      'N11',
      'N10',
      'N9',
      'N8',
      'N7',
      'N6',
      'N5',
      'N4',
      'N3',
      'N2',
    ]);
    expect((await list(t, me, { pageNum: '2' })).content[0]!.title).toBe('N1');
    // Read-all from two tabs at once, while a message reads in a third.
    const tab = { ...me, token: await addSession(h, me.id) };
    const results = await Promise.all([
      call(t, me, 'inboxReadAll'),
      call(t, tab, 'inboxReadAll'),
      call(t, tab, 'inboxRead', { body: { id: first.content[3]!.id } }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await unread(t, me)).toBe(0);
    expect((await list(t, me, { filter: 'unread' })).total).toBe(0);
  });

  it('the platform tells of decided deposits and withdrawals in the inbox, in the member language', async () => {
    const me = await createMember(h);
    const base = await unread(t, me);
    const order = await call(t, me, 'depositCreate', {
      body: { channel: 'BANK', amount: '20000', reference: `TX-${tag()}` },
    });
    const { id } = valueOf<{ order: { id: number } }>(order).order;
    expect((await operatorRun(t, 'deposit', 'reject', String(id))).code).toBe(0);
    const [rejected] = (await list(t, me, { filter: 'system' })).content;
    expect(rejected).toMatchObject({ title: 'Deposit not approved', link: '/member?page=depositRecord' });
    expect(rejected!.body).toContain(`20000.00 (order ${id})`);
    await demoDeposit(t, me, '12.50');
    const ko = (await list(t, me, { language: 'KO' })).content[0]!;
    expect(ko.title).toBe('입금 완료');
    expect(ko.body).toContain('12.50');
    // (Its deposit also brings it into earlier tests' broadcast to depositors.)
    expect(await titles(t, me, { filter: 'unread' })).toEqual(
      expect.arrayContaining(['Deposit credited', 'Deposit not approved']),
    );
    expect(await unread(t, me)).toBeGreaterThanOrEqual(base + 2);
  });
});

describe('inbox badge over the real-time socket', () => {
  let t: TestApp;
  let h: DatabaseHandle;
  let url: string;

  beforeAll(async () => {
    t = await buildTestApp();
    h = openTestDb(t);
    url = await listen(t.app);
  });
  afterAll(async () => {
    await h.close();
    await t.close();
  });

  it('sends the count on connect and after a read in another tab or a platform notice', async () => {
    const me = await createMember(h);
    const base = await unread(t, me);
    await send(t, '--to', me.account, '--title', 'one', '--body', 'x');
    await send(t, '--to', me.account, '--title', 'two', '--body', 'x');
    const tab = await openMemberSocket(url, me.token);
    expect(await tab.next((m) => m.type === 'inbox')).toEqual({ type: 'inbox', unread: base + 2 });
    const other = { ...me, token: await addSession(h, me.id) };
    const [message] = (await list(t, other)).content;
    await call(t, other, 'inboxRead', { body: { id: message!.id } });
    expect(await tab.next((m) => m.type === 'inbox')).toEqual({ type: 'inbox', unread: base + 1 });
    // A deposit through the server: its notice is pushed once committed.
    await demoDeposit(t, other, '3');
    expect(await tab.next((m) => m.type === 'inbox')).toEqual({ type: 'inbox', unread: base + 2 });
    tab.close();
  });

  it('pushes nothing of the inbox to a trial user', async () => {
    const trial = await createMember(h, { type: 4 });
    const tab = await openMemberSocket(url, trial.token);
    tab.send({ type: 'ping' });
    expect(await tab.next()).toEqual({ type: 'pong' });
    tab.close();
  });
});

describe('inbox badge across two processes with REDIS_URL', () => {
  let a: TestApp;
  let b: TestApp;
  let h: DatabaseHandle;
  let urlB: string;

  beforeAll(async () => {
    const redis = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `gp:test:${randomBytes(6).toString('hex')}:` };
    a = await buildTestApp(redis);
    b = await buildTestApp({ ...redis, ...sameDatabase(a) });
    h = openTestDb(a);
    await listen(a.app);
    urlB = await listen(b.app);
  });
  afterAll(async () => {
    await h.close();
    await b.close();
    await a.close();
  });

  it('a broadcast from the command line and a read through process A reach a tab on process B', async () => {
    const me = await createMember(h);
    const tab = await openMemberSocket(urlB, me.token);
    const start = await tab.next((m) => m.type === 'inbox');
    const count = start.type === 'inbox' ? start.unread : -1;
    await send(a, '--to', 'segment', '--title', `Live ${tag()}`, '--body', 'now');
    expect(await tab.next((m) => m.type === 'inbox')).toEqual({ type: 'inbox', unread: count + 1 });
    await call(a, me, 'inboxReadAll');
    expect(await tab.next((m) => m.type === 'inbox')).toEqual({ type: 'inbox', unread: 0 });
    tab.close();
  });
});
