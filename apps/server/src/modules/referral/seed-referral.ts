import type { Db } from '../../db/database.js';

/**
 * The demo referral rewards (minor units): 2.00 for a friend who registers, 20.00 for a first deposit
 * of at least 100.00, 30.00 once the friend's valid bets reach 1,000.00.
 */
export const demoReferralRewards = [
  { milestone: 'REGISTERED', threshold: 0n, amount: 200n },
  { milestone: 'FIRST_DEPOSIT', threshold: 10_000n, amount: 2_000n },
  { milestone: 'VALID_BET', threshold: 100_000n, amount: 3_000n },
] as const;

/** Inserts the demo rewards the merchant does not have yet (an operator's change stays). */
export const seedReferral = async (db: Db, merchantCode: string): Promise<void> => {
  await db
    .insertInto('referral_rewards')
    .values(demoReferralRewards.map((r) => ({ merchant_code: merchantCode, ...r })))
    .onConflict((oc) => oc.columns(['merchant_code', 'milestone']).doNothing())
    .execute();
};
