import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { pageWithTotal } from '../../db/page-with-total.js';
import { moneyText, type Trx } from '../wallet/ledger.js';

type Q = Db | Trx;

/** SQL of the manual rebate (issue 17): rates, the member's claims, and its valid bets since one. */
export const createRebateRepository = (db: Db) => ({
  /** Every rate of the merchant, by level then game type. */
  rates: (merchantCode: string, q: Q = db) =>
    q
      .selectFrom('rebate_level_rates')
      .select(['vip_level', 'game_type', 'rate_bp'])
      .where('merchant_code', '=', merchantCode)
      .orderBy('vip_level')
      .orderBy('game_type')
      .execute(),

  setRate: async (merchantCode: string, vipLevel: number, gameType: string, rateBp: number) => {
    await db
      .insertInto('rebate_level_rates')
      .values({ merchant_code: merchantCode, vip_level: vipLevel, game_type: gameType, rate_bp: rateBp })
      .onConflict((oc) =>
        oc.columns(['merchant_code', 'vip_level', 'game_type']).doUpdateSet({ rate_bp: rateBp }),
      )
      .execute();
  },

  /** The end of what the member's last claim paid, or null before a first claim. */
  lastUntil: async (memberId: number, q: Q = db) =>
    (
      await q
        .selectFrom('rebate_claims')
        .select('until')
        .where('member_id', '=', memberId)
        .orderBy('until', 'desc')
        .limit(1)
        .executeTakeFirst()
    )?.until ?? null,

  /** Valid bets per game type the member settled in [from, to) (null: no bound on that side). */
  validBets: (memberId: number, from: string | null, to: string | null, q: Q = db) =>
    q
      .selectFrom('bet_records')
      .select(['game_type', sql<string>`cast(coalesce(sum(valid_bet_minor), 0) as text)`.as('valid_bet')])
      .where('member_id', '=', memberId)
      .$if(from !== null, (b) => b.where('created_at', '>=', from!))
      .$if(to !== null, (b) => b.where('created_at', '<', to!))
      .groupBy('game_type')
      .execute(),

  insertClaim: async (
    trx: Trx,
    row: {
      merchant_code: string;
      member_id: number;
      until: string;
      amount: bigint;
      lines: string;
      entry_id: number;
      claimed_at: string;
    },
  ) => {
    await trx.insertInto('rebate_claims').values(row).execute();
  },

  claims: (memberId: number, page: { num: number; size: number }) => {
    const base = db.selectFrom('rebate_claims').where('member_id', '=', memberId);
    return pageWithTotal(
      base,
      base.select(['id', 'until', 'claimed_at', moneyText('amount').as('amount')]).orderBy('until', 'desc'),
      page.num,
      page.size,
    );
  },
});
export type RebateRepository = ReturnType<typeof createRebateRepository>;
