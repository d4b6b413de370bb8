import type { Generated } from 'kysely';
import type { ReferralExclusion, ReferralMilestone } from '@gp/contract/referral';

type Money = bigint | number | string;

/** What the operator pays a referrer per invitee milestone; a milestone without a row pays nothing. */
export interface ReferralRewardsTable {
  merchant_code: string;
  milestone: ReferralMilestone;
  /** Minor units: the first deposit (FIRST_DEPOSIT) or the valid bets (VALID_BET) it takes; 0 for REGISTERED. */
  threshold: Money;
  amount: Money;
}

/**
 * One invitee (registered with a referrer's referralCode), with what its referrer's rewards count:
 * its first approved deposit and its valid bets so far. `excluded` says why it earns nothing.
 */
export interface ReferralsTable {
  merchant_code: string;
  invitee_id: number;
  referrer_id: number;
  registered_at: string;
  ip: string;
  /** SHA-256 of the registering browser's device cookie, or null without one. */
  device_hash: string | null;
  excluded: ReferralExclusion | null;
  first_deposit: Money | null;
  first_deposit_at: string | null;
  valid_bet: Generated<Money>;
}

/** A milestone paid: once per (invitee, milestone), journal entry `entry_id`. */
export interface ReferralPayoutsTable {
  merchant_code: string;
  invitee_id: number;
  milestone: ReferralMilestone;
  referrer_id: number;
  amount: Money;
  entry_id: number;
  paid_at: string;
}

/** Browsers (device cookie hashes) and addresses a member has used, for the self-referral rule. */
export interface MemberDevicesTable {
  member_id: number;
  device_hash: string;
  ip: string;
  first_seen_at: string;
  last_seen_at: string;
}

export interface ReferralTables {
  referral_rewards: ReferralRewardsTable;
  referrals: ReferralsTable;
  referral_payouts: ReferralPayoutsTable;
  member_devices: MemberDevicesTable;
}
