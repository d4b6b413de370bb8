import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { gameOf, playEnv, settleRound } from '../../test/play-helpers.js';
import { call, createMember, demoDeposit, minorOf, openTestDb } from '../../test/wallet-helpers.js';
import { moneyText } from '../wallet/ledger.js';
import { verifyLedger } from '../wallet/ledger-verify.js';

/**
 * Issue 17's property: whatever a member does in whatever order (deposit, join or claim an offer, play
 * slots or live casino, forfeit, claim the rebate), bonus and rebate money never exceeds what the terms
 * allow, and the ledger stays balanced.
 */
let t: TestApp;
let h: DatabaseHandle;
const nodes: Record<'RNG' | 'LIVE', string> = { RNG: '', LIVE: '' };

beforeAll(async () => {
  t = await buildTestApp(playEnv);
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
  | { kind: 'offer'; key: 'welcome-first-deposit' | 'reload-20' | 'registration-gift' | 'high-roller' }
  | { kind: 'play'; type: 'RNG' | 'LIVE'; bet: number; winTenths: number }
  | { kind: 'forfeit' }
  | { kind: 'rebate' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 100, max: 3_000 }) }),
  fc.record({
    kind: fc.constant('offer' as const),
    key: fc.constantFrom('welcome-first-deposit', 'reload-20', 'registration-gift', 'high-roller'),
  }),
  fc.record({
    kind: fc.constant('play' as const),
    type: fc.constantFrom('RNG', 'LIVE'),
    bet: fc.integer({ min: 1, max: 400 }),
    winTenths: fc.integer({ min: 0, max: 20 }),
  }),
  fc.record({ kind: fc.constant('forfeit' as const) }),
  fc.record({ kind: fc.constant('rebate' as const) }),
);

const total = async (memberId: number, type: string, sign: 1 | -1) => {
  const rows = await h.db
    .selectFrom('journal_entries as e')
    .innerJoin('postings as l', 'l.entry_id', 'e.id')
    .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
    .select(moneyText('l.amount').as('amount'))
    .where('e.type', '=', type)
    .where('a.member_id', '=', memberId)
    .execute();
  return rows.reduce((sum, r) => sum + BigInt(r.amount) * BigInt(sign), 0n);
};

it('never pays more bonus or rebate than the terms allow, and keeps the ledger balanced', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 12 }), async (steps) => {
      const m = await createMember(h);
      let deposits = 0n;
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
          await settleRound(t, m, nodes[s.type], { bet: `${s.bet}.00`, win });
        } else if (s.kind === 'forfeit') {
          const active = (await call(t, m, 'bonuses')).json<{ value: { active: { id: number } | null } }>()
            .value.active;
          if (active) await call(t, m, 'bonusForfeit', { body: { id: active.id } });
        } else {
          await call(t, m, 'rebateClaim', { body: {} });
        }
      }
      // Bonuses: the welcome match (at most 500) and the reload (at most 200) pay at most their
      // percent of what was deposited; the gift pays 10; nothing else is paid without the operator.
      const bonusPaid = await total(m.id, 'BONUS', 1);
      expect(bonusPaid).toBeLessThanOrEqual(50_000n + 20_000n + 1_000n);
      expect(bonusPaid).toBeLessThanOrEqual(deposits + (deposits * 20n) / 100n + 1_000n);
      // A forfeit takes back at most what was paid.
      expect(await total(m.id, 'BONUS_FORFEIT', -1)).toBeLessThanOrEqual(bonusPaid);
      // Rebate: at most 0.8 % (the highest rate) of every valid bet the member settled.
      const bets = await h.db
        .selectFrom('bet_records')
        .select(moneyText('valid_bet_minor').as('valid_bet_minor'))
        .where('member_id', '=', m.id)
        .execute();
      const validBets = bets.reduce((sum, b) => sum + BigInt(b.valid_bet_minor), 0n);
      expect(await total(m.id, 'REBATE', 1)).toBeLessThanOrEqual((validBets * 80n) / 10_000n);
    }),
    { numRuns: 12 },
  );
  expect((await verifyLedger(h.db)).problems).toEqual([]);
}, 120_000);
