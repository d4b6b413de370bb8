import { createPrng } from '../../db/seed/prng.js';
import type { SeedActors, SeedClock } from '../../db/seed/seed-actors.js';
import { demoTeamPassword } from '../../db/seed/accounts.js';
import { demoPaymentPassword } from '../../db/seed/wallet-data.js';
import type { Db } from '../../db/database.js';
import { createCashierDecisions } from '../wallet/decisions.js';
import { demoTeam } from './seed-data.js';

const hour = 3_600_000;
const day = 24 * hour;
// The demo slot's bet levels start at 100.00.
const stakes = ['100.00', '200.00', '500.00'] as const;
/** Members who also cash out once (a withdrawal the operator then pays). */
const withdrawing = new Set(['demo_direct2', 'demo_sa1_player2', 'demo_sa2_player1']);

/**
 * demo_agent's team at play over the last 60 days (issue 16): every member of the demo team who has
 * signed in deposits once it joins, then plays the demo slot on a few days after that; three of them
 * cash out, and the operator pays. Like demo_member's activity, every step is a call to the app's own
 * routes at a moved-back clock (the operator's approval is the cashier decision service the operator
 * command runs), so the team's figures, reports and ledger are what the real services make of it.
 * Deterministic; skipped when any team member already has a journal entry. Returns the calls made.
 */
export const seedTeamActivity = async (
  seed: SeedActors,
  deps: { db: Db; merchantCode: string; clock: SeedClock },
): Promise<number> => {
  const { db, merchantCode } = deps;
  const members = await db
    .selectFrom('members')
    .select(['id', 'account', 'created_at', 'must_change_password'])
    .where('merchant_code', '=', merchantCode)
    .where(
      'account',
      'in',
      demoTeam.map((m) => m.account),
    )
    .orderBy('id')
    .execute();
  if (members.length === 0) return 0;
  const played = await db
    .selectFrom('journal_entries')
    .select('id')
    .where(
      'member_id',
      'in',
      members.map((m) => m.id),
    )
    .limit(1)
    .executeTakeFirst();
  if (played) return 0;

  const before = seed.steps();
  const random = createPrng(16_160_016);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const now = Date.now();
  const decisions = createCashierDecisions(db, merchantCode, deps.clock);
  for (const m of members) {
    // Opened by the agent and never signed in: no activity until the player changes the password.
    if (m.must_change_password === 1) continue;
    const joinedDaysAgo = Math.floor((now - Date.parse(m.created_at)) / day);
    if (joinedDaysAgo < 1) continue;
    const days = [
      ...new Set(
        Array.from({ length: 3 + Math.floor(random() * 5) }, () => 1 + Math.floor(random() * joinedDaysAgo)),
      ),
    ]
      .filter((d) => d < joinedDaysAgo)
      .sort((a, b) => b - a);
    for (const [index, daysAgo] of days.entries()) {
      const ago = daysAgo * day - (9 + Math.floor(random() * 12)) * hour;
      await seed.at(ago, async () => {
        const me = await seed.actor(m.id);
        if (index === 0) await seed.deposit(me, `${200 + Math.floor(random() * 300)}00.00`);
        await seed.play(me, 'PT', 1 + Math.floor(random() * 3), pick(stakes));
      });
    }
    if (withdrawing.has(m.account) && days.length > 0) {
      await seed.at(Math.max(1, days.at(-1)! - 1) * day, async () => {
        const me = await seed.actor(m.id);
        await me.call('paymentPasswordSet', {
          body: {
            loginPassword: demoTeamPassword,
            paymentPassword: demoPaymentPassword,
            confirmPaymentPassword: demoPaymentPassword,
          },
        });
        const bank = (await me.call('bankAccountBind', {
          body: {
            accountName: m.account,
            accountNumber: `220-${String(m.id).padStart(4, '0')}-5566`,
            bankName: 'Demo Bank',
          },
        })) as { id: number };
        const order = (await me.call('withdraw', {
          body: { bankAccountId: bank.id, amount: '1000.00', paymentPassword: demoPaymentPassword },
        })) as { order: { id: number } };
        await decisions.decideWithdraw(order.order.id, true);
      });
    }
  }
  return seed.steps() - before;
};
