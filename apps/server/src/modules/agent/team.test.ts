import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Downline, DownlinesValue } from '@gp/contract/agent';
import type { DatabaseHandle } from '../../db/database.js';
import { demo, loginValue } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { call, createMember, openTestDb, type TestMember } from '../../test/wallet-helpers.js';

/**
 * The team tree (issue 16): the closure table kept by triggers on members, the downline list and its
 * filters, and registerCenter (an agent opens a member or sub-agent under itself).
 */
let t: TestApp;
let h: DatabaseHandle;
// top -> sub (agent) -> subMember -> grandchild; top -> direct; other agent apart.
let top: TestMember;
let sub: TestMember;
let subMember: TestMember;
let grandchild: TestMember;
let direct: TestMember;
let stranger: TestMember;

beforeAll(async () => {
  t = await buildTestApp({ CHALLENGE_MAX_NUMBER: '100' });
  h = openTestDb(t);
  top = await createMember(h, { type: 1 });
  sub = await createMember(h, { type: 1, uplineId: top.id });
  subMember = await createMember(h, { uplineId: sub.id });
  grandchild = await createMember(h, { uplineId: subMember.id });
  direct = await createMember(h, { uplineId: top.id });
  stranger = await createMember(h, { type: 1 });
});
afterAll(async () => {
  await h.close();
  await t.close();
});

const downlines = async (who: TestMember, query: Record<string, string> = {}) => {
  const res = await call(t, who, 'agentDownlines', { query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ value: DownlinesValue }>().value;
};
const accounts = (value: DownlinesValue) => value.content.map((d) => d.account);
const byAccount = (value: DownlinesValue, account: string) =>
  value.content.find((d) => d.account === account) as Downline;

const paths = async (memberId: number) =>
  (
    await h.db
      .selectFrom('team_paths')
      .select(['ancestor_id', 'depth'])
      .where('descendant_id', '=', memberId)
      .orderBy('depth')
      .execute()
  ).map((r) => [Number(r.ancestor_id), Number(r.depth)]);

describe('team tree', () => {
  it('keeps every ancestor of a new member at its depth', async () => {
    expect(await paths(grandchild.id)).toEqual([
      [grandchild.id, 0],
      [subMember.id, 1],
      [sub.id, 2],
      [top.id, 3],
    ]);
  });

  it('moves a whole subtree when an upline changes, and refuses a circle', async () => {
    const a = await createMember(h, { type: 1 });
    const b = await createMember(h, { type: 1 });
    const child = await createMember(h, { uplineId: a.id });
    const leaf = await createMember(h, { uplineId: child.id });
    await h.db.updateTable('members').set({ upline_id: b.id }).where('id', '=', child.id).execute();
    expect(await paths(leaf.id)).toEqual([
      [leaf.id, 0],
      [child.id, 1],
      [b.id, 2],
    ]);
    await expect(
      h.db.updateTable('members').set({ upline_id: leaf.id }).where('id', '=', child.id).execute(),
    ).rejects.toThrow(/team_cycle/);
    expect(await paths(leaf.id)).toEqual([
      [leaf.id, 0],
      [child.id, 1],
      [b.id, 2],
    ]);
  });
});

describe('downline list', () => {
  it('lists direct downlines with balance, team size, level and upline', async () => {
    const value = await downlines(top);
    expect(value).toMatchObject({ total: 2, teamSize: 4, directCount: 2, pageNum: 1, totalPages: 1 });
    expect(accounts(value).sort()).toEqual([direct.account, sub.account].sort());
    expect(byAccount(value, sub.account)).toMatchObject({
      accountType: 'AGENT',
      level: 1,
      upline: top.account,
      teamSize: 2,
      balance: '0.00',
      status: 'PENDING',
    });
    expect(byAccount(value, direct.account)).toMatchObject({ accountType: 'MEMBER', teamSize: 0 });
  });

  it('lists every level of the team, newest first, and filters by level, type and account', async () => {
    const all = await downlines(top, { scope: 'all' });
    expect(all.total).toBe(4);
    expect(accounts(all)).toEqual([direct.account, grandchild.account, subMember.account, sub.account]);
    expect(all.content.map((d) => d.level)).toEqual([1, 3, 2, 1]);
    expect(byAccount(all, grandchild.account)).toMatchObject({ level: 3, upline: subMember.account });
    expect(accounts(await downlines(top, { scope: 'all', level: '2' }))).toEqual([subMember.account]);
    expect(accounts(await downlines(top, { scope: 'all', accountType: 'AGENT' }))).toEqual([sub.account]);
    expect(accounts(await downlines(top, { scope: 'all', accountType: 'MEMBER' })).sort()).toEqual(
      [direct.account, subMember.account, grandchild.account].sort(),
    );
    const part = grandchild.account.slice(-6).toUpperCase();
    expect(accounts(await downlines(top, { scope: 'all', account: part }))).toEqual([grandchild.account]);
    // LIKE wildcards are text, not patterns.
    expect((await downlines(top, { scope: 'all', account: '%' })).total).toBe(0);
  });

  it('filters by status and date joined, and pages', async () => {
    const now = new Date();
    const longAgo = new Date(now.getTime() - 90 * 86_400_000).toISOString();
    await h.db
      .updateTable('members')
      .set({ last_login_at: now.toISOString() })
      .where('id', '=', direct.id)
      .execute();
    await h.db
      .updateTable('members')
      .set({ last_login_at: longAgo, created_at: longAgo })
      .where('id', '=', grandchild.id)
      .execute();
    const status = async (s: string) => accounts(await downlines(top, { scope: 'all', status: s })).sort();
    expect(await status('ACTIVE')).toEqual([direct.account]);
    expect(await status('DORMANT')).toEqual([grandchild.account]);
    expect(await status('PENDING')).toEqual([sub.account, subMember.account].sort());
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const old = await downlines(top, { scope: 'all', joinedTo: day(new Date(Date.parse(longAgo))) });
    expect(accounts(old)).toEqual([grandchild.account]);
    const recent = await downlines(top, { scope: 'all', joinedFrom: day(now) });
    expect(recent.total).toBe(3);
    const page2 = await downlines(top, { scope: 'all', pageSize: '3', pageNum: '2' });
    expect(page2).toMatchObject({ total: 4, totalPages: 2, pageNum: 2 });
    expect(page2.content).toHaveLength(1);
  });

  it("gives the agent's invite code for its affiliate link, once and for good", async () => {
    const first = await downlines(stranger);
    expect(first.affiliateCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const again = await Promise.all([downlines(stranger), downlines(stranger)]);
    expect(again.map((v) => v.affiliateCode)).toEqual([first.affiliateCode, first.affiliateCode]);
  });

  it('shows an agent only its own team', async () => {
    expect(await downlines(stranger)).toMatchObject({ total: 0, teamSize: 0, content: [] });
    expect(accounts(await downlines(sub, { scope: 'all' })).sort()).toEqual(
      [subMember.account, grandchild.account].sort(),
    );
  });

  it('is for agents only', async () => {
    const member = await createMember(h);
    const trial = await createMember(h, { type: 4 });
    expect((await call(t, member, 'agentDownlines')).json()).toMatchObject({ code: 'error_not_agent' });
    expect((await call(t, trial, 'agentDownlines')).json()).toMatchObject({ code: 'in_need_true_account' });
    expect((await call(t, null, 'agentDownlines')).statusCode).toBe(401);
  });

  it('answers bad filters with invalid_request', async () => {
    const bad: Record<string, string>[] = [
      { scope: 'everyone' },
      { level: '0' },
      { joinedFrom: '2026-13-01' },
      { pageSize: '500' },
    ];
    for (const query of bad) {
      const res = await call(t, top, 'agentDownlines', { query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('open account (registerCenter)', () => {
  const open = (who: TestMember | null, body: object) => call(t, who, 'agentOpenAccount', { body });

  it('opens a member under the agent, who must change the initial password at first login', async () => {
    const res = await open(top, { accountType: 'MEMBER', username: 'teamnew01', nickname: 'Newbie' });
    expect(res.json()).toMatchObject({
      success: true,
      value: { account: 'teamnew01', nickname: 'Newbie', accountType: 'MEMBER', mustChangePassword: true },
    });
    const login = await loginValue(t.app, { username: 'teamnew01', password: demo.initial.password });
    expect(login.mustChangePassword).toBe(true);
    const value = await downlines(top, { account: 'teamnew01' });
    expect(value.content).toEqual([
      expect.objectContaining({ account: 'teamnew01', level: 1, upline: top.account, status: 'PENDING' }),
    ]);
  });

  it('opens a sub-agent of the opener type with an invite code of its own', async () => {
    await open(top, { accountType: 'AGENT', username: 'teamagent01' });
    const row = await h.db
      .selectFrom('members')
      .select(['type', 'invite_code', 'upline_id', 'nickname'])
      .where('account', '=', 'teamagent01')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 1, upline_id: top.id, nickname: 'teamagent01' });
    expect(row.invite_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  });

  it('refuses a taken account, a name against the username rule and bad input', async () => {
    await open(top, { accountType: 'MEMBER', username: 'teamtaken1' });
    expect((await open(sub, { accountType: 'MEMBER', username: 'teamtaken1' })).json()).toMatchObject({
      code: 'account_exists',
    });
    expect((await open(top, { accountType: 'MEMBER', username: 'a' })).json()).toMatchObject({
      code: 'invalid_field',
      value: { field: 'username' },
    });
    for (const body of [
      {},
      { accountType: 'BOSS', username: 'x12345' },
      { accountType: 'MEMBER', username: 7 },
    ]) {
      expect((await open(top, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('opens one account when the same name is sent many times at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => open(top, { accountType: 'MEMBER', username: 'teamrace01' })),
    );
    const codes = results.map((r) => r.json<{ code?: string }>().code ?? 'ok').sort();
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c === 'account_exists')).toHaveLength(7);
    const count = await h.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('account', '=', 'teamrace01')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('is for agents only', async () => {
    const member = await createMember(h);
    expect((await open(member, { accountType: 'MEMBER', username: 'nope0001' })).json()).toMatchObject({
      code: 'error_not_agent',
    });
    expect((await open(null, { accountType: 'MEMBER', username: 'nope0002' })).statusCode).toBe(401);
  });

  it('says so when the operator has set no initial password', async () => {
    await h.db.updateTable('merchants').set({ initial_password_hash: null }).execute();
    try {
      expect((await open(top, { accountType: 'MEMBER', username: 'teamnopw01' })).json()).toMatchObject({
        code: 'initial_password_not_set',
      });
    } finally {
      const { hashPassword } = await import('../../lib/password-hash.js');
      await h.db
        .updateTable('merchants')
        .set({ initial_password_hash: await hashPassword(demo.initial.password) })
        .execute();
    }
  });
});
