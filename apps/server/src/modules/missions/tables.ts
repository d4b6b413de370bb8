import type { Generated } from 'kysely';
import type { MissionKind } from '@gp/contract/missions';

type Money = bigint | number | string;

/** A mission the operator offers, every business day (D) or week (W) anew. */
export interface MissionsTable {
  id: Generated<number>;
  merchant_code: string;
  period: 'D' | 'W';
  kind: MissionKind;
  /** BET: the game type whose valid bets count; null counts every type. */
  game_type: string | null;
  /** BET and DEPOSIT: minor units; WIN_ROUNDS: rounds; LOGIN_STREAK: days. */
  target: Money;
  reward: Money;
  mission_points: number;
  /** JSON language -> title. */
  names: string;
  active: Generated<number>;
  sort_order: number;
}

/** A mission claimed for one period: once per (member, mission, period), journal entry `entry_id`. */
export interface MissionClaimsTable {
  merchant_code: string;
  member_id: number;
  mission_id: number;
  period_start: string;
  reward: Money;
  mission_points: number;
  entry_id: number;
  claimed_at: string;
}

export interface MissionTables {
  missions: MissionsTable;
  mission_claims: MissionClaimsTable;
}
