import type { Db } from '../../db/database.js';
import { moneyText, type Trx } from '../wallet/ledger.js';
import type { LadderLevel } from './vip-rules.js';

/** SQL of VIP (issue 17): the merchant's ladder and the rewards paid. */
export const createVipRepository = (db: Db) => ({
  /** The ladder, lowest level first, with each level's names (JSON). */
  ladder: async (merchantCode: string, q: Db = db): Promise<(LadderLevel & { names: string })[]> =>
    (
      await q
        .selectFrom('vip_levels')
        .select([
          'level',
          'names',
          'turnover_x100',
          moneyText('min_valid_bet').as('min_valid_bet'),
          moneyText('min_deposit').as('min_deposit'),
          moneyText('level_up_bonus').as('level_up_bonus'),
          moneyText('monthly_bonus').as('monthly_bonus'),
        ])
        .where('merchant_code', '=', merchantCode)
        .orderBy('level')
        .execute()
    ).map((r) => ({
      level: r.level,
      names: r.names,
      minValidBet: BigInt(r.min_valid_bet),
      minDeposit: BigInt(r.min_deposit),
      levelUpBonus: BigInt(r.level_up_bonus),
      monthlyBonus: BigInt(r.monthly_bonus),
      turnoverX100: r.turnover_x100,
    })),

  /** Adds or replaces one level (operator). */
  saveLevel: async (merchantCode: string, step: LadderLevel & { names: string }) => {
    const values = {
      names: step.names,
      min_valid_bet: step.minValidBet,
      min_deposit: step.minDeposit,
      level_up_bonus: step.levelUpBonus,
      monthly_bonus: step.monthlyBonus,
      turnover_x100: step.turnoverX100,
    };
    await db
      .insertInto('vip_levels')
      .values({ merchant_code: merchantCode, level: step.level, ...values })
      .onConflict((oc) => oc.columns(['merchant_code', 'level']).doUpdateSet(values))
      .execute();
  },

  /** The member's paid rewards, newest first. */
  paid: (memberId: number, q: Db = db) =>
    q
      .selectFrom('vip_rewards')
      .select(['slot', 'kind', 'level', 'period', 'claimed_at', moneyText('amount').as('amount')])
      .where('member_id', '=', memberId)
      .orderBy('claimed_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),

  insertRewards: async (
    trx: Trx,
    rows: {
      merchant_code: string;
      member_id: number;
      slot: string;
      kind: 'LEVEL_UP' | 'MONTHLY';
      level: number;
      period: string | null;
      amount: bigint;
      bonus_id: number;
      claimed_at: string;
    }[],
  ) => {
    await trx.insertInto('vip_rewards').values(rows).execute();
  },
});
export type VipRepository = ReturnType<typeof createVipRepository>;
