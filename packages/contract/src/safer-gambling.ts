import { z } from 'zod';
import { amountInputSchema, amountSchema } from './wallet.js';

/**
 * Safer gambling (issue 18; modelled on UKGC RTS 12-14 and MGA player protection): the member's own
 * limits, the reality check, time-out and self-exclusion, and the activity statement.
 *
 * Limits: deposit, loss (stakes less wins) and wager, each per business day, week and month, and a
 * session time limit in minutes. A new or lower limit applies at once; raising or removing one is
 * pending for 24 hours and applies only when the member confirms it after that. The operator may set
 * a default (used while the member has none) and a mandatory ceiling (the member may go lower, never
 * above or without).
 */
export const moneyLimitKinds = ['DEPOSIT', 'LOSS', 'WAGER'] as const;
export const limitKinds = [...moneyLimitKinds, 'SESSION'] as const;
export type LimitKind = (typeof limitKinds)[number];
export const limitPeriods = ['DAY', 'WEEK', 'MONTH'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];
/** A session limit has no calendar period: it counts from each login. */
export const sessionPeriod = 'SESSION' as const;

/** Minutes a reality check may be set to; 0 is off. */
export const realityCheckChoices = [0, 15, 30, 45, 60, 90, 120] as const;
/** Session limits a member may choose, in minutes. */
export const sessionLimitChoices = [30, 60, 120, 180, 240, 360, 480, 720] as const;

/** Time-out lengths (24 hours to 6 weeks) and self-exclusion lengths (6 months, 1 year, 5 years). */
export const timeOutLengths = ['1D', '3D', '7D', '14D', '30D', '42D'] as const;
export const selfExclusionLengths = ['6M', '1Y', '5Y'] as const;
export type ExclusionLength = (typeof timeOutLengths)[number] | (typeof selfExclusionLengths)[number];
export const exclusionKinds = ['TIME_OUT', 'SELF_EXCLUSION'] as const;
export type ExclusionKind = (typeof exclusionKinds)[number];

const limitKey = z.union([
  z.object({ kind: z.enum(moneyLimitKinds), period: z.enum(limitPeriods) }),
  z.object({ kind: z.literal('SESSION'), period: z.literal(sessionPeriod) }),
]);

export const limitSchema = z.object({
  kind: z.enum(limitKinds),
  period: z.union([z.enum(limitPeriods), z.literal(sessionPeriod)]),
  /** The limit in force (money as "0.00"; SESSION in minutes as a whole number), or null for none. */
  amount: z.string().nullable(),
  /** True when the amount in force is the operator's default rather than the member's own. */
  byDefault: z.boolean(),
  /** The operator's mandatory ceiling, or null. */
  ceiling: z.string().nullable(),
  /** What the period has used so far (money limits), null for SESSION. */
  used: amountSchema.nullable(),
  /** When the current period ends (money limits), null for SESSION. */
  resetsAt: z.string().nullable(),
  /** A raise or removal waiting: its amount (null = removal), from when it may be confirmed. */
  pending: z
    .object({ amount: z.string().nullable(), effectiveAt: z.string(), confirmable: z.boolean() })
    .nullable(),
});
export type Limit = z.infer<typeof limitSchema>;

export const exclusionSchema = z.object({
  kind: z.enum(exclusionKinds),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type Exclusion = z.infer<typeof exclusionSchema>;

export const saferGamblingQuerySchema = z.object({});
export const saferGamblingValueSchema = z.object({
  limits: z.array(limitSchema),
  realityCheckMinutes: z.number().int(),
  /** A time-out or self-exclusion asks for the login password (false: the account has none). */
  passwordRequired: z.boolean(),
  /** The latest limit changes, newest first (the last 20). */
  history: z.array(
    z.object({
      kind: z.enum(limitKinds),
      period: z.union([z.enum(limitPeriods), z.literal(sessionPeriod)]),
      from: z.string().nullable(),
      to: z.string().nullable(),
      requestedAt: z.string(),
      appliedAt: z.string().nullable(),
      /** member or operator */
      by: z.string(),
    }),
  ),
});
export type SaferGamblingValue = z.infer<typeof saferGamblingValueSchema>;

/** Sets one limit: `amount` null removes it (a removal waits 24 hours like a raise). */
export const limitSetBodySchema = z.intersection(
  limitKey,
  z.object({ amount: z.union([amountInputSchema, z.null()]) }),
);
export type LimitSetBody = z.infer<typeof limitSetBodySchema>;

/** Confirms a pending raise or removal once due, or cancels it (the lower limit stays). */
export const limitPendingBodySchema = z.intersection(
  limitKey,
  z.object({ action: z.enum(['confirm', 'cancel']) }),
);
export type LimitPendingBody = z.infer<typeof limitPendingBodySchema>;

export const realityCheckBodySchema = z.object({
  minutes: z
    .number()
    .int()
    .refine((m) => (realityCheckChoices as readonly number[]).includes(m), {
      message: 'not a reality-check interval',
    }),
});

/** This session's time and net result for the reality check and the header's session clock. */
export const playSessionQuerySchema = z.object({});
export const playSessionValueSchema = z.object({
  startedAt: z.string(),
  /** When the session ends at the member's session limit, or null. */
  endsAt: z.string().nullable(),
  realityCheckMinutes: z.number().int(),
  /** Stakes and wins of real-money rounds since the session started. */
  bets: amountSchema,
  wins: amountSchema,
  /** wins - bets */
  net: amountSchema,
});
export type PlaySessionValue = z.infer<typeof playSessionValueSchema>;

/** Takes a time-out or self-exclusion; the login password confirms it. Every session ends. */
export const exclusionBodySchema = z.union([
  z.object({
    kind: z.literal('TIME_OUT'),
    length: z.enum(timeOutLengths),
    /** The login password; an account without one (social or SMS only) confirms without it. */
    password: z.string().min(1).max(128).optional(),
  }),
  z.object({
    kind: z.literal('SELF_EXCLUSION'),
    length: z.enum(selfExclusionLengths),
    password: z.string().min(1).max(128).optional(),
  }),
]);
export type ExclusionBody = z.infer<typeof exclusionBodySchema>;
export const exclusionValueSchema = exclusionSchema;

/** Activity statement: any period within the last 12 months, by business day. */
export const statementQuerySchema = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export const statementRowSchema = z.object({
  day: z.string(),
  deposits: amountSchema,
  withdrawals: amountSchema,
  bets: amountSchema,
  wins: amountSchema,
  /** wins - bets */
  net: amountSchema,
});
export const statementValueSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Days with any activity, oldest first. */
  days: z.array(statementRowSchema),
  totals: statementRowSchema.omit({ day: true }),
});
export type StatementValue = z.infer<typeof statementValueSchema>;

/** The value of a deposit or stake refused at a limit: which period, the limit, what is left. */
export const limitRefusalSchema = z.object({
  period: z.enum(limitPeriods),
  limit: amountSchema,
  remaining: amountSchema,
  resetsAt: z.string(),
});
export type LimitRefusal = z.infer<typeof limitRefusalSchema>;

/** Failure values of the limit calls: a change not due yet, or the operator's ceiling. */
export const limitFailureValueSchema = z.union([
  z.object({ effectiveAt: z.string() }),
  z.object({ ceiling: z.string().nullable() }),
]);
