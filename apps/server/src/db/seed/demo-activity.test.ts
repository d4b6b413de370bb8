import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loginValue, demo } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { playEnv } from '../../test/play-helpers.js';
import { call, minorOf, openTestDb, type TestMember } from '../../test/wallet-helpers.js';
import { verifyLedger } from '../../modules/wallet/ledger-verify.js';
import type { DatabaseHandle } from '../database.js';
import { rebuildTeamFigures } from '../../modules/team-figures/figures-rebuild.js';
import { verifySettlements } from '../../modules/contracts/settlement-verify.js';

const dayAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * A fresh demo start (SEED_DEMO with the activity seed on) shows demo_member with real, consistent
 * figures, and a second start on the same database adds nothing.
 */
let t: TestApp;
let h: DatabaseHandle;
let member: TestMember;

const counts = async () => ({
  entries: (
    await h.db
      .selectFrom('journal_entries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
  ).n,
  deposits: (
    await h.db
      .selectFrom('deposit_orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
  ).n,
  withdrawals: (
    await h.db
      .selectFrom('withdraw_orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
  ).n,
  tickets: (
    await h.db
      .selectFrom('lottery_tickets')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
  ).n,
  sessions: (
    await h.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
  ).n,
});

beforeAll(async () => {
  t = await buildTestApp({ ...playEnv, SEED_DEMO: 'true', SEED_DEMO_ACTIVITY: 'true' });
  h = openTestDb(t);
  const login = await loginValue(t.app, demo.member);
  const row = await h.db
    .selectFrom('members')
    .select('id')
    .where('account', '=', 'demo_member')
    .executeTakeFirstOrThrow();
  member = { id: row.id, account: 'demo_member', token: login.token };
}, 60_000);
afterAll(async () => {
  await h?.close();
  await t?.close();
});

const value = async <T>(res: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { value: T }).value;
};

describe('demo activity seed', () => {
  it('gives demo_member a positive balance, deposits, bets, an account record, a pending withdrawal and tickets', async () => {
    const balance = await value<{ balance: string; wallets: { vendorCode: string; balance: string }[] }>(
      call(t, member, 'walletBalance'),
    );
    // 80,000 deposited, 20,000 held, at most 18,000 staked on the slot and two small tickets: even if
    // every round lost, more than 30,000 is left. (No upper bound: a slot's big win is a fair outcome.)
    expect(minorOf(balance.balance)).toBeGreaterThan(30_000_00n);
    // leaveGame brought the PG wallet back to main.
    expect(balance.wallets.find((w) => w.vendorCode === 'PG')?.balance).toBe('0.00');

    const deposits = await value<{ total: number; content: { status: string; createdAt: string }[] }>(
      call(t, member, 'depositRecords', { query: { pageNum: '1', pageSize: '10' } }),
    );
    expect(deposits.total).toBe(3);
    expect(deposits.content.every((d) => d.status === 'approved')).toBe(true);
    // Spread over past days (the backdated clock), newest within the last week.
    const days = new Set(deposits.content.map((d) => d.createdAt.slice(0, 10)));
    expect(days.size).toBe(3);
    for (const d of deposits.content) {
      expect(Date.now() - Date.parse(d.createdAt)).toBeGreaterThan(24 * 3_600_000);
      expect(Date.now() - Date.parse(d.createdAt)).toBeLessThan(7 * 24 * 3_600_000);
    }

    const bets = await value<{
      total: number;
      totals: { rounds: number; bet: string };
      pending: { gameType: string; bet: string }[];
    }>(call(t, member, 'betRecords', { query: { pageSize: '10' } }));
    // Pending above the records: the sports bet on a match not started yet and the open lottery tickets.
    expect(bets.pending.map((p) => [p.gameType, p.bet]).sort()).toEqual([
      ['LOTT', '2000.00'],
      ['LOTT', '500.00'],
      ['SPORTS', '1000.00'],
    ]);
    const sports = await h.db
      .selectFrom('demo_sports_bets')
      .select(['status'])
      .where('member_id', '=', member.id)
      .orderBy('placed_at')
      .execute();
    expect(sports.map((b) => (b.status === 'void' ? 'settled' : b.status))).toEqual([
      'settled',
      'settled',
      'settled',
      'open',
    ]);
    // 17 demo-slot rounds (4x1,000 + 4x500 + 3x2,000 + 3x1,000 + 3x1,000); open tickets may add theirs.
    expect(bets.totals.rounds).toBeGreaterThanOrEqual(17);
    expect(minorOf(bets.totals.bet)).toBeGreaterThanOrEqual(18_000_00n);

    const history = await value<{ total: number; content: { type: string }[] }>(
      call(t, member, 'transactionHistory', { query: { pageNum: '1', pageSize: '100' } }),
    );
    const types = new Set(history.content.map((r) => r.type));
    for (const type of ['DEPOSIT', 'WITHDRAW', 'WALLET_TRANSFER']) expect(types).toContain(type);

    const withdrawals = await value<{ content: { status: string; amount: string }[] }>(
      call(t, member, 'withdrawRecords', { query: { pageNum: '1', pageSize: '10' } }),
    );
    expect(withdrawals.content).toEqual([
      expect.objectContaining({ status: 'in_process', amount: '20000.00' }),
    ]);

    const tickets = await h.db
      .selectFrom('lottery_tickets')
      .select('status')
      .where('member_id', '=', member.id)
      .execute();
    expect(tickets.map((r) => r.status)).toEqual(['placed', 'placed']);

    // The welcome offer: matched on the first deposit and met by the first rounds; and a rebate claim.
    const bonuses = await value<{
      active: unknown;
      content: { title: string; amount: string; status: string }[];
    }>(call(t, member, 'bonuses'));
    expect(bonuses.active).toBeNull();
    // Then the VIP level-ups of Bronze and Silver, met by the rounds after them; Silver's month to claim.
    expect(bonuses.content.map((b) => [b.amount, b.status])).toEqual([
      ['40.00', 'COMPLETED'],
      ['500.00', 'COMPLETED'],
    ]);
    expect(bonuses.content[1]!.title).toMatch(/^Welcome bonus/);
    const vip = await value<{ vipRankLevel: number; claimable: { kind: string }[]; paid: unknown[] }>(
      call(t, member, 'vip'),
    );
    expect(vip.vipRankLevel).toBe(2);
    expect(vip.claimable.map((c) => c.kind)).toEqual(['MONTHLY']);
    expect(vip.paid).toHaveLength(2);
    // The daily cashback, joined: yesterday's last rounds ended the day in a loss, so today pays 10 % back.
    const offers = await value<{ promotions: { key: string; status: string; claimable: string | null }[] }>(
      call(t, member, 'promotions'),
    );
    const cashback = offers.promotions.find((p) => p.key === 'daily-cashback')!;
    expect(cashback.status).toBe('claim');
    expect(minorOf(cashback.claimable!)).toBeGreaterThanOrEqual(1_000n);
    const rebate = await value<{ history: { amount: string }[] }>(call(t, member, 'rebate'));
    expect(rebate.history).toHaveLength(1);
    expect(minorOf(rebate.history[0]!.amount)).toBeGreaterThan(0n);
    // Safer gambling: a monthly deposit limit filling with the seeded deposits, a weekly loss limit,
    // and a raise asked two days ago that can be confirmed now.
    const safer = await value<{
      limits: {
        kind: string;
        period: string;
        amount: string | null;
        used: string | null;
        pending: unknown;
      }[];
      history: unknown[];
    }>(call(t, member, 'saferGambling'));
    const monthly = safer.limits.find((l) => l.kind === 'DEPOSIT' && l.period === 'MONTH')!;
    expect(monthly).toMatchObject({
      amount: '500000.00',
      pending: { amount: '600000.00', confirmable: true },
    });
    // (What it has used depends on the date: early in a month the seeded deposits fall in the last one.)
    expect(monthly.used).toMatch(/^\d+\.\d{2}$/);
    expect(safer.limits.find((l) => l.kind === 'LOSS' && l.period === 'WEEK')!.amount).toBe('200000.00');
    expect(safer.history).toHaveLength(3);

    expect((await verifyLedger(h.db)).problems).toEqual([]);
  });

  it("gives demo_agent's team 60 days of deposits, rounds and paid withdrawals, and figures that agree", async () => {
    const agent = { id: 0, account: 'demo_agent', token: (await loginValue(t.app, demo.agent)).token };
    type Figures = { bets: number; deposits: string; withdrawals: string };
    const pl = await value<{ content: { account: string }[]; team: Figures }>(
      call(t, agent, 'agentProfitLoss', { query: { from: dayAgo(61), to: dayAgo(0) } }),
    );
    expect(pl.content.map((r) => r.account)).toEqual(
      expect.arrayContaining(['demo_subagent1', 'demo_subagent2']),
    );
    expect(pl.team.bets).toBeGreaterThan(60);
    expect(minorOf(pl.team.deposits)).toBeGreaterThan(0n);
    // Three members cashed out 1,000 each and the operator paid them.
    expect(minorOf(pl.team.withdrawals)).toBe(3_000_00n);
    const month = await value<{ activeMembers: number; days: unknown[] }>(
      call(t, agent, 'agentOverview', { query: { period: 'lastMonth' } }),
    );
    expect(month.activeMembers).toBeGreaterThanOrEqual(5);
    // Contracts of every kind, settled for every period since they were signed, each payout from its inputs.
    for (const id of ['processDividendReq', 'processDailySalContract'] as const) {
      const v = await value<{ current: { kind: string } | null; records: unknown[]; given: unknown[] }>(
        call(t, agent, id),
      );
      expect(v.current).not.toBeNull();
      expect(v.records.length).toBeGreaterThan(0);
      expect(v.given.length).toBeGreaterThan(0);
    }
    const kinds = await h.db.selectFrom('contract_settlements').select('kind').distinct().execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual(['DAILY', 'DIVIDEND', 'HOURLY', 'REALTIME']);
    expect(await verifySettlements(h.db)).toEqual([]);
    // The figures written live equal those rebuilt from the records.
    const before = await h.db
      .selectFrom('team_figures')
      .selectAll()
      .orderBy('member_id')
      .orderBy('scope')
      .orderBy('period_kind')
      .orderBy('period_start')
      .execute();
    await rebuildTeamFigures(h, 'DEMO', { at: new Date().toISOString() });
    const after = await h.db
      .selectFrom('team_figures')
      .selectAll()
      .orderBy('member_id')
      .orderBy('scope')
      .orderBy('period_kind')
      .orderBy('period_start')
      .execute();
    expect(after).toEqual(before);
  });

  it('adds nothing on a second start and leaves no seed session open', async () => {
    const before = await counts();
    // Only the test's own logins remain (demo_member, demo_agent): the seed signed its sessions out.
    expect(Number(before.sessions)).toBe(2);
    const again = await buildApp(t.config);
    await again.ready();
    await again.close();
    expect(await counts()).toEqual(before);
    expect((await verifyLedger(h.db)).problems).toEqual([]);
  });
});
