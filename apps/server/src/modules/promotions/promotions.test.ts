import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Promotion } from '@gp/contract/promotions';
import type { DatabaseHandle } from '../../db/database.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { gameOf, playEnv, settleRound } from '../../test/play-helpers.js';
import {
  bindBank,
  call,
  createMember,
  demoDeposit,
  mainBalance,
  newKey,
  openTestDb,
  paymentPassword,
  type TestMember,
} from '../../test/wallet-helpers.js';
import { verifyLedger } from '../wallet/ledger-verify.js';

/**
 * Promotions and bonuses (issue 17) on the seeded offers: the welcome deposit match from joining to a
 * withdrawal after its turnover, the first-deposit rule, the registration gift and the applied-for
 * bonus, one open bonus at a time, forfeits to the minor unit, racing claims, and bad input.
 */
let t: TestApp;
let h: DatabaseHandle;
let slot: string;
let live: string;

beforeAll(async () => {
  t = await buildTestApp(playEnv);
  h = openTestDb(t);
  slot = (await gameOf(h, 'PT', 'RNG')).node_id;
  live = (await gameOf(h, 'EVO', 'LIVE')).node_id;
});
afterAll(async () => {
  await h.close();
  await t.close();
});

const list = async (m: TestMember | null) =>
  (await call(t, m, 'promotions', { query: { language: 'EN' } })).json<{
    value: {
      promotions: Promotion[];
      categories: { code: string; name: string }[];
      availablePromoCount: number;
    };
  }>().value;
const promo = async (m: TestMember | null, key: string) =>
  (await list(m)).promotions.find((p) => p.key === key)!;
const act = (m: TestMember, id: number, action: string) =>
  call(t, m, 'promotionAction', { body: { id, action, language: 'EN' } });
const codeOf = (res: { statusCode: number; json: <T>() => T }) =>
  res.statusCode === 200 ? 'ok' : res.json<{ code: string }>().code;
const bonuses = async (m: TestMember) =>
  (await call(t, m, 'bonuses')).json<{
    value: {
      active: { id: number; amount: string; turnoverRequired: string; turnoverDone: string } | null;
      content: { status: string; takenBack: string | null; amount: string }[];
    };
  }>().value;
const withdraw = async (m: TestMember, bankAccountId: number, amount: string) =>
  call(t, m, 'withdraw', { body: { bankAccountId, amount, paymentPassword }, key: newKey() });

describe('promotions', () => {
  it('lists the seeded offers and categories to a guest', async () => {
    const value = await list(null);
    expect(value.categories.map((c) => c.code)).toEqual(['NEW', 'DEPOSIT', 'VIP']);
    const statuses = Object.fromEntries(value.promotions.map((p) => [p.key, p.status]));
    expect(statuses).toEqual({
      'welcome-first-deposit': 'join',
      'reload-20': 'join',
      'registration-gift': 'claim',
      'high-roller': 'join',
      'daily-cashback': 'join',
    });
    const welcome = value.promotions.find((p) => p.key === 'welcome-first-deposit')!;
    expect(welcome).toMatchObject({
      kind: 'DEPOSIT_MATCH',
      percent: '100',
      cap: '500.00',
      turnoverMultiple: 5,
    });
    expect(welcome.terms).toContain('<li>');
    // A guest sees what it could claim once a member, but claims nothing itself.
    expect(value.availablePromoCount).toBe(0);
  });

  it('pays the welcome match on the first deposit after joining, and holds withdrawals until its turnover', async () => {
    const m = await createMember(h);
    const welcome = await promo(m, 'welcome-first-deposit');
    expect(codeOf(await act(m, welcome.id, 'claim'))).toBe('promotion_not_available');
    expect(codeOf(await act(m, welcome.id, 'join'))).toBe('ok');
    expect((await promo(m, 'welcome-first-deposit')).status).toBe('joined');
    expect((await demoDeposit(t, m, '300')).statusCode).toBe(200);
    const claimable = await promo(m, 'welcome-first-deposit');
    expect(claimable).toMatchObject({ status: 'claim', claimable: '300.00' });
    const claimNow = (await list(m)).promotions.filter((p) => p.status === 'claim').length;
    expect((await list(m)).availablePromoCount).toBe(claimNow);
    // The menus' badge reads the same count from the small reward-state answer (a new member is below VIP).
    expect((await call(t, m, 'rewardState')).json()).toMatchObject({
      value: { availablePromoCount: claimNow, hasVip: false, vipRankLevel: 0 },
    });

    expect(codeOf(await act(m, welcome.id, 'claim'))).toBe('ok');
    expect(await mainBalance(t, m)).toBe(60_000n);
    expect((await promo(m, 'welcome-first-deposit')).status).toBe('process');
    const open = (await bonuses(m)).active!;
    expect(open).toMatchObject({ amount: '300.00', turnoverRequired: '1500.00', turnoverDone: '0.00' });

    const bank = await bindBank(t, m);
    const refused = await withdraw(m, bank, '100');
    expect(refused.json()).toMatchObject({ code: 'bonus_turnover_open', value: { remaining: '1500.00' } });
    // Live casino counts 10%: 100 of valid bets there is 10 of turnover.
    await settleRound(t, m, live, { bet: '100.00', win: '0.00' });
    await settleRound(t, m, slot, { bet: '400.00', win: '300.00' });
    expect((await bonuses(m)).active!.turnoverDone).toBe('410.00');
    const again = await withdraw(m, bank, '100');
    expect(again.json()).toMatchObject({ value: { remaining: '1090.00' } });
    for (const bet of ['400.00', '400.00', '290.00']) await settleRound(t, m, slot, { bet, win: bet });
    expect((await bonuses(m)).active).toBeNull();
    expect((await bonuses(m)).content[0]!.status).toBe('COMPLETED');
    expect((await promo(m, 'welcome-first-deposit')).status).toBe('claimed');
    expect((await withdraw(m, bank, '100')).statusCode).toBe(200);
    expect(codeOf(await act(m, welcome.id, 'claim'))).toBe('promotion_not_available');
  });

  it('closes the first-deposit offer to a member who deposited before joining', async () => {
    const m = await createMember(h);
    await demoDeposit(t, m, '200');
    const welcome = await promo(m, 'welcome-first-deposit');
    expect(welcome.status).toBe('closed');
    expect(codeOf(await act(m, welcome.id, 'join'))).toBe('promotion_not_available');
    // The reload offer counts a deposit made after joining, at least its minimum.
    const reload = await promo(m, 'reload-20');
    await act(m, reload.id, 'join');
    await demoDeposit(t, m, '150');
    expect((await promo(m, 'reload-20')).status).toBe('joined');
  });

  it('pays a claim once when two race, and one open bonus at a time', async () => {
    const m = await createMember(h);
    const gift = await promo(m, 'registration-gift');
    const [a, b] = await Promise.all([act(m, gift.id, 'claim'), act(m, gift.id, 'claim')]);
    expect([codeOf(a), codeOf(b)].sort()).toEqual(['ok', 'promotion_not_available']);
    expect(await mainBalance(t, m)).toBe(1_000n);
    const reload = await promo(m, 'reload-20');
    await act(m, reload.id, 'join');
    await demoDeposit(t, m, '500');
    expect(codeOf(await act(m, reload.id, 'claim'))).toBe('bonus_already_active');
  });

  it('takes back at most the bonus on a forfeit, never more than the wallet holds', async () => {
    const m = await createMember(h);
    const gift = await promo(m, 'registration-gift');
    await act(m, gift.id, 'claim');
    await settleRound(t, m, slot, { bet: '4.00', win: '0.00' });
    const open = (await bonuses(m)).active!;
    const forfeit = await call(t, m, 'bonusForfeit', { body: { id: open.id } });
    expect(forfeit.statusCode).toBe(200);
    expect(forfeit.json()).toMatchObject({ value: { active: null } });
    expect((await bonuses(m)).content[0]).toMatchObject({ status: 'FORFEITED', takenBack: '6.00' });
    expect(await mainBalance(t, m)).toBe(0n);
    expect(codeOf(await call(t, m, 'bonusForfeit', { body: { id: open.id } }))).toBe('bonus_not_active');
  });

  it('expires an unmet bonus by its terms: taken back (FORFEIT) or released (RELEASE)', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    for (const [onExpiry, takenBack, balance] of [
      ['FORFEIT', '10.00', 0n],
      ['RELEASE', null, 1_000n],
    ] as const) {
      const m = await createMember(h);
      await act(m, (await promo(m, 'registration-gift')).id, 'claim');
      await h.db
        .updateTable('bonuses')
        .set({ expires_at: past, on_expiry: onExpiry })
        .where('member_id', '=', m.id)
        .execute();
      expect((await bonuses(m)).active).toBeNull();
      expect((await bonuses(m)).content[0]).toMatchObject({ status: 'EXPIRED', takenBack });
      expect(await mainBalance(t, m)).toBe(balance);
    }
  });

  it('lets a member from VIP Silver up apply, and pays when the operator approves', async () => {
    const m = await createMember(h);
    const highRoller = await promo(m, 'high-roller');
    // Below Silver (the offer's minVipLevel 2) it is closed to the member.
    expect(highRoller).toMatchObject({ status: 'closed', minVipLevel: 2 });
    expect(codeOf(await act(m, highRoller.id, 'apply'))).toBe('promotion_not_available');
    await demoDeposit(t, m, '500');
    for (let round = 0; round < 10; round += 1)
      await settleRound(t, m, slot, { bet: '500.00', win: '500.00' });
    expect((await promo(m, 'high-roller')).status).toBe('join');
    expect(codeOf(await act(m, highRoller.id, 'join'))).toBe('promotion_not_available');
    expect(codeOf(await act(m, highRoller.id, 'apply'))).toBe('ok');
    expect((await promo(m, 'high-roller')).status).toBe('applying');
    const entry = await h.db
      .selectFrom('promotion_entries')
      .select('id')
      .where('member_id', '=', m.id)
      .executeTakeFirstOrThrow();
    const { createPromotionsForOperator } = await import('./operator-service.js');
    const operator = createPromotionsForOperator({ db: h.db, merchantCode: 'DEMO' });
    await operator.decide(entry.id, true, 'verified play');
    expect((await promo(m, 'high-roller')).status).toBe('process');
    expect(await mainBalance(t, m)).toBe(80_000n);
    await expect(operator.decide(entry.id, false, null)).rejects.toThrow('No application waiting');
  });

  it('refuses unknown promotions, bad bodies, guests and trial users', async () => {
    const m = await createMember(h);
    expect(codeOf(await act(m, 999_999, 'join'))).toBe('promotion_not_found');
    expect((await call(t, m, 'promotionAction', { body: { id: 'x', action: 'join' } })).statusCode).toBe(400);
    expect((await call(t, m, 'promotionAction', { body: { id: 1, action: 'steal' } })).statusCode).toBe(400);
    expect((await call(t, null, 'promotionAction', { body: { id: 1, action: 'join' } })).statusCode).toBe(
      401,
    );
    const trial = await createMember(h, { type: 4 });
    expect((await call(t, trial, 'bonuses')).statusCode).toBe(403);
  });

  it('keeps the ledger clean', async () => {
    expect((await verifyLedger(h.db)).problems).toEqual([]);
  });
});
