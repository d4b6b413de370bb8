import type { Generated } from 'kysely';
import type { PeriodKind } from './periods.js';

type Money = bigint | number | string;

/**
 * A merchant's business calendar (periods.ts): the UTC offset its days start at, and when the team
 * figures were last rebuilt from the raw records at that offset.
 */
export interface BusinessCalendarsTable {
  merchant_code: string;
  utc_offset_minutes: number;
  figures_built_at: string;
}

/** S: the member's own play and cash; T: everyone under the member (its team), at any depth. */
export type FiguresScope = 'S' | 'T';

/**
 * Pre-aggregated figures per member, scope and business period (migration.ts). Written in the same
 * transaction as the bet record, deposit or paid withdrawal they count (figures-recorder.ts).
 */
export interface TeamFiguresTable {
  member_id: number;
  scope: FiguresScope;
  period_kind: PeriodKind;
  period_start: string;
  bet_count: Generated<number>;
  bet: Generated<Money>;
  valid_bet: Generated<Money>;
  win: Generated<Money>;
  deposit: Generated<Money>;
  deposit_count: Generated<number>;
  withdraw: Generated<Money>;
  withdraw_count: Generated<number>;
  /** Members (the member itself for S, its downlines for T) with a settled bet in the period. */
  active_members: Generated<number>;
}

export interface TeamFiguresTables {
  business_calendars: BusinessCalendarsTable;
  team_figures: TeamFiguresTable;
}
