import { z } from 'zod';
import { wireGameTypes } from './game-types.js';
import { languageSchema } from './site.js';

/**
 * Promotions and bonuses (spec 1, 2.3, 2.5, 2.6 rewardCenter and bonusDetails, 3, 4.10; issue 17).
 * An operator's promotion has a category, a period, localized title and terms, who may take it and a
 * kind: DEPOSIT_MATCH (a percent of a qualifying deposit, capped), FIXED (a set amount to claim) or
 * APPLY (a set amount; the operator approves or rejects each application) or CASHBACK (a percent of
 * the net loss of each business day or week after joining, capped, claimed in the period after it).
 * A granted bonus is money in the main wallet with a turnover requirement in valid bets; while it is
 * open, withdrawals are refused. Amounts are decimal strings with two decimals, rates percentages.
 */
const amount = z.string().regex(/^-?\d+\.\d{2}$/);

export const promotionKinds = ['DEPOSIT_MATCH', 'FIXED', 'APPLY', 'CASHBACK'] as const;

/** CASHBACK: the business period whose net loss (stakes minus wins) a claim pays back. */
export const cashbackPeriods = ['DAY', 'WEEK'] as const;
export type PromotionKind = (typeof promotionKinds)[number];

/**
 * The activity statuses of spec 4.10 as the member sees one promotion (docs/decisions.md "Promotion
 * state machine"): what its button or label says.
 */
export const promotionStatuses = [
  'coming_soon',
  'join',
  'joined',
  'claim',
  'applying',
  'rejected',
  'issued',
  'claimed',
  'process',
  'closed',
] as const;
export type PromotionStatus = (typeof promotionStatuses)[number];

/** What a deposit-match promotion's qualifying deposit is: the account's first, or any after joining. */
export const depositRules = ['FIRST', 'ANY'] as const;

/** The share of a game type's valid bets that counts toward turnover, in percent. */
export const contributionsSchema = z.partialRecord(z.enum(wireGameTypes), z.number().int().min(0).max(100));

export const promotionSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  category: z.string(),
  kind: z.enum(promotionKinds),
  title: z.string(),
  /** Operator HTML, sanitized when saved. */
  terms: z.string(),
  imageUrl: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** The member's status; a guest sees join (or coming_soon / closed). */
  status: z.enum(promotionStatuses),
  /** The bonus it would pay or paid: a percent with its cap, or a set amount. */
  percent: z.string().nullable(),
  cap: amount.nullable(),
  fixedAmount: amount.nullable(),
  minDeposit: amount.nullable(),
  /** Turnover: this multiple of the bonus (or of deposit plus bonus) in valid bets. */
  turnoverMultiple: z.number(),
  turnoverOf: z.enum(['BONUS', 'DEPOSIT_PLUS_BONUS']),
  contributions: contributionsSchema,
  /** Only members from this VIP level up may take it. */
  minVipLevel: z.number().int().nullable(),
  /** CASHBACK: the period whose net loss it pays back, and the smallest loss that counts. */
  cashbackPeriod: z.enum(cashbackPeriods).nullable(),
  minLoss: amount.nullable(),
  /** What a claim now would pay (claim status), else null. */
  claimable: amount.nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionCategorySchema = z.object({ code: z.string(), name: z.string() });

export const promotionsQuerySchema = z.object({ language: languageSchema.optional() });
export const promotionsValueSchema = z.object({
  categories: z.array(promotionCategorySchema),
  promotions: z.array(promotionSchema),
  /** How many the member can claim now (spec 3 availablePromoCount). */
  availablePromoCount: z.number().int(),
});
export type PromotionsValue = z.infer<typeof promotionsValueSchema>;

/** join, claim or apply: one promotion of the caller. */
export const promotionActionBodySchema = z.object({
  id: z.number().int().min(1).max(2_147_483_647),
  action: z.enum(['join', 'claim', 'apply']),
  /** The language of the answer's promotion list, and of the bonus's title. */
  language: languageSchema.optional(),
});
export type PromotionActionBody = z.infer<typeof promotionActionBodySchema>;

export const bonusStatuses = ['ACTIVE', 'COMPLETED', 'FORFEITED', 'EXPIRED'] as const;
export type BonusStatus = (typeof bonusStatuses)[number];

export const bonusSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int().nullable(),
  title: z.string(),
  amount,
  status: z.enum(bonusStatuses),
  turnoverRequired: amount,
  /** Valid bets counted so far (each weighted by its game type's contribution), at most the required. */
  turnoverDone: amount,
  grantedAt: z.string(),
  expiresAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** What a forfeit took back (FORFEITED, or EXPIRED under forfeit terms). */
  takenBack: amount.nullable(),
  reason: z.string().nullable(),
});
export type Bonus = z.infer<typeof bonusSchema>;

export const bonusesQuerySchema = z.object({
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const bonusesValueSchema = z.object({
  /** The open bonus whose turnover gates withdrawals, if any. */
  active: bonusSchema.nullable(),
  content: z.array(bonusSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  count: z.number().int(),
});
export type BonusesValue = z.infer<typeof bonusesValueSchema>;

export const bonusForfeitBodySchema = z.object({ id: z.number().int().min(1).max(2_147_483_647) });
