import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { gameOf, playEnv, settleRound } from '../../test/play-helpers.js';
import { call, createMember, demoDeposit, openTestDb, type TestMember } from '../../test/wallet-helpers.js';
import { createFiguresRepository } from '../team-figures/figures-repository.js';
import { periodOf } from '../team-figures/periods.js';
import { createLedger } from '../wallet/ledger.js';
import { verifyLedger } from '../wallet/ledger-verify.js';
import { createContractRepository } from './contract-repository.js';
import { createContractService } from './contract-service.js';
import { createContractSettlement } from './settlement.js';
import { verifySettlements } from './settlement-verify.js';

/**
 * Daily salary settlement (issue 16): a top agent's contract granted four days ago, its sub-agent's
 * signed the same day, three days of the team's rounds, then nothing settled until now (the process
 * was down). Two settlement passes race on the same database: every (contract, day) is paid once, by
 * the difference model, from the operator's commission account, and every payout recomputes.
 */
const dayMs = 86_400_000;
const real = Date.now();
let now = real - 4 * dayMs;
const clock = () => new Date(now);
let t: TestApp;
let h: DatabaseHandle;
let top: TestMember;
let sub: TestMember;
let subPlayer: TestMember;
let topPlayer: TestMember;

const tiers = (rate: string) => [{ minValidBet: '0', minActiveMembers: 0, rate }];

beforeAll(async () => {
  t = await buildTestApp(playEnv, { clock });
  h = openTestDb(t);
  top = await createMember(h, { type: 1 });
  sub = await createMember(h, { type: 1, uplineId: top.id });
  subPlayer = await createMember(h, { uplineId: sub.id });
  topPlayer = await createMember(h, { uplineId: top.id });
  const operator = createContractService({
    db: h.db,
    repo: createContractRepository(h.db),
    clock,
    merchantCode: 'DEMO',
    agentTypes: [1],
    flags: () => Promise.resolve({ dailysalreqtype: true }),
    offsetMinutes: 0,
  });
  await operator.grant(top.account, 'DAILY', 'D', tiers('2'));
  const offered = await call(t, top, 'agentContractOffer', {
    body: { kind: 'DAILY', period: 'D', account: sub.account, tiers: tiers('1.25') },
  });
  const id = offered.json<{ value: { id: number } }>().value.id;
  expect((await call(t, sub, 'agentContractAnswer', { body: { id, action: 'sign' } })).statusCode).toBe(200);
  for (const m of [subPlayer, topPlayer]) expect((await demoDeposit(t, m, '5000')).statusCode).toBe(200);
  const node = (await gameOf(h, 'PT', 'RNG')).node_id;
  for (const daysAgo of [3, 2, 1]) {
    now = real - daysAgo * dayMs;
    await settleRound(t, subPlayer, node, { bet: `${100 * daysAgo}.00`, win: '0.00' }, now);
    await settleRound(t, topPlayer, node, { bet: '300.00', win: '50.00' }, now);
  }
  now = real;
});
afterAll(async () => {
  await h.close();
  await t.close();
});

const settlement = () =>
  createContractSettlement({
    repo: createContractRepository(h.db),
    ledger: createLedger(h.db),
    figures: createFiguresRepository(h.db),
    clock,
    merchantCode: 'DEMO',
    offsetMinutes: 0,
  });

/** Valid bets of some members in one UTC day, straight from the bet records. */
const validBets = async (memberIds: number[], start: string, end: string) =>
  (
    await h.db
      .selectFrom('bet_records')
      .select((eb) => eb.cast<string>('valid_bet_minor', 'text').as('v'))
      .where('member_id', 'in', memberIds)
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .execute()
  ).reduce((sum, r) => sum + BigInt(r.v), 0n);

describe('contract settlement', () => {
  it('catches up every missed day once, even with two passes racing', async () => {
    const [a, b] = await Promise.all([settlement().settleDue(), settlement().settleDue()]);
    // Granted four days ago: that day and the three after it have ended.
    expect(a + b).toBe(4);
    const rows = await h.db
      .selectFrom('contract_settlements')
      .select(['contract_id', 'period_start'])
      .execute();
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((r) => `${r.contract_id}|${r.period_start}`)).size).toBe(8);
    expect(await settlement().settleDue()).toBe(0);
  });

  it('pays by the difference model, from the commission account, naming contract and period', async () => {
    const settled = await h.db
      .selectFrom('contract_settlements as s')
      .innerJoin('contracts as c', 'c.id', 's.contract_id')
      .select(['c.agent_id', 's.period_start', 's.period_end', 's.entry_id', 's.contract_id'])
      .select((eb) => eb.cast<string>('s.payout', 'text').as('payout'))
      .orderBy('s.period_start')
      .execute();
    for (const day of new Set(settled.map((s) => s.period_start))) {
      const end = periodOf('D', new Date(day), 0).end;
      const subTeam = await validBets([subPlayer.id], day, end);
      const topTeam = await validBets([sub.id, subPlayer.id, topPlayer.id], day, end);
      const subPay = (subTeam * 125n) / 10_000n;
      const topPay = (topTeam * 200n) / 10_000n - subPay;
      const of = (agentId: number) => settled.find((s) => s.agent_id === agentId && s.period_start === day)!;
      expect(BigInt(of(sub.id).payout)).toBe(subPay);
      expect(BigInt(of(top.id).payout)).toBe(topPay);
    }
    const paid = settled.filter((s) => s.entry_id !== null);
    expect(paid.length).toBeGreaterThanOrEqual(5);
    const entries = await h.db
      .selectFrom('journal_entries')
      .select(['type', 'reference'])
      .where(
        'id',
        'in',
        paid.map((s) => s.entry_id!),
      )
      .execute();
    expect(entries.every((e) => e.type === 'CONTRACT_SALARY')).toBe(true);
    expect(entries.map((e) => e.reference).sort()).toEqual(
      paid.map((s) => `contract:${s.contract_id}:${s.period_start}`).sort(),
    );
    expect(await verifySettlements(h.db)).toEqual([]);
    expect((await verifyLedger(h.db)).problems).toEqual([]);
  });

  it("shows the agent its records and counts them as today's income", async () => {
    const records = (await call(t, top, 'processDailySalContract', { query: { pageSize: '10' } })).json<{
      value: { records: { payout: string; effectiveRate: string }[]; current: { kind: string } };
    }>().value;
    expect(records.current.kind).toBe('DAILY');
    expect(records.records).toHaveLength(4);
    const income = records.records.reduce((sum, r) => sum + Number(r.payout), 0);
    const overview = (await call(t, top, 'agentOverview', { query: { period: 'today' } })).json<{
      value: { income: string };
    }>().value;
    expect(Number(overview.income)).toBeCloseTo(income, 2);
    expect(income).toBeGreaterThan(0);
  });

  it('leaves out the periods without bets or payout when asked', async () => {
    const active = (
      await call(t, top, 'processDailySalContract', { query: { pageSize: '10', activeOnly: 'true' } })
    ).json<{ value: { records: { validBet: string }[]; total: number } }>().value;
    // Day -4 had no round: settled (at zero), and left out.
    expect(active.total).toBe(3);
    expect(active.records.every((r) => Number(r.validBet) > 0)).toBe(true);
    const all = await call(t, top, 'processDailySalContract', { query: { activeOnly: 'false' } });
    expect(all.json<{ value: { total: number } }>().value.total).toBe(4);
    // The POST relays take a JSON boolean; anything else is bad input.
    expect((await call(t, top, 'processContractHourSalary', { body: { activeOnly: true } })).statusCode).toBe(
      200,
    );
    expect(
      (await call(t, top, 'processContractHourSalary', { body: { activeOnly: 'yes' } })).statusCode,
    ).toBe(400);
  });

  it('answers my income by source over business days, and as a CSV file', async () => {
    const day = (ago: number) => new Date(real - ago * dayMs).toISOString().slice(0, 10);
    const res = await call(t, top, 'agentRevenue', { query: { from: day(5), to: day(0) } });
    const v = res.json<{
      value: { bySource: { kind: string; periods: number; payout: string }[]; total: string; count: number };
    }>().value;
    const paid = await h.db
      .selectFrom('contract_settlements')
      .select((eb) => eb.cast<string>('payout', 'text').as('p'))
      .where('agent_id', '=', top.id)
      .execute();
    const sum = paid.reduce((s, r) => s + BigInt(r.p), 0n);
    expect(v.bySource.find((b) => b.kind === 'DAILY')).toMatchObject({ periods: 4 });
    expect(BigInt(v.total.replace('.', ''))).toBe(sum);
    expect(v.bySource.map((b) => b.kind)).toEqual(['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME']);
    const file = await t.app.inject({
      method: 'GET',
      url: `/wps/agent/report/revenue/csv?from=${day(5)}&to=${day(0)}`,
      headers: { authorization: `Bearer ${top.token}` },
    });
    expect(file.body.trimEnd().split('\r\n')).toHaveLength(5);
    const member = await call(t, subPlayer, 'agentRevenue');
    expect(member.statusCode).toBe(403);
  });

  it('finds a changed payout in ledger verify', async () => {
    const one = await h.db
      .selectFrom('contract_settlements')
      .select('id')
      .where('entry_id', 'is not', null)
      .executeTakeFirstOrThrow();
    await h.db.updateTable('contract_settlements').set({ payout: 1n }).where('id', '=', one.id).execute();
    expect((await verifySettlements(h.db)).map((p) => p.detail).join('\n')).toMatch(/payout 1, inputs give/);
  });
});
