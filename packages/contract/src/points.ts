import { z } from 'zod';
import { wireGameTypes } from './game-types.js';

/**
 * The points mall (spec 2.1 /pointMall, 3 points, 7.6, 9; issue 20). Members earn points from the
 * valid bets of their settled real-money rounds, at a rate per game type the operator sets; points
 * never expire. They are spent on the catalogue's rewards (cash, bonus, physical) or converted to cash
 * at the exchange ratio. Points travel like money: decimal strings with exactly two decimals in
 * answers ("12.50"), strings or numbers of at most two decimals in requests.
 */
const points = z.string().regex(/^-?\d+\.\d{2}$/);
const amount = z.string().regex(/^-?\d+\.\d{2}$/);
const amountInput = z.union([z.string().max(64), z.number()]);
const id = z.coerce.number().int().min(1).max(2_147_483_647);
const pageQuery = {
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
  });

/** GET getPointBalance */
export const pointBalanceValueSchema = z.object({
  balance: points,
  /** Every point earned so far (balance + spent - returned). */
  earned: points,
});
export type PointBalanceValue = z.infer<typeof pointBalanceValueSchema>;

/** GET getPointConfig: the terms of the points mall. */
export const pointConfigValueSchema = z.object({
  /** Points that convert to 1.00 of cash ("100.00": 100 points are 1.00). */
  exchangeRatio: points,
  /** The fewest points one conversion spends. */
  pointsRequirement: points,
  /** Approved deposits a member must have made in total before points convert or redeem. */
  amountRequirement: amount,
  /** The member's approved deposits so far, against amountRequirement. */
  depositTotal: amount,
  /** Points per 100.00 of valid bet, by game type; a type not listed earns none. */
  rates: z.array(z.object({ gameType: z.enum(wireGameTypes), rate: points })),
});
export type PointConfigValue = z.infer<typeof pointConfigValueSchema>;

export const rewardKinds = ['CASH', 'BONUS', 'PHYSICAL'] as const;
export type RewardKind = (typeof rewardKinds)[number];

export const pointRewardSchema = z.object({
  id: z.number().int(),
  kind: z.enum(rewardKinds),
  /** In the asked language, else English, else the first given. */
  name: z.string(),
  description: z.string(),
  points,
  /** Cash or bonus paid (CASH, BONUS); null for a physical reward. */
  amount: amount.nullable(),
  /** BONUS: turnover required, as a multiple of the bonus ("5" = five times). */
  turnoverMultiple: z.number().int().nullable(),
  /** Left to redeem; null when unlimited. */
  stock: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
});
export type PointReward = z.infer<typeof pointRewardSchema>;

/** GET getPointReward: the catalogue, cheapest first. */
export const pointRewardQuerySchema = z.object({
  ...pageQuery,
  kind: z.enum(rewardKinds).optional(),
  language: z.string().max(8).optional(),
});
export const pointRewardValueSchema = paged(pointRewardSchema);

/** Spec 4.10: in process (applying), rejected (points returned), approved (passed). */
export const redeemStatuses = ['applying', 'rejected', 'passed'] as const;
export type RedeemStatus = (typeof redeemStatuses)[number];

export const deliverySchema = z.object({
  name: z.string().trim().min(1).max(64),
  phone: z.string().trim().min(5).max(32),
  address: z.string().trim().min(5).max(140),
});

export const redeemOrderSchema = z.object({
  id: z.number().int(),
  rewardId: z.number().int(),
  rewardName: z.string(),
  kind: z.enum(rewardKinds),
  points,
  amount: amount.nullable(),
  status: z.enum(redeemStatuses),
  delivery: deliverySchema.nullable(),
  /** The operator's note on a decided order (why it was rejected, a parcel number). */
  remark: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RedeemOrder = z.infer<typeof redeemOrderSchema>;

/** GET getRedeemPointList: the member's redeem orders, newest first. */
export const redeemListQuerySchema = z.object({
  ...pageQuery,
  status: z.enum(redeemStatuses).optional(),
  language: z.string().max(8).optional(),
});
export const redeemListValueSchema = paged(redeemOrderSchema);

/** What moved a member's points (points details). */
export const pointEntryKinds = ['EARN', 'REDEEM', 'CONVERT', 'RETURN', 'ADJUST'] as const;
export type PointEntryKind = (typeof pointEntryKinds)[number];

export const pointEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(pointEntryKinds),
  /** Signed: earned and returned points are positive, spent ones negative. */
  points,
  balanceAfter: points,
  /** EARN: the game type; REDEEM and RETURN: the reward's name; CONVERT: the cash paid; ADJUST: the note. */
  detail: z.string(),
  createdAt: z.string(),
});
export type PointEntry = z.infer<typeof pointEntrySchema>;

/** GET ODSFE2_MemTransDet: points details, newest first; `to` is exclusive. */
export const pointEntriesQuerySchema = z.object({
  ...pageQuery,
  kind: z.enum(pointEntryKinds).optional(),
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  language: z.string().max(8).optional(),
});
export const pointEntriesValueSchema = paged(pointEntrySchema);

/**
 * POST passwordCheck/redeemPointReward (T, E, Idempotency-Key): one reward; a physical one needs a
 * delivery address. Cash and bonus rewards pass at once, a physical one waits for the operator.
 */
export const redeemBodySchema = z.object({
  rewardId: id,
  paymentPassword: z.string().min(1).max(128),
  delivery: deliverySchema.optional(),
  language: z.string().max(8).optional(),
});
export const redeemValueSchema = z.object({
  order: redeemOrderSchema,
  balance: points,
  replayed: z.boolean(),
});

/** POST passwordCheck/convertPoint (T, E, Idempotency-Key): points to cash at the exchange ratio. */
export const convertBodySchema = z.object({
  points: amountInput,
  paymentPassword: z.string().min(1).max(128),
});
export const convertValueSchema = z.object({
  points,
  /** Cash credited to the main wallet, rounded down to the cent. */
  amount,
  balance: points,
  replayed: z.boolean(),
});
