import type { LimitKind, LimitPeriod } from '@gp/contract/safer-gambling';
import type { PeriodKind } from '../team-figures/periods.js';

/**
 * The rules of members' limits (issue 18), free of storage so every edge is tested alone:
 * - tightening (a new limit, a lower one) applies at once;
 * - loosening (a higher limit, a removal) waits `coolingOffMs` and then applies only when the member
 *   confirms it: a moment of impulse cannot lift a limit;
 * - the operator's ceiling bounds what a member may choose, and a mandatory limit cannot be removed;
 * - while a member has no limit of their own the operator's default is the one in force.
 */
export const coolingOffMs = 24 * 60 * 60 * 1000;

export type LimitPeriodOrSession = LimitPeriod | 'SESSION';

/** The business period (team-figures/periods.ts) a limit's period counts in. */
export const businessPeriodOf: Record<LimitPeriod, PeriodKind> = { DAY: 'D', WEEK: 'W', MONTH: 'M' };

export interface LimitState {
  /**
   * The member's own choice (minor units, or minutes for SESSION): null for "no limit", undefined
   * while the member has never chosen (the operator's default is then in force).
   */
  own: bigint | null | undefined;
  /** The operator's default and ceiling for this limit. */
  byDefault: bigint | null;
  ceiling: bigint | null;
}

/** The limit in force: the member's own choice, else the operator's default. */
export const limitInForce = (state: LimitState): bigint | null =>
  state.own === undefined ? state.byDefault : state.own;

export type ChangeDecision = 'apply' | 'pend' | 'unchanged' | 'above_ceiling';

/** What a member's request to set `next` (null = remove) does to a limit in `state`. */
export const decideChange = (state: LimitState, next: bigint | null): ChangeDecision => {
  if (state.ceiling !== null && (next === null || next > state.ceiling)) return 'above_ceiling';
  const current = limitInForce(state);
  if (next === current) return 'unchanged';
  if (current === null) return 'apply';
  if (next === null || next > current) return 'pend';
  return 'apply';
};

/** A pending change may be confirmed once its cooling-off period has passed. */
export const isDue = (pendingFrom: string, now: Date): boolean => Date.parse(pendingFrom) <= now.getTime();

/**
 * How much more of a money limit the period allows: `limit - used`, never below zero. For LOSS,
 * `used` is stakes less wins, so a member ahead in the period has more room than the limit.
 */
export const remaining = (limit: bigint, used: bigint): bigint => (limit > used ? limit - used : 0n);

/** The limits a movement of this kind is checked against. */
export const limitsFor: Record<'deposit' | 'stake', readonly LimitKind[]> = {
  deposit: ['DEPOSIT'],
  stake: ['WAGER', 'LOSS'],
};

/** Session limits in minutes; money limits between 0.01 and 1,000,000,000.00. */
export const validLimit = (kind: LimitKind, value: bigint): boolean =>
  kind === 'SESSION' ? value >= 1n && value <= 24n * 60n : value >= 1n && value <= 100_000_000_000n;
