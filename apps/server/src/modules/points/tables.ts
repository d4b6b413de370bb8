import type { Generated } from 'kysely';
import type { PointEntryKind, RedeemStatus, RewardKind } from '@gp/contract/points';

/** Points in hundredths (1.00 point = 100), like money's minor units; bigint on PostgreSQL. */
type Points = bigint | number | string;

/** The merchant's points terms (one row; getPointConfig). */
export interface PointSettingsTable {
  merchant_code: string;
  /** Points (hundredths) that convert to 1.00 of cash: 10000 means 100.00 points = 1.00. */
  exchange_ratio: Points;
  /** The fewest points (hundredths) one conversion spends. */
  points_requirement: Points;
  /** Approved deposits (minor units) a member needs in total before its points convert or redeem. */
  amount_requirement: Points;
}

/** Points (hundredths) earned per 100.00 of valid bet, per game type; a missing type earns none. */
export interface PointRatesTable {
  merchant_code: string;
  game_type: string;
  rate: Points;
}

/**
 * A member's points account: `balance` never goes below zero (every debit is a guarded update) and
 * always equals the sum of the member's journal lines (`points verify` recomputes it).
 */
export interface PointAccountsTable {
  merchant_code: string;
  member_id: number;
  balance: Points;
  /** Every point ever earned or adjusted in (the page's "earned in total"). */
  earned: Points;
}

/**
 * The points journal: one line per movement, signed, with the balance after it. `reference` is unique
 * per merchant (`bet:<integration>:<round>`, `redeem:<order>`, `convert:<key>` ...), so a movement is
 * written once however often its cause is told.
 */
export interface PointJournalTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  kind: PointEntryKind;
  points: Points;
  balance_after: Points;
  reference: string;
  /** EARN: the game type; REDEEM/RETURN: the reward id; CONVERT: the cash in minor units; ADJUST: a note. */
  detail: string;
  created_at: string;
}

/** The rewards catalogue. Names and descriptions are JSON objects language -> text. */
export interface PointRewardsTable {
  id: Generated<number>;
  merchant_code: string;
  kind: RewardKind;
  names: string;
  descriptions: string;
  points: Points;
  /** CASH and BONUS: minor units paid; null for PHYSICAL. */
  amount: Points | null;
  /** BONUS: the turnover multiple of the bonus. */
  turnover_multiple: number | null;
  /** Left to redeem; null is unlimited. Every redeem takes one with a guarded update. */
  stock: number | null;
  image_url: string | null;
  /** 0 withdrawn: not listed and not redeemable; orders keep their row. */
  active: Generated<number>;
  sort_order: number;
}

/** A redeem order (spec 4.10: applying, rejected with the points returned, passed). */
export interface PointRedeemOrdersTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  reward_id: number;
  /** The reward's names when redeemed (JSON), so a later rename does not rewrite history. */
  reward_names: string;
  kind: RewardKind;
  points: Points;
  amount: Points | null;
  status: RedeemStatus;
  /** JSON { name, phone, address } for PHYSICAL rewards. */
  delivery: string | null;
  remark: string | null;
  created_at: string;
  decided_at: string | null;
  /** The money journal entry of a CASH reward (a BONUS reward's grant is referenced `point-redeem:<id>`). */
  entry_id: number | null;
}

export interface PointTables {
  point_settings: PointSettingsTable;
  point_rates: PointRatesTable;
  point_accounts: PointAccountsTable;
  point_journal: PointJournalTable;
  point_rewards: PointRewardsTable;
  point_redeem_orders: PointRedeemOrdersTable;
}
