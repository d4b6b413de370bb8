import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { bearer } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { gameOf, playEnv, settleRound } from '../../test/play-helpers.js';
import { call, createMember, demoDeposit, openTestDb, type TestMember } from '../../test/wallet-helpers.js';
import { verifyLedger } from '../wallet/ledger-verify.js';

/**
 * The agent's reports (issue 16): overview, profit and loss per downline (drillable), team bet records
 * and the team's journal, each checked against figures computed here from the raw records; CSV files
 * equal to the pages; only the agent's own team, ever.
 */
let t: TestApp;
let h: DatabaseHandle;
let agent: TestMember;
let sub: TestMember;
let subPlayer: TestMember;
let direct: TestMember;
let otherAgent: TestMember;
let otherPlayer: TestMember;
let nodeId: string;

beforeAll(async () => {
  t = await buildTestApp({ ...playEnv, BUSINESS_UTC_OFFSET: '+09:00' });
  h = openTestDb(t);
  agent = await createMember(h, { type: 1 });
  sub = await createMember(h, { type: 1, uplineId: agent.id });
  subPlayer = await createMember(h, { uplineId: sub.id });
  direct = await createMember(h, { uplineId: agent.id });
  otherAgent = await createMember(h, { type: 1 });
  otherPlayer = await createMember(h, { uplineId: otherAgent.id });
  nodeId = (await gameOf(h, 'PT', 'RNG')).node_id;
  for (const m of [agent, sub, subPlayer, direct, otherPlayer])
    expect((await demoDeposit(t, m, '300')).statusCode).toBe(200);
  const rounds: [TestMember, string, string][] = [
    [subPlayer, '10.00', '0.00'],
    [subPlayer, '5.50', '20.00'],
    [sub, '7.00', '1.00'],
    [direct, '3.25', '0.00'],
    [agent, '50.00', '0.00'],
    [otherPlayer, '9.00', '0.00'],
  ];
  for (const [m, bet, win] of rounds) await settleRound(t, m, nodeId, { bet, win });
});
afterAll(async () => {
  expect((await verifyLedger(h.db)).problems).toEqual([]);
  await h.close();
  await t.close();
});

const valueOf = async <T>(
  member: TestMember,
  id: Parameters<typeof call>[2],
  query: Record<string, string> = {},
) => {
  const res = await call(t, member, id, { query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ value: T }>().value;
};

/** Figures of some members straight from bet records and deposits (all of them fall on today). */
const rawFigures = async (ids: number[]) => {
  const bets = await h.db
    .selectFrom('bet_records')
    .select([
      (eb) => eb.cast<string>('bet_minor', 'text').as('bet'),
      (eb) => eb.cast<string>('win_minor', 'text').as('win'),
    ])
    .where('member_id', 'in', ids)
    .execute();
  const deposits = await h.db
    .selectFrom('deposit_orders')
    .select((eb) => eb.cast<string>('amount', 'text').as('amount'))
    .where('member_id', 'in', ids)
    .where('status', '=', 'approved')
    .execute();
  const bet = bets.reduce((s, b) => s + BigInt(b.bet), 0n);
  const win = bets.reduce((s, b) => s + BigInt(b.win), 0n);
  const text = (minor: bigint) =>
    `${minor < 0n ? '-' : ''}${(minor < 0n ? -minor : minor) / 100n}.${String((minor < 0n ? -minor : minor) % 100n).padStart(2, '0')}`;
  return {
    bets: bets.length,
    bet: text(bet),
    validBet: text(bet),
    win: text(win),
    profitLoss: text(win - bet),
    deposits: text(deposits.reduce((s, d) => s + BigInt(d.amount), 0n)),
    withdrawals: '0.00',
  };
};

describe('team overview', () => {
  it('counts the whole team and never the agent itself or another team', async () => {
    const v = await valueOf<{
      teamSize: number;
      newMembers: number;
      activeMembers: number;
      figures: unknown;
      income: string;
      utcOffsetMinutes: number;
      days: { date: string; activeMembers: number }[];
    }>(agent, 'agentOverview', { period: 'today' });
    expect(v).toMatchObject({
      teamSize: 3,
      newMembers: 3,
      activeMembers: 3,
      income: '0.00',
      utcOffsetMinutes: 540,
    });
    expect(v.figures).toEqual(await rawFigures([sub.id, subPlayer.id, direct.id]));
    expect(v.days).toHaveLength(1);
    expect(v.days[0]).toMatchObject({
      activeMembers: 3,
      ...(await rawFigures([sub.id, subPlayer.id, direct.id])),
    });
  });

  it('lists every day of the month so far', async () => {
    const v = await valueOf<{ from: string; to: string; days: { date: string }[] }>(agent, 'agentOverview', {
      period: 'thisMonth',
    });
    expect(v.from.endsWith('-01')).toBe(true);
    expect(v.days.map((d) => d.date)[0]).toBe(v.from);
    expect(v.days.at(-1)!.date).toBe(v.to);
    const lastMonth = await valueOf<{ days: { bets: number }[]; activeMembers: number }>(
      agent,
      'agentOverview',
      {
        period: 'lastMonth',
      },
    );
    expect(lastMonth.days.length).toBeGreaterThanOrEqual(28);
    expect(lastMonth.days.every((d) => d.bets === 0)).toBe(true);
    expect(lastMonth.activeMembers).toBe(0);
  });
});

describe('profit and loss per downline', () => {
  it('gives each direct downline its whole part of the team, and drills one level down', async () => {
    type Pl = {
      path: string[];
      own: unknown;
      team: unknown;
      content: { account: string; hasTeam: boolean; accountType: string }[];
      total: number;
    };
    const top = await valueOf<Pl>(agent, 'agentProfitLoss');
    expect(top.path).toEqual([agent.account]);
    expect(top.team).toEqual(await rawFigures([sub.id, subPlayer.id, direct.id]));
    expect(top.total).toBe(2);
    const rows = new Map(top.content.map((r) => [r.account, r]));
    expect(rows.get(sub.account)).toEqual({
      account: sub.account,
      accountType: 'AGENT',
      hasTeam: true,
      ...(await rawFigures([sub.id, subPlayer.id])),
    });
    expect(rows.get(direct.account)).toMatchObject({
      hasTeam: false,
      accountType: 'MEMBER',
      ...(await rawFigures([direct.id])),
    });

    const drilled = await valueOf<Pl>(agent, 'agentProfitLoss', { parent: sub.account });
    expect(drilled.path).toEqual([agent.account, sub.account]);
    expect(drilled.own).toEqual(await rawFigures([sub.id]));
    expect(drilled.team).toEqual(await rawFigures([subPlayer.id]));
    expect(drilled.content.map((r) => r.account)).toEqual([subPlayer.account]);
  });

  it("refuses another agent's downline and a member's call", async () => {
    const res = await call(t, otherAgent, 'agentProfitLoss', { query: { parent: sub.account } });
    expect(res.json()).toMatchObject({ success: false, code: 'not_your_downline' });
    const member = await call(t, direct, 'agentProfitLoss');
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ code: 'error_not_agent' });
    const guest = await call(t, null, 'agentOverview');
    expect(guest.statusCode).toBe(401);
  });

  it('refuses a range longer than the limit, and one that ends before it starts', async () => {
    const long = await call(t, agent, 'agentProfitLoss', { query: { from: '2026-01-01', to: '2026-06-30' } });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'report_range_too_long', value: { days: 93 } });
    const backwards = await call(t, agent, 'agentTeamBets', {
      query: { from: '2026-03-02', to: '2026-03-01' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ code: 'bad_request' });
  });
});

describe('team bet records and journal', () => {
  it('lists only the team rounds, newest first, with totals over every match', async () => {
    type Bets = {
      content: { account: string; bet: string }[];
      totals: { bets: number; bet: string };
      total: number;
    };
    const v = await valueOf<Bets>(agent, 'agentTeamBets', { pageSize: '2' });
    expect(v.total).toBe(4);
    expect(v.content).toHaveLength(2);
    expect(v.content[0]).toMatchObject({ account: direct.account, bet: '3.25' });
    const raw = await rawFigures([sub.id, subPlayer.id, direct.id]);
    expect(v.totals).toMatchObject({
      bets: raw.bets,
      bet: raw.bet,
      win: raw.win,
      profitLoss: raw.profitLoss,
    });
    const one = await valueOf<Bets>(agent, 'agentTeamBets', { account: subPlayer.account.toUpperCase() });
    expect(one.content.map((b) => b.account)).toEqual([subPlayer.account, subPlayer.account]);
    expect((await valueOf<Bets>(otherAgent, 'agentTeamBets')).total).toBe(1);
  });

  it("shows the team's journal and nobody else's", async () => {
    type Tx = { content: { account: string; type: string; amount: string }[]; total: number };
    const v = await valueOf<Tx>(agent, 'agentTeamTransactions', { pageSize: '100' });
    const accounts = new Set(v.content.map((x) => x.account));
    expect(accounts).toEqual(new Set([sub.account, subPlayer.account, direct.account]));
    const deposits = await valueOf<Tx>(agent, 'agentTeamTransactions', {
      type: 'DEPOSIT',
      account: direct.account,
    });
    expect(deposits.content).toEqual([
      expect.objectContaining({ account: direct.account, type: 'DEPOSIT', amount: '300.00' }),
    ]);
  });
});

describe('CSV export', () => {
  const csv = (member: TestMember, report: string, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/wps/agent/report/${report}/csv${query}`,
      headers: bearer(member.token),
    });

  it('gives each report as a file with the same rows as its page', async () => {
    const bets = await csv(agent, 'bets');
    expect(bets.statusCode).toBe(200);
    expect(bets.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(bets.headers['content-disposition']).toMatch(
      /^attachment; filename="team-bets_\d{4}-\d{2}-\d{2}_/,
    );
    const lines = bets.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'createdAt,account,gameType,vendorCode,gameName,roundId,bet,validBet,win,profitLoss',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(`,${direct.account},`);
    const pl = (await csv(agent, 'profit-loss', `?parent=${sub.account}`)).body.trimEnd().split('\r\n');
    expect(pl.slice(1).map((l) => l.split(',')[0])).toEqual([subPlayer.account]);
    const tx = (await csv(agent, 'transactions', '?type=DEPOSIT')).body.trimEnd().split('\r\n');
    expect(tx).toHaveLength(4);
  });

  it('refuses an unknown report, a bad filter, a member and another team', async () => {
    expect((await csv(agent, 'payroll')).statusCode).toBe(404);
    const bad = await csv(agent, 'bets', '?from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'bad_request' });
    expect((await csv(direct, 'bets')).statusCode).toBe(403);
    expect((await csv(otherAgent, 'profit-loss', `?parent=${sub.account}`)).json()).toMatchObject({
      code: 'not_your_downline',
    });
  });
});
