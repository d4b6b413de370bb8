import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { createManualClock } from '../../lib/clock.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { gameOf, playEnv, settleRound } from '../../test/play-helpers.js';
import {
  call,
  createMember,
  demoDeposit,
  minorOf,
  openTestDb,
  sessionsSeenAt,
} from '../../test/wallet-helpers.js';
import { periodOf } from '../team-figures/periods.js';
import { demoVipLadder } from '../vip/seed-vip.js';
import { moneyText } from '../wallet/ledger.js';
import { verifyLedger } from '../wallet/ledger-verify.js';

/**
 * Issue 17's property: whatever a member does in whatever order (deposit, join or claim an offer, play
 * slots or live casino, forfeit, claim the rebate or a VIP reward, let a day pass), bonus and rebate
 * money never exceeds what the terms allow, and the ledger stays balanced.
 */
const dayMs = 86_400_000;
const clock = createManualClock();
let t: TestApp;
let h: DatabaseHandle;
const nodes: Record<'RNG' | 'LIVE', string> = { RNG: '', LIVE: '' };

beforeAll(async () => {
  t = await buildTestApp(playEnv, { clock });
  h = openTestDb(t);
  nodes.RNG = (await gameOf(h, 'PT', 'RNG')).node_id;
  nodes.LIVE = (await gameOf(h, 'EVO', 'LIVE')).node_id;
});
afterAll(async () => {
  await h.close();
  await t.close();
});

type Step =
  | { kind: 'deposit'; amount: number }
  | { kind: 'offer'; key: (typeof offerKeys)[number] }
  | { kind: 'play'; type: 'RNG' | 'LIVE'; bet: number; winTenths: number }
  | { kind: 'forfeit' }
  | { kind: 'rebate' }
  | { kind: 'vip'; reward: 'LEVEL_UP' | 'MONTHLY' }
  | { kind: 'nextDay' };

const offerKeys = [
  'welcome-first-deposit',
  'reload-20',
  'registration-gift',
  'high-roller',
  'daily-cashback',
] as const;

// Weighted towards play, so journeys reach VIP levels, turnovers and cashback days.
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      amount: fc.integer({ min: 100, max: 3_000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('offer' as const), key: fc.constantFrom(...offerKeys) }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('play' as const),
      type: fc.constantFrom('RNG', 'LIVE'),
      bet: fc.integer({ min: 1, max: 400 }),
      winTenths: fc.integer({ min: 0, max: 20 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('forfeit' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rebate' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('vip' as const),
      reward: fc.constantFrom('LEVEL_UP', 'MONTHLY'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('nextDay' as const) }) },
);

/** The member's postings of one entry type (of one reference prefix), summed with `sign`. */
const total = async (memberId: number, type: string, sign: 1 | -1, reference = '') => {
  const rows = await h.db
    .selectFrom('journal_entries as e')
    .innerJoin('postings as l', 'l.entry_id', 'e.id')
    .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
    .select(moneyText('l.amount').as('amount'))
    .where('e.type', '=', type)
    .where('a.member_id', '=', memberId)
    .where('e.reference', 'like', `${reference}%`)
    .execute();
  return rows.reduce((sum, r) => sum + BigInt(r.amount) * BigInt(sign), 0n);
};

/** Moves the platform's clock a day on; the member's session moves with it. */
const nextDay = async (memberId: number) => {
  clock.advance(dayMs);
  await sessionsSeenAt(h, memberId, clock());
};

/** The most a cashback can pay back: per business day, what the member lost on its losing rounds. */
const dailyLosses = async (memberId: number) => {
  const offset =
    (await h.db.selectFrom('business_calendars').select('utc_offset_minutes').executeTakeFirst())
      ?.utc_offset_minutes ?? 0;
  const rows = await h.db
    .selectFrom('bet_records')
    .select(['created_at', moneyText('bet_minor').as('bet'), moneyText('win_minor').as('win')])
    .where('member_id', '=', memberId)
    .execute();
  // The cashback counts a day's net loss from joining, so a round won before joining is not set
  // against it: the bound is each day's losing rounds, whatever won before them.
  const byDay = new Map<string, bigint>();
  for (const r of rows) {
    const day = periodOf('D', new Date(r.created_at), offset).start;
    const loss = BigInt(r.bet) - BigInt(r.win);
    byDay.set(day, (byDay.get(day) ?? 0n) + (loss > 0n ? loss : 0n));
  }
  return [...byDay.values()].reduce((sum, loss) => sum + loss, 0n);
};

it('never pays more bonus or rebate than the terms allow, and keeps the ledger balanced', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 8, maxLength: 30 }), async (steps) => {
      const m = await createMember(h);
      await nextDay(m.id);
      let deposits = 0n;
      let days = 1n;
      for (const s of steps) {
        if (s.kind === 'deposit') {
          if ((await demoDeposit(t, m, String(s.amount))).statusCode === 200)
            deposits += BigInt(s.amount) * 100n;
        } else if (s.kind === 'offer') {
          const list = (await call(t, m, 'promotions')).json<{
            value: { promotions: { id: number; key: string; status: string; kind: string }[] };
          }>().value.promotions;
          const p = list.find((x) => x.key === s.key)!;
          const action = p.status === 'claim' ? 'claim' : p.kind === 'APPLY' ? 'apply' : 'join';
          await call(t, m, 'promotionAction', { body: { id: p.id, action } });
        } else if (s.kind === 'play') {
          const balance = (await call(t, m, 'walletBalance')).json<{ value: { balance: string } }>().value
            .balance;
          if (minorOf(balance) < BigInt(s.bet) * 100n) continue;
          const win = ((s.bet * s.winTenths) / 10).toFixed(2);
          clock.advance(1000);
          await settleRound(t, m, nodes[s.type], { bet: `${s.bet}.00`, win }, clock().getTime());
        } else if (s.kind === 'forfeit') {
          const active = (await call(t, m, 'bonuses')).json<{ value: { active: { id: number } | null } }>()
            .value.active;
          if (active) await call(t, m, 'bonusForfeit', { body: { id: active.id } });
        } else if (s.kind === 'vip') {
          await call(t, m, 'vipClaim', { body: { kind: s.reward } });
        } else if (s.kind === 'nextDay') {
          await nextDay(m.id);
          days += 1n;
        } else {
          await call(t, m, 'rebateClaim', { body: {} });
        }
      }
      // Bonuses: the welcome match (at most 500) and the reload (at most 200) pay at most their
      // percent of what was deposited; the gift pays 10; nothing else is paid without the operator.
      const offersPaid = await total(m.id, 'BONUS', 1, 'promotion:');
      expect(offersPaid).toBeLessThanOrEqual(50_000n + 20_000n + 1_000n);
      expect(offersPaid).toBeLessThanOrEqual(deposits + (deposits * 20n) / 100n + 1_000n);
      // Cashback: at most 10 % of each day's net loss, and 200 a day.
      const cashbackPaid = await total(m.id, 'BONUS', 1, 'cashback:');
      expect(cashbackPaid).toBeLessThanOrEqual((await dailyLosses(m.id)) / 10n);
      expect(cashbackPaid).toBeLessThanOrEqual(days * 20_000n);
      // VIP: the level-ups of the levels reached, and one monthly bonus of that level per month.
      const level = (await call(t, m, 'vip')).json<{ value: { vipRankLevel: number } }>().value.vipRankLevel;
      const reached = demoVipLadder.filter((l) => l.level <= level);
      const months = days / 28n + 2n;
      expect(await total(m.id, 'BONUS', 1, 'vip:')).toBeLessThanOrEqual(
        reached.reduce((sum, l) => sum + l.levelUpBonus, 0n) + months * (reached.at(-1)?.monthlyBonus ?? 0n),
      );
      // Nothing else is a bonus without the operator.
      const bonusPaid = await total(m.id, 'BONUS', 1);
      expect(bonusPaid).toBe(offersPaid + cashbackPaid + (await total(m.id, 'BONUS', 1, 'vip:')));
      // A forfeit takes back at most what was paid.
      expect(await total(m.id, 'BONUS_FORFEIT', -1)).toBeLessThanOrEqual(bonusPaid);
      // Rebate: at most 1.2 % (the highest rate of any VIP level) of every valid bet the member settled.
      const bets = await h.db
        .selectFrom('bet_records')
        .select(moneyText('valid_bet_minor').as('valid_bet_minor'))
        .where('member_id', '=', m.id)
        .execute();
      const validBets = bets.reduce((sum, b) => sum + BigInt(b.valid_bet_minor), 0n);
      expect(await total(m.id, 'REBATE', 1)).toBeLessThanOrEqual((validBets * 120n) / 10_000n);
    }),
    { numRuns: 60 },
  );
  expect((await verifyLedger(h.db)).problems).toEqual([]);
}, 120_000);
