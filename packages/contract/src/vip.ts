import { z } from 'zod';
import { wireGameTypes } from './game-types.js';
import { languageSchema } from './site.js';

/**
 * VIP (spec 1 "VIP bonus", 2.4 VIP entry, 3 hasVip / vipLabelName / vipRankLevel, 6; issue 17).
 * A member's level follows its cumulative valid bets and approved deposits on the operator's ladder
 * (a level is reached when both its thresholds are); levels never go down. Each level pays a level-up
 * bonus once and a monthly bonus once per business month while the member holds it, each with its own
 * turnover multiple; a level may raise the manual rebate's rates. Everything answers "not enabled"
 * while the whitelabel's VIP switch (VIP3) is off.
 */
const amount = z.string().regex(/^-?\d+\.\d{2}$/);

export const vipRewardKinds = ['LEVEL_UP', 'MONTHLY'] as const;
export type VipRewardKind = (typeof vipRewardKinds)[number];

export const vipLevelSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  /** Cumulative valid bets and approved deposits the level needs (both). */
  minValidBet: amount,
  minDeposit: amount,
  levelUpBonus: amount,
  monthlyBonus: amount,
  /** Turnover of the level's bonuses: this multiple of the bonus in valid bets. */
  turnoverMultiple: z.number(),
  /** Manual rebate rates at this level (percent), where they differ from the levels below. */
  rebateRates: z.array(z.object({ gameType: z.enum(wireGameTypes), rate: z.string() })),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

/** A reward the member can claim now. */
export const vipRewardSchema = z.object({
  kind: z.enum(vipRewardKinds),
  /** LEVEL_UP: every level reached and not paid yet (one claim pays them together); MONTHLY: the current one. */
  levels: z.array(z.number().int()),
  amount,
  turnoverRequired: amount,
});
export type VipReward = z.infer<typeof vipRewardSchema>;

export const vipPaidSchema = z.object({
  kind: z.enum(vipRewardKinds),
  level: z.number().int(),
  amount,
  /** MONTHLY: the business month's first instant; LEVEL_UP: null. */
  period: z.string().nullable(),
  claimedAt: z.string(),
});

export const vipQuerySchema = z.object({ language: languageSchema.optional() });
export const vipValueSchema = z.object({
  enabled: z.boolean(),
  /** Spec 3: the member holds a level above the ladder's first. */
  hasVip: z.boolean(),
  vipLabelName: z.string().nullable(),
  vipRankLevel: z.number().int(),
  validBet: amount,
  deposit: amount,
  /** The next level's number, or null at the top (or while VIP is off). */
  nextLevel: z.number().int().nullable(),
  levels: z.array(vipLevelSchema),
  claimable: z.array(vipRewardSchema),
  /** Rewards paid, newest first (the last 20). */
  paid: z.array(vipPaidSchema),
});
export type VipValue = z.infer<typeof vipValueSchema>;

export const vipClaimBodySchema = z.object({
  kind: z.enum(vipRewardKinds),
  /** The language of the bonus's title and of the answer. */
  language: languageSchema.optional(),
});
export type VipClaimBody = z.infer<typeof vipClaimBodySchema>;

/**
 * The reward fields of spec 3's public state, in one small answer for the menus' badges and the VIP
 * label: what the member can claim now (promotions and VIP rewards) and its level.
 */
export const rewardStateQuerySchema = z.object({ language: languageSchema.optional() });
export const rewardStateValueSchema = z.object({
  hasVip: z.boolean(),
  vipLabelName: z.string().nullable(),
  vipRankLevel: z.number().int(),
  availablePromoCount: z.number().int(),
});
export type RewardStateValue = z.infer<typeof rewardStateValueSchema>;
