import { z } from 'zod';

/**
 * Invite friends (spec 2.4 Rewards and Share, 2.6 referral, 3 referralCode; issue 20). A member's
 * invite link is the registration page with its referralCode; every invitee who registers from it is
 * listed, and the referrer is paid once per invitee for each milestone the operator rewards:
 * registered, a first deposit of at least X, valid bets of at least Y in total. An invitee registered
 * from an IP address or a browser the referrer has used does not qualify, and its row says why.
 */
const amount = z.string().regex(/^-?\d+\.\d{2}$/);

export const referralMilestones = ['REGISTERED', 'FIRST_DEPOSIT', 'VALID_BET'] as const;
export type ReferralMilestone = (typeof referralMilestones)[number];

/** Why an invitee earns its referrer nothing. */
export const referralExclusions = ['same_ip', 'same_device'] as const;
export type ReferralExclusion = (typeof referralExclusions)[number];

export const referralRewardSchema = z.object({
  milestone: z.enum(referralMilestones),
  /** FIRST_DEPOSIT: the first deposit at least this; VALID_BET: valid bets at least this; REGISTERED: "0.00". */
  threshold: amount,
  /** Paid to the referrer's main wallet. */
  amount,
});

/** GET /wps/referral (T): the member's invite code, the programme's rewards and the member's totals. */
export const referralValueSchema = z.object({
  /** False when the operator has the programme off (whitelabel REFERRAL3): the link still registers. */
  enabled: z.boolean(),
  referralCode: z.string(),
  /** Path and query of the invite link; the client puts its own origin before it. */
  invitePath: z.string(),
  rewards: z.array(referralRewardSchema),
  invitees: z.number().int(),
  qualified: z.number().int(),
  /** Rewards paid so far. */
  earned: amount,
});
export type ReferralValue = z.infer<typeof referralValueSchema>;

export const inviteeSchema = z.object({
  /** Masked like the winner board: "ab***yz". */
  account: z.string(),
  joinedAt: z.string(),
  firstDeposit: z.boolean(),
  validBet: amount,
  /** Paid to the referrer for this invitee. */
  earned: amount,
  milestones: z.array(z.enum(referralMilestones)),
  excluded: z.enum(referralExclusions).nullable(),
});
export type Invitee = z.infer<typeof inviteeSchema>;

/** GET /wps/referral/invitees (T): newest first. */
export const inviteesQuerySchema = z.object({
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const inviteesValueSchema = z.object({
  content: z.array(inviteeSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
