import { z } from 'zod';
import { agentPageSize } from './agent.js';

/**
 * Agent contracts (spec 3 "Contracts", 4.10, 7.5; issue 16). An agent holds at most one signed
 * contract of each kind; it may offer a contract of a kind it holds to a direct sub-agent, who signs
 * or rejects it, and either side may terminate it later. Kinds, each enabled per merchant by the
 * consolidated info: DIVIDEND on the team's net result per period (D day, W week, H half month,
 * M month), and salaries on the team's valid bets: DAILY (per day), HOURLY (per hour), REALTIME
 * (every 5 minutes). A contract's rate is chosen per period by its tiers (the highest tier whose
 * period valid bet and active members the team reached); a sub-agent's rates can never exceed its
 * upline's. Rates are percentages with up to two decimals, sent as strings ("1.25" = 1.25 %).
 */
export const contractKinds = ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'] as const;
export type ContractKind = (typeof contractKinds)[number];

/** Settlement periods: D day, W week, H half month, M month, h hour, R five minutes. */
export const contractPeriods = ['D', 'W', 'H', 'M', 'h', 'R'] as const;
export type ContractPeriod = (typeof contractPeriods)[number];

/** The periods each kind may use. */
export const kindPeriods: Record<ContractKind, readonly ContractPeriod[]> = {
  DIVIDEND: ['D', 'W', 'H', 'M'],
  DAILY: ['D'],
  HOURLY: ['h'],
  REALTIME: ['R'],
};

export const contractStatuses = ['OFFERED', 'SIGNED', 'REJECTED', 'TERMINATED'] as const;
export type ContractStatus = (typeof contractStatuses)[number];

/** Why a contract ended. */
export const contractEndReasons = [
  'rejected',
  'terminated_by_agent',
  'terminated_by_upline',
  'replaced',
  'upline_rate_lowered',
  'upline_contract_ended',
  'operator',
] as const;
export type ContractEndReason = (typeof contractEndReasons)[number];

/** A rate in percent, 0 < rate <= 100, at most two decimals. */
export const rateSchema = z
  .string()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'a percentage with at most two decimals')
  .refine((v) => Number(v) > 0 && Number(v) <= 100, 'between 0 and 100');

const amount = z.string().regex(/^\d{1,16}(\.\d{1,2})?$/);

export const contractTierSchema = z.object({
  /** The period's valid bet of the team must reach this (0 for the base tier). */
  minValidBet: amount,
  /** And this many active members. */
  minActiveMembers: z.number().int().min(0).max(1_000_000),
  rate: rateSchema,
});
export type ContractTier = z.infer<typeof contractTierSchema>;

/** 1 to 10 tiers, thresholds rising, rates not falling. */
export const contractTiersSchema = z
  .array(contractTierSchema)
  .min(1)
  .max(10)
  .refine(
    (tiers) =>
      tiers.every(
        (t, i) =>
          i === 0 ||
          (Number(t.minValidBet) >= Number(tiers[i - 1]!.minValidBet) &&
            t.minActiveMembers >= tiers[i - 1]!.minActiveMembers &&
            Number(t.rate) >= Number(tiers[i - 1]!.rate)),
      ),
    'tiers must rise: thresholds and rates never lower than the tier before',
  );

export const contractSchema = z.object({
  id: z.number().int(),
  kind: z.enum(contractKinds),
  period: z.enum(contractPeriods),
  /** The agent who offered it (null: the operator). */
  upline: z.string().nullable(),
  /** The agent who holds or is offered it. */
  agent: z.string(),
  tiers: z.array(contractTierSchema),
  status: z.enum(contractStatuses),
  offeredAt: z.string(),
  signedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endReason: z.enum(contractEndReasons).nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

/** One settled period of a contract, with the inputs its payout was computed from. */
export const settlementSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  kind: z.enum(contractKinds),
  agent: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The team's figures of the period. */
  validBet: amount,
  /** The players' result (win - stake); negative when the team lost. */
  profitLoss: z.string().regex(/^-?\d+\.\d{2}$/),
  activeMembers: z.number().int(),
  /** The tier's rate and the rate paid after the upline's cap. */
  rate: rateSchema.or(z.literal('0')),
  effectiveRate: z.string(),
  /** What the sub-agents' contracts earn on their part of the team (difference model). */
  subAgentsShare: amount,
  payout: amount,
  settledAt: z.string(),
});
export type Settlement = z.infer<typeof settlementSchema>;

/** The 7.5 relays: the agent's contracts of one kind (held, offered to it, offered by it) and records. */
export const contractRecordsQuerySchema = z.object({
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(agentPageSize),
  /**
   * Only the periods in which the team bet or that paid something: a real-time salary settles 288
   * periods a day, most of them empty at night. A query string's "true"/"false" or a JSON boolean.
   */
  activeOnly: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).default(false),
});
export const contractRecordsValueSchema = z.object({
  kind: z.enum(contractKinds),
  /** Whether the merchant enables this kind (consolidated info). */
  enabled: z.boolean(),
  /** The agent's signed contract of the kind, if any. */
  current: contractSchema.nullable(),
  /** Offers waiting for the agent's answer. */
  offers: z.array(contractSchema),
  /** Contracts the agent gave its sub-agents (offered or signed). */
  given: z.array(contractSchema),
  /** The agent's own settlements, newest first. */
  records: z.array(settlementSchema),
  /** The business calendar's offset the periods follow (BUSINESS_UTC_OFFSET). */
  utcOffsetMinutes: z.number().int(),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type ContractRecordsValue = z.infer<typeof contractRecordsValueSchema>;

export const contractOfferBodySchema = z.object({
  kind: z.enum(contractKinds),
  period: z.enum(contractPeriods),
  /** A direct sub-agent of the caller. */
  account: z.string().trim().min(1).max(64),
  tiers: contractTiersSchema,
});
export type ContractOfferBody = z.infer<typeof contractOfferBodySchema>;

export const contractAnswerBodySchema = z.object({
  id: z.number().int(),
  action: z.enum(['sign', 'reject', 'terminate']),
  /**
   * Sign only: set after the caller saw `contract_terminates_downline`. Signing a contract whose top
   * rate is below what the caller gave its own sub-agents ends those contracts (named in the warning).
   */
  confirmTerminations: z.array(z.number().int()).max(100).optional(),
});
export type ContractAnswerBody = z.infer<typeof contractAnswerBodySchema>;

/** The refusal that asks for confirmation: the contracts that would end, named. */
export const terminationWarningSchema = z.object({
  contracts: z.array(z.object({ id: z.number().int(), agent: z.string(), rate: z.string() })),
});

/** agentRevenueReport: the agent's own income from its contracts, by source, over business days. */
export const revenueQuerySchema = z
  .object({
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    kind: z.enum(contractKinds).optional(),
    pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(agentPageSize),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'from must not be after to',
    path: ['from'],
  });
export type RevenueQuery = z.infer<typeof revenueQuerySchema>;

export const revenueValueSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  utcOffsetMinutes: z.number().int(),
  /** Paid per kind of contract in the range (every kind, zero included). */
  bySource: z.array(z.object({ kind: z.enum(contractKinds), periods: z.number().int(), payout: amount })),
  total: amount,
  /** The settled periods in the range, newest first (all kinds, or the chosen one). */
  content: z.array(settlementSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  count: z.number().int(),
});
export type RevenueValue = z.infer<typeof revenueValueSchema>;
