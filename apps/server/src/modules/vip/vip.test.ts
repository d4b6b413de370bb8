import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { createManualClock } from '../../lib/clock.js';
import { runOperator } from '../../operator/commands.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { gameOf, playEnv, settleRound } from '../../test/play-helpers.js';
import {
  call,
  createMember,
  demoDeposit,
  mainBalance,
  openTestDb,
  sessionsSeenAt,
} from '../../test/wallet-helpers.js';
import { verifyLedger } from '../wallet/ledger-verify.js';

/**
 * VIP (issue 17) on the demo ladder (seed-vip.ts): Bronze at 1,000 valid bets and 100 deposited,
 * Silver at 5,000 and 500, Gold at 50,000 and 2,000. Levels come from real settled rounds and
 * deposits; rewards pay once, through bonuses with their turnover; the switch VIP3 turns it all off.
 */
const clock = createManualClock();
const dayMs = 86_400_000;
let t: TestApp;
let h: DatabaseHandle;
let slot: string;

beforeAll(async () => {
  t = await buildTestApp(playEnv, { clock });
  h = openTestDb(t);
  slot = (await gameOf(h, 'PT', 'RNG')).node_id;
});
afterAll(async () => {
  await h.close();
  await t.close();
});

type Member = Awaited<ReturnType<typeof createMember>>;
interface VipValue {
  enabled: boolean;
  hasVip: boolean;
  vipLabelName: string | null;
  vipRankLevel: number;
  validBet: string;
  deposit: string;
  nextLevel: number | null;
  levels: { level: number; name: string; rebateRates: { gameType: string; rate: string }[] }[];
  claimable: { kind: string; levels: number[]; amount: string; turnoverRequired: string }[];
  paid: { kind: string; level: number; amount: string; period: string | null }[];
}
const vip = async (m: Member, language = 'EN') =>
  (await call(t, m, 'vip', { query: { language } })).json<{ value: VipValue }>().value;
const claim = (m: Member, kind: string) => {
  // A bonus counts the rounds settled from its grant on: claims come after the rounds before them.
  clock.advance(1000);
  return call(t, m, 'vipClaim', { body: { kind, language: 'EN' } });
};
const rewardState = async (m: Member, language = 'EN') =>
  (await call(t, m, 'rewardState', { query: { language } })).json<{
    value: {
      hasVip: boolean;
      vipLabelName: string | null;
      vipRankLevel: number;
      availablePromoCount: number;
    };
  }>().value;
/** A settled slot round a second after the last thing, stamped with the platform's (manual) clock. */
const play = (m: Member, amounts: { bet: string; win: string }) => {
  clock.advance(1000);
  return settleRound(t, m, slot, amounts, clock().getTime());
};
/** Valid bets of `total` in rounds of `round` that each pay their stake back (the balance stays). */
const playEven = async (m: Member, total: number, round: number) => {
  for (let left = total; left > 0; left -= round) {
    const bet = `${Math.min(round, left)}.00`;
    await play(m, { bet, win: bet });
  }
};
const setVipSwitch = (on: boolean) =>
  h.db
    .updateTable('whitelabel_nodes')
    .set({ enabled: on ? '1' : '0' })
    .where('mod_id', '=', 'VIP3')
    .execute();

describe('VIP levels', () => {
  it('starts a new member at the bottom with nothing to claim', async () => {
    const m = await createMember(h);
    const value = await vip(m);
    expect(value).toMatchObject({
      enabled: true,
      hasVip: false,
      vipLabelName: null,
      vipRankLevel: 0,
      validBet: '0.00',
      deposit: '0.00',
      nextLevel: 1,
      claimable: [],
    });
    expect(value.levels.map((l) => l.name)).toEqual([
      'Member',
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
    ]);
    expect((await claim(m, 'LEVEL_UP')).json()).toMatchObject({ code: 'vip_reward_not_available' });
  });

  it('reaches a level only when both its thresholds are met', async () => {
    const m = await createMember(h);
    await demoDeposit(t, m, '99.99');
    await play(m, { bet: '50.00', win: '0.00' });
    // Deposits short of Bronze's 100.00: still level 0 whatever the bets.
    await demoDeposit(t, m, '2000');
    await play(m, { bet: '949.99', win: '0.00' });
    expect((await vip(m)).vipRankLevel).toBe(0);
    await play(m, { bet: '0.01', win: '0.00' });
    expect(await vip(m)).toMatchObject({
      vipRankLevel: 1,
      hasVip: true,
      vipLabelName: 'Bronze',
      validBet: '1000.00',
    });
    expect((await vip(m, 'KO')).vipLabelName).toBe('브론즈');
  });

  it('pays the level-ups reached together, once, then the monthly bonus once a month', async () => {
    const m = await createMember(h);
    await demoDeposit(t, m, '600');
    await playEven(m, 5_000, 500);
    const silver = await vip(m);
    expect(silver.vipRankLevel).toBe(2);
    // Bronze 10.00 and Silver 30.00 at 3x; Silver's monthly 15.00 at 3x.
    expect(silver.claimable).toEqual([
      { kind: 'LEVEL_UP', levels: [1, 2], amount: '40.00', turnoverRequired: '120.00' },
      { kind: 'MONTHLY', levels: [2], amount: '15.00', turnoverRequired: '45.00' },
    ]);
    expect((await rewardState(m)).availablePromoCount).toBeGreaterThanOrEqual(2);

    const before = await mainBalance(t, m);
    const racing = await Promise.all([claim(m, 'LEVEL_UP'), claim(m, 'LEVEL_UP'), claim(m, 'LEVEL_UP')]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await mainBalance(t, m)).toBe(before + 4_000n);
    const bonuses = (await call(t, m, 'bonuses')).json<{
      value: { active: { title: string; amount: string; turnoverRequired: string } };
    }>().value;
    expect(bonuses.active).toMatchObject({
      title: 'VIP level-up bonus: Silver',
      amount: '40.00',
      turnoverRequired: '120.00',
    });

    // One open bonus at a time: the monthly bonus waits for the level-up's turnover.
    expect((await claim(m, 'MONTHLY')).json()).toMatchObject({ code: 'bonus_already_active' });
    await play(m, { bet: '120.00', win: '0.00' });
    const monthly = await claim(m, 'MONTHLY');
    expect(monthly.statusCode).toBe(200);
    const after = monthly.json<{ value: VipValue }>().value;
    expect(after.claimable).toEqual([]);
    expect(after.paid.map((p) => [p.kind, p.level, p.amount])).toEqual([
      ['MONTHLY', 2, '15.00'],
      ['LEVEL_UP', 2, '30.00'],
      ['LEVEL_UP', 1, '10.00'],
    ]);
    expect((await claim(m, 'MONTHLY')).json()).toMatchObject({ code: 'vip_reward_not_available' });

    // The next business month pays the monthly bonus again (once its bonus's turnover is met).
    await play(m, { bet: '45.00', win: '0.00' });
    const today = clock();
    clock.advance(32 * dayMs);
    try {
      await sessionsSeenAt(h, m.id, clock());
      expect((await vip(m)).claimable.map((c) => c.kind)).toEqual(['MONTHLY']);
      expect((await claim(m, 'MONTHLY')).statusCode).toBe(200);
    } finally {
      clock.set(today);
    }
  });

  it('raises the manual rebate rates at the levels that set them', async () => {
    const m = await createMember(h);
    await demoDeposit(t, m, '5000');
    await playEven(m, 49_999, 5_000);
    const rebateRate = async () =>
      (await call(t, m, 'rebate')).json<{
        value: { vipLevel: number; lines: { gameType: string; rate: string }[] };
      }>().value;
    expect((await rebateRate()).vipLevel).toBe(2);
    expect((await rebateRate()).lines.find((l) => l.gameType === 'RNG')!.rate).toBe('0.8');
    await play(m, { bet: '1.00', win: '0.00' });
    const gold = await rebateRate();
    expect(gold.vipLevel).toBe(3);
    expect(gold.lines.find((l) => l.gameType === 'RNG')!.rate).toBe('1');
    // Game types Gold does not set keep the level-0 rate.
    expect(gold.lines.find((l) => l.gameType === 'PVP')!.rate).toBe('0.6');
    expect((await vip(m)).levels.find((l) => l.level === 3)!.rebateRates).toContainEqual({
      gameType: 'RNG',
      rate: '1',
    });
  });

  it('answers the reward fields of the public state in the asked language', async () => {
    const m = await createMember(h);
    await demoDeposit(t, m, '100');
    await playEven(m, 1_000, 100);
    expect(await rewardState(m, 'JA')).toMatchObject({
      hasVip: true,
      vipLabelName: 'ブロンズ',
      vipRankLevel: 1,
    });
  });

  it('turns off with the VIP switch: level 0, nothing to claim, level-0 rebate rates', async () => {
    const m = await createMember(h);
    await demoDeposit(t, m, '5000');
    await playEven(m, 50_000, 5_000);
    await setVipSwitch(false);
    try {
      expect(await vip(m)).toMatchObject({ enabled: false, hasVip: false, vipRankLevel: 0, levels: [] });
      const refused = await claim(m, 'LEVEL_UP');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'vip_not_enabled' });
      expect(await rewardState(m)).toMatchObject({ hasVip: false, vipLabelName: null, vipRankLevel: 0 });
      const rebate = (await call(t, m, 'rebate')).json<{ value: { vipLevel: number } }>().value;
      expect(rebate.vipLevel).toBe(0);
    } finally {
      await setVipSwitch(true);
    }
    expect((await vip(m)).vipRankLevel).toBe(3);
  });

  it('refuses guests and trial users', async () => {
    expect((await call(t, null, 'vip')).statusCode).toBe(401);
    const trial = await createMember(h, { type: 4 });
    expect((await call(t, trial, 'vip')).statusCode).toBe(403);
    expect((await claim(trial, 'MONTHLY')).statusCode).toBe(403);
    expect((await call(t, trial, 'rewardState')).statusCode).toBe(403);
    const m = await createMember(h);
    expect((await call(t, m, 'vipClaim', { body: { kind: 'WEEKLY' } })).statusCode).toBe(400);
  });

  it('lets the operator read and change the ladder', async () => {
    const out: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => out.push(l) };
    expect(
      await runOperator(['vip', 'level', '1', '800', '100', '12.50', '5', '2', 'Bronze'], t.config, io),
    ).toBe(0);
    expect(out).toContain(
      '1\tBronze\tvalid bets 800.00\tdeposits 100.00\tlevel-up 12.50\tmonthly 5.00\tturnover 2x',
    );
    const m = await createMember(h);
    await demoDeposit(t, m, '100');
    await playEven(m, 800, 100);
    expect((await vip(m)).claimable[0]).toEqual({
      kind: 'LEVEL_UP',
      levels: [1],
      amount: '12.50',
      turnoverRequired: '25.00',
    });
    out.length = 0;
    expect(await runOperator(['vip', 'show', m.account], t.config, io)).toBe(0);
    expect(out).toEqual([`${m.account}\tvalid bets 800.00\tdeposits 100.00\tlevel 1`]);
    expect(await runOperator(['vip', 'level', 'x', '1', '1', '1', '1', '1', 'Bad'], t.config, io)).toBe(2);
    expect(
      await runOperator(['vip', 'level', '1', '800', '100', '12.50', '5', '2', 'Bronze'], t.config, io),
    ).toBe(0);
    await runOperator(['vip', 'level', '1', '1000', '100', '10', '5', '3', 'Bronze'], t.config, io);
  });

  it('keeps the ledger clean', async () => {
    expect((await verifyLedger(h.db)).problems).toEqual([]);
  });
});
