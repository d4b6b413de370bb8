import type { Generated } from 'kysely';

type Money = bigint | number | string;

/**
 * A member's own limit (migration.ts): one row per (member, kind, period). `amount` is minor units
 * for money limits and minutes for SESSION, null while only a pending change exists. A raise or a
 * removal waits in `pending_*` until `pending_from` has passed and the member confirms it.
 */
export interface GamblingLimitsTable {
  member_id: number;
  kind: 'DEPOSIT' | 'LOSS' | 'WAGER' | 'SESSION';
  period: 'DAY' | 'WEEK' | 'MONTH' | 'SESSION';
  amount: Money | null;
  /** 1 when a raise or removal waits (pending_amount null = removal). */
  pending: number;
  pending_amount: Money | null;
  pending_from: string | null;
  updated_at: string;
}

/** The operator's default and mandatory ceiling for a limit, per merchant (null = none). */
export interface GamblingLimitDefaultsTable {
  merchant_code: string;
  kind: GamblingLimitsTable['kind'];
  period: GamblingLimitsTable['period'];
  default_amount: Money | null;
  ceiling: Money | null;
  updated_at: string;
}

/** Every change of the operator's default or ceiling (the operator's own audit trail). */
export interface GamblingDefaultChangesTable {
  id: Generated<number>;
  merchant_code: string;
  kind: GamblingLimitsTable['kind'];
  period: GamblingLimitsTable['period'];
  default_from: Money | null;
  default_to: Money | null;
  ceiling_from: Money | null;
  ceiling_to: Money | null;
  changed_at: string;
}

/** Every change of a limit, asked and applied (the audit trail the operator reads). */
export interface GamblingLimitChangesTable {
  id: Generated<number>;
  member_id: number;
  kind: GamblingLimitsTable['kind'];
  period: GamblingLimitsTable['period'];
  from_amount: Money | null;
  to_amount: Money | null;
  requested_at: string;
  /** When it took effect; null while pending or once cancelled. */
  applied_at: string | null;
  /** When the member cancelled a pending raise or removal. */
  cancelled_at: string | null;
  /** 'member' or 'operator'. */
  actor: string;
}

/** Reality check interval per member (minutes, 0 = off). */
export interface RealityChecksTable {
  member_id: number;
  minutes: number;
  updated_at: string;
}

/** A time-out or self-exclusion: no login from starts_at until ends_at; never shortened. */
export interface ExclusionsTable {
  id: Generated<number>;
  member_id: number;
  kind: 'TIME_OUT' | 'SELF_EXCLUSION';
  length: string;
  starts_at: string;
  ends_at: string;
}

export interface SaferGamblingTables {
  gambling_limits: GamblingLimitsTable;
  gambling_limit_defaults: GamblingLimitDefaultsTable;
  gambling_default_changes: GamblingDefaultChangesTable;
  gambling_limit_changes: GamblingLimitChangesTable;
  reality_checks: RealityChecksTable;
  exclusions: ExclusionsTable;
}
