import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { gameOf, playEnv, settleRound } from '../../test/play-helpers.js';
import {
  bindBank,
  call,
  createMember,
  demoDeposit,
  openTestDb,
  paymentPassword,
  type TestMember,
} from '../../test/wallet-helpers.js';
import { verifyLedger } from '../wallet/ledger-verify.js';
import { createCashierDecisions } from '../wallet/decisions.js';
import { rebuildTeamFigures } from './figures-rebuild.js';

/**
 * Team figures (issue 16): every settled bet, deposit and paid withdrawal is added, in its own
 * transaction, to its member's own rows and to the team rows of every upline, per business period at
 * the merchant's offset (+09:00 here). The test recomputes each figure from the raw records and checks
 * that a rebuild from those records gives the very same rows.
 */
const offsetMs = 9 * 3_600_000;
let now = Date.now();
let t: TestApp;
let h: DatabaseHandle;
let top: TestMember;
let sub: TestMember;
let players: TestMember[];
let outsider: TestMember;
let nodeId: string;

beforeAll(async () => {
  t = await buildTestApp({ ...playEnv, BUSINESS_UTC_OFFSET: '+09:00' }, { clock: () => new Date(now) });
  h = openTestDb(t);
  top = await createMember(h, { type: 1 });
  sub = await createMember(h, { type: 1, uplineId: top.id });
  players = [
    await createMember(h, { uplineId: sub.id }),
    await createMember(h, { uplineId: sub.id }),
    await createMember(h, { uplineId: top.id }),
  ];
  outsider = await createMember(h);
  nodeId = (await gameOf(h, 'PT', 'RNG')).node_id;
});
afterAll(async () => {
  expect((await verifyLedger(h.db)).problems).toEqual([]);
  await h.close();
  await t.close();
});

/** One settled round at the clock's time: stake `bet`, win `win`. */
const round = (member: TestMember, bet: string, win: string) =>
  settleRound(t, member, nodeId, { bet, win }, now);

const figureRows = () =>
  h.db
    .selectFrom('team_figures')
    .select([
      'member_id',
      'scope',
      'period_kind',
      'period_start',
      'bet_count',
      (eb) => eb.cast<string>('bet', 'text').as('bet'),
      (eb) => eb.cast<string>('valid_bet', 'text').as('valid_bet'),
      (eb) => eb.cast<string>('win', 'text').as('win'),
      (eb) => eb.cast<string>('deposit', 'text').as('deposit'),
      'deposit_count',
      (eb) => eb.cast<string>('withdraw', 'text').as('withdraw'),
      'withdraw_count',
      'active_members',
    ])
    .orderBy('member_id')
    .orderBy('scope')
    .orderBy('period_kind')
    .orderBy('period_start')
    .execute();

/** The business day (yyyy-mm-dd at +09:00) of an ISO instant. */
const dayOf = (iso: string) => new Date(Date.parse(iso) + offsetMs).toISOString().slice(0, 10);

/** Expected day figures of a set of members, straight from bet records and cashier orders. */
const expectedDays = async (memberIds: number[]) => {
  const days = new Map<
    string,
    { bets: number; bet: bigint; win: bigint; deposit: bigint; withdraw: bigint; active: Set<number> }
  >();
  const at = (day: string) => {
    let d = days.get(day);
    if (!d) days.set(day, (d = { bets: 0, bet: 0n, win: 0n, deposit: 0n, withdraw: 0n, active: new Set() }));
    return d;
  };
  const bets = await h.db
    .selectFrom('bet_records')
    .select([
      'member_id',
      'created_at',
      (eb) => eb.cast<string>('bet_minor', 'text').as('bet'),
      (eb) => eb.cast<string>('win_minor', 'text').as('win'),
    ])
    .where('member_id', 'in', memberIds)
    .execute();
  for (const b of bets) {
    const d = at(dayOf(b.created_at));
    d.bets += 1;
    d.bet += BigInt(b.bet);
    d.win += BigInt(b.win);
    d.active.add(b.member_id);
  }
  for (const table of ['deposit_orders', 'withdraw_orders'] as const) {
    const rows = await h.db
      .selectFrom(table)
      .select(['decided_at', (eb) => eb.cast<string>('amount', 'text').as('amount')])
      .where('member_id', 'in', memberIds)
      .where('status', '=', 'approved')
      .execute();
    for (const r of rows) {
      const d = at(dayOf(r.decided_at!));
      if (table === 'deposit_orders') d.deposit += BigInt(r.amount);
      else d.withdraw += BigInt(r.amount);
    }
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, d]) => ({
      day,
      bets: d.bets,
      bet: String(d.bet),
      win: String(d.win),
      deposit: String(d.deposit),
      withdraw: String(d.withdraw),
      active: d.active.size,
    }));
};

const storedDays = async (memberId: number, scope: 'S' | 'T') =>
  (await figureRows())
    .filter((r) => r.member_id === memberId && r.scope === scope && r.period_kind === 'D')
    .map((r) => ({
      day: dayOf(r.period_start),
      bets: Number(r.bet_count),
      bet: r.bet,
      win: r.win,
      deposit: r.deposit,
      withdraw: r.withdraw,
      active: Number(r.active_members),
    }));

describe('team figures', () => {
  it('adds bets, deposits and paid withdrawals to the member and every upline, per business day', async () => {
    const realNow = Date.now();
    // 14:59:59 UTC is the last second of a KST day, 15:00 UTC the first of the next.
    const midnight = Date.UTC(
      new Date(realNow).getUTCFullYear(),
      new Date(realNow).getUTCMonth(),
      new Date(realNow).getUTCDate() - 3,
      15,
    );
    const moments = [
      midnight - 1000,
      midnight,
      midnight + 3_600_000,
      realNow - 20 * 86_400_000,
      realNow - 60_000,
    ];
    now = realNow - 21 * 86_400_000;
    for (const m of [sub, outsider, ...players])
      expect((await demoDeposit(t, m, '500')).statusCode).toBe(200);
    for (const [i, moment] of moments.entries()) {
      now = moment;
      for (const [j, p] of players.entries()) {
        if ((i + j) % 2 === 0) expect((await demoDeposit(t, p, `${50 + j}`)).statusCode).toBe(200);
        await round(p, `${1 + j}.25`, i === j ? '9.50' : '0.00');
        if (j === 0) await round(p, '2.00', '1.00');
      }
      await round(sub, '3.00', '0.00');
      await round(outsider, '4.00', '8.00');
    }
    now = realNow - 30_000;
    const bank = await bindBank(t, players[2]!);
    const res = await call(t, players[2]!, 'withdraw', {
      body: { bankAccountId: bank, amount: '120', paymentPassword },
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = await h.db
      .selectFrom('withdraw_orders')
      .select('id')
      .where('member_id', '=', players[2]!.id)
      .executeTakeFirstOrThrow();
    await createCashierDecisions(h.db, 'DEMO', () => new Date(now)).decideWithdraw(order.id, true);
    now = Date.now();

    const ids = players.map((p) => p.id);
    // The top agent's team: the sub-agent, its two players and the direct player; never the outsider.
    expect(await storedDays(top.id, 'T')).toEqual(await expectedDays([sub.id, ...ids]));
    expect(await storedDays(sub.id, 'T')).toEqual(await expectedDays(ids.slice(0, 2)));
    expect(await storedDays(sub.id, 'S')).toEqual(await expectedDays([sub.id]));
    expect(await storedDays(players[0]!.id, 'S')).toEqual(await expectedDays([players[0]!.id]));
    expect(await storedDays(players[0]!.id, 'T')).toEqual([]);
    expect(await storedDays(top.id, 'S')).toEqual([]);
  });

  it('counts a member active once per period, however many bets it made', async () => {
    const rows = (await figureRows()).filter((r) => r.member_id === top.id && r.scope === 'T');
    for (const kind of ['H', 'D', 'W', 'S', 'M'] as const) {
      for (const r of rows.filter((x) => x.period_kind === kind)) {
        const start = r.period_start;
        const bettors = await h.db
          .selectFrom('bet_records')
          .select('member_id')
          .distinct()
          .where('member_id', 'in', [sub.id, ...players.map((p) => p.id)])
          .where('created_at', '>=', start)
          .where(
            'created_at',
            '<',
            (
              await h.db
                .selectFrom('team_figures')
                .select('period_start')
                .where('member_id', '=', top.id)
                .where('period_kind', '=', kind)
                .where('period_start', '>', start)
                .orderBy('period_start')
                .executeTakeFirst()
            )?.period_start ?? '9999',
          )
          .execute();
        expect(Number(r.active_members), `${kind} ${start}`).toBe(bettors.length);
      }
    }
  });

  it('rebuilds the very same rows from the raw records', async () => {
    const before = await figureRows();
    expect(before.length).toBeGreaterThan(0);
    const result = await rebuildTeamFigures(h, 'DEMO', { at: new Date().toISOString() });
    expect(result).toMatchObject({ offsetMinutes: 540, rows: before.length });
    expect(await figureRows()).toEqual(before);
  });

  it('moves every row to another calendar when the offset changes', async () => {
    await rebuildTeamFigures(h, 'DEMO', { offsetMinutes: 0, at: new Date().toISOString() });
    const days = (await figureRows())
      .filter((r) => r.period_kind === 'D')
      .map((r) => r.period_start.slice(11));
    expect(new Set(days)).toEqual(new Set(['00:00:00.000Z']));
    await rebuildTeamFigures(h, 'DEMO', { offsetMinutes: 540, at: new Date().toISOString() });
    await expect(
      rebuildTeamFigures(h, 'DEMO', { offsetMinutes: 541, at: new Date().toISOString() }),
    ).rejects.toThrow(/quarter hours/);
  });
});
