import type { Generated } from 'kysely';

type Money = bigint | number | string;

/**
 * The merchant's rebate rate per VIP level and game type, in basis points (0.8 % = 80). Level 0 holds
 * every member's rates; a member gets, per game type, the rate of the highest level it holds that sets one.
 */
export interface RebateLevelRatesTable {
  merchant_code: string;
  vip_level: number;
  game_type: string;
  rate_bp: number;
}

/**
 * One claimed rebate (journal entry `entry_id`): it paid the valid bets settled in [previous claim's
 * `until`, `until`), per game type in `lines` (JSON of { gameType, validBet, rateBp, rebate } in minor
 * units as strings).
 */
export interface RebateClaimsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  until: string;
  amount: Money;
  lines: string;
  entry_id: number;
  claimed_at: string;
}

export interface RebateTables {
  rebate_level_rates: RebateLevelRatesTable;
  rebate_claims: RebateClaimsTable;
}
