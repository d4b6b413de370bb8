import { z } from 'zod';
import { wireGameTypes } from '@gp/contract/game-types';
import { toMinor } from '@gp/contract/money';
import {
  cashbackPeriods,
  contributionsSchema,
  depositRules,
  type PromotionKind,
  type PromotionStatus,
} from '@gp/contract/promotions';

/**
 * The rules of promotions and bonuses (docs/decisions.md "Promotion state machine"), free of SQL: the
 * stored terms, what a member's entry and bonus make of a promotion's status, the bonus a deposit
 * earns, and the turnover that valid bets count for.
 */
const positiveAmount = z
  .string()
  .refine((text) => toMinor(text).ok, 'a positive amount, two decimals at most');
const percent = z.string().regex(/^\d{1,3}(\.\d{1,2})?$/, 'a percent, two decimals at most');

/** Valid bets count in full for slots and fishing, partly elsewhere, unless the terms say otherwise. */
export const defaultContributions = {
  RNG: 100,
  FISH: 100,
  MXWIN: 100,
  PVP: 50,
  SPORTS: 50,
  ESPORTS: 50,
  LIVE: 10,
};

export const promotionTermsSchema = z.object({
  /** DEPOSIT_MATCH: the percent of the qualifying deposit, at most `cap`; CASHBACK: of the net loss. */
  percent: percent.optional(),
  cap: positiveAmount.optional(),
  minDeposit: positiveAmount.optional(),
  /** DEPOSIT_MATCH: FIRST, the account's first deposit, made after joining; ANY, the first one after joining. */
  deposit: z.enum(depositRules).default('ANY'),
  /** CASHBACK: the business period it pays back, and the smallest net loss that earns anything. */
  period: z.enum(cashbackPeriods).default('DAY'),
  minLoss: positiveAmount.optional(),
  /** FIXED and APPLY: the bonus. */
  fixedAmount: positiveAmount.optional(),
  /** Only members at this VIP level or above may take it. */
  minVipLevel: z.number().int().min(1).max(99).optional(),
  /** CASHBACK: only the losses of these game types count (every type when absent). */
  gameTypes: z.array(z.enum(wireGameTypes)).min(1).optional(),
  /** Only members registered at most this many days before they take it. */
  newMembersDays: z.number().int().min(1).max(3650).optional(),
  turnoverMultiple: z.number().min(0).max(200).multipleOf(0.01).default(1),
  turnoverOf: z.enum(['BONUS', 'DEPOSIT_PLUS_BONUS']).default('BONUS'),
  contributions: contributionsSchema.default(defaultContributions),
  /** Days a bonus has to meet its turnover. */
  expiresDays: z.number().int().min(1).max(365).default(30),
  /** FORFEIT: an expired bonus is taken back; RELEASE: its requirement is dropped. */
  onExpiry: z.enum(['FORFEIT', 'RELEASE']).default('FORFEIT'),
});
export type PromotionTerms = z.infer<typeof promotionTermsSchema>;

export const readTerms = (json: string): PromotionTerms => promotionTermsSchema.parse(JSON.parse(json));

const minor = (text: string | undefined): bigint | null => {
  if (text === undefined) return null;
  const parsed = toMinor(text);
  return parsed.ok ? parsed.minor : null;
};
export const termsMinor = (terms: PromotionTerms) => ({
  cap: minor(terms.cap),
  minDeposit: minor(terms.minDeposit),
  fixedAmount: minor(terms.fixedAmount),
  minLoss: minor(terms.minLoss),
});

/** "12.5" -> 1250 basis points. */
const basisPoints = (rate: string): bigint => {
  const [whole = '0', fraction = ''] = rate.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
};

/** A deposit match: percent of the deposit, rounded down to the minor unit, at most the cap. */
export const depositMatch = (terms: PromotionTerms, deposit: bigint): bigint => {
  const bonus = (deposit * basisPoints(terms.percent ?? '0')) / 10_000n;
  const { cap } = termsMinor(terms);
  return cap !== null && bonus > cap ? cap : bonus;
};

/** Cashback: the percent of a period's net loss, nothing below the minimum loss, at most the cap. */
export const cashback = (terms: PromotionTerms, netLoss: bigint): bigint => {
  const { minLoss } = termsMinor(terms);
  if (netLoss <= 0n || (minLoss !== null && netLoss < minLoss)) return 0n;
  return depositMatch(terms, netLoss);
};

/** The valid bets a bonus asks for: the multiple of the bonus, or of deposit plus bonus. */
export const turnoverRequired = (terms: PromotionTerms, bonus: bigint, deposit: bigint): bigint => {
  const base = terms.turnoverOf === 'DEPOSIT_PLUS_BONUS' ? bonus + deposit : bonus;
  return (base * basisPoints(String(terms.turnoverMultiple))) / 100n;
};

/** Valid bets per game type, weighted by the contributions (percent, rounded down per type). */
export const countedTurnover = (
  validBets: readonly { gameType: string; validBet: bigint }[],
  contributions: Record<string, number | undefined>,
): bigint =>
  validBets.reduce(
    (sum, { gameType, validBet }) => sum + (validBet * BigInt(contributions[gameType] ?? 0)) / 100n,
    0n,
  );

export interface StatusInputs {
  kind: PromotionKind;
  now: string;
  startsAt: string | null;
  endsAt: string | null;
  closedAt: string | null;
  /** Whether the member (or a guest) may take it now (new-member window, first-deposit rule, VIP level). */
  eligible: boolean;
  entry: { status: 'JOINED' | 'APPLYING' | 'REJECTED' | 'ISSUED' } | null;
  /** The entry's bonus is still ACTIVE (turnover open). */
  bonusActive: boolean;
  /**
   * Joined: something is there to claim on (DEPOSIT_MATCH: a qualifying deposit; CASHBACK: the last
   * period's net loss, not claimed yet).
   */
  qualifies: boolean;
}

/** What one promotion shows a member (spec 4.10), from its schedule, the member's entry and bonus. */
export const promotionStatus = (p: StatusInputs): PromotionStatus => {
  if (p.entry?.status === 'ISSUED') {
    if (p.bonusActive) return 'process';
    return p.kind === 'APPLY' ? 'issued' : 'claimed';
  }
  if (p.entry?.status === 'APPLYING') return 'applying';
  if (p.entry?.status === 'REJECTED') return 'rejected';
  const open = p.closedAt === null && (p.endsAt === null || p.endsAt > p.now);
  if (!open) return 'closed';
  if (p.startsAt !== null && p.startsAt > p.now) return 'coming_soon';
  // A cashback entry stays JOINED across its periods: its open bonus shows as in process.
  if (p.entry?.status === 'JOINED') return p.bonusActive ? 'process' : p.qualifies ? 'claim' : 'joined';
  if (!p.eligible) return 'closed';
  return p.kind === 'FIXED' ? 'claim' : 'join';
};

/** The actions each status allows (the server refuses the rest with promotion_not_available). */
export const allowedAction = (
  status: PromotionStatus,
  kind: StatusInputs['kind'],
): 'join' | 'claim' | 'apply' | null => {
  if (status === 'claim') return 'claim';
  if (status === 'join') return kind === 'APPLY' ? 'apply' : 'join';
  return null;
};
