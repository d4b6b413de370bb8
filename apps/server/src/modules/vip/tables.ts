import type { Generated } from 'kysely';

type Money = bigint | number | string;

/**
 * One level of the operator's VIP ladder (migration.ts). Level 0 is where every member starts (its
 * thresholds are 0). `names` is JSON { EN: "...", KO: "...", ... }; amounts are minor units;
 * `turnover_x100` is the turnover multiple of the level's bonuses times 100 (5x = 500).
 */
export interface VipLevelsTable {
  merchant_code: string;
  level: number;
  names: string;
  min_valid_bet: Money;
  min_deposit: Money;
  level_up_bonus: Money;
  monthly_bonus: Money;
  turnover_x100: number;
}

/**
 * A VIP reward paid (as bonus `bonus_id`). `slot` makes each payable once: `L<level>` for a level-up
 * bonus, `M<month start>` for the monthly bonus of a business month (one per month, whatever the level).
 */
export interface VipRewardsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  slot: string;
  kind: 'LEVEL_UP' | 'MONTHLY';
  level: number;
  /** MONTHLY: the business month's first instant; LEVEL_UP: null. */
  period: string | null;
  amount: Money;
  bonus_id: number;
  claimed_at: string;
}

export interface VipTables {
  vip_levels: VipLevelsTable;
  vip_rewards: VipRewardsTable;
}
