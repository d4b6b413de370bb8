import { z } from 'zod';
import { wireGameTypes } from './game-types.js';

/**
 * Manual rebate (spec 2.6 manualRebate; issue 17): a rate per game type on the valid bets a member
 * settled since its last claim. The page shows what each game type has earned so far; a claim credits
 * the total once (a second claim finds nothing new). Rates are percentages ("0.8" = 0.8 %).
 */
const amount = z.string().regex(/^-?\d+\.\d{2}$/);

export const rebateLineSchema = z.object({
  gameType: z.enum(wireGameTypes),
  /** Valid bets settled since the last claim. */
  validBet: amount,
  rate: z.string(),
  rebate: amount,
});

export const rebateClaimSchema = z.object({
  id: z.number().int(),
  amount,
  /** Bets settled before this instant were paid by this claim. */
  until: z.string(),
  claimedAt: z.string(),
});

export const rebateQuerySchema = z.object({
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const rebateValueSchema = z.object({
  /** Bets counted from this instant (the last claim's), or null before a first claim. */
  since: z.string().nullable(),
  /** The member's VIP level, whose rates apply (0 while VIP is off). */
  vipLevel: z.number().int(),
  lines: z.array(rebateLineSchema),
  total: amount,
  history: z.array(rebateClaimSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  count: z.number().int(),
});
export type RebateValue = z.infer<typeof rebateValueSchema>;

export const rebateClaimBodySchema = z.object({});
