import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { businessOffset } from '../team-figures/figures-recorder.js';
import { periodOf, previousPeriod, type Period } from '../team-figures/periods.js';
import type { Trx } from '../wallet/ledger.js';
import type { BonusService } from './bonus-service.js';
import { cashback, turnoverRequired, type PromotionTerms } from './promotion-rules.js';
import type { PromotionRepository } from './repository.js';

/** A cashback to claim: the last business period's net loss since joining, and what it pays back. */
export interface CashbackDue {
  period: Period;
  netLoss: bigint;
  amount: bigint;
}

/** What a cashback is computed from: the member, its entry in the offer, and the periods it was paid. */
interface CashbackFacts {
  memberId: number;
  entry: { id: number; status: string; joined_at: string } | undefined;
  /** "<entry id>:<period start>" of every cashback paid. */
  cashbackClaimed: ReadonlySet<string>;
}

/**
 * Cashback offers (docs/decisions.md "Cashback"): what a joined member may claim for the business
 * period before the current one, and its payment, once per period (unique claim row).
 */
export const createCashbacks = (deps: {
  db: Db;
  repo: PromotionRepository;
  bonuses: BonusService;
  clock: Clock;
  merchantCode: string;
}) => ({
  /**
   * The net loss of the period before the current one (from joining, if later), when not paid yet.
   * A period not claimed before the next one ends is not paid.
   */
  due: async (
    p: { kind: string },
    terms: PromotionTerms,
    facts: CashbackFacts | null,
    q?: Trx,
  ): Promise<CashbackDue | null> => {
    const entry = facts?.entry;
    if (p.kind !== 'CASHBACK' || !facts || entry?.status !== 'JOINED') return null;
    const offset = await businessOffset(q ?? deps.db, deps.merchantCode);
    const period = previousPeriod(
      periodOf(terms.period === 'WEEK' ? 'W' : 'D', deps.clock(), offset),
      offset,
    );
    if (facts.cashbackClaimed.has(`${entry.id}:${period.start}`)) return null;
    const from = entry.joined_at > period.start ? entry.joined_at : period.start;
    if (from >= period.end) return null;
    const netLoss = await deps.repo.netLoss(facts.memberId, from, period.end, terms.gameTypes ?? null, q);
    const amount = cashback(terms, netLoss);
    return amount > 0n ? { period, netLoss, amount } : null;
  },

  /**
   * Pays a due cashback inside `trx` (the caller holds the member's row lock): a bonus with the terms'
   * turnover, and the period's claim row. The entry stays JOINED for the next periods.
   */
  pay: async (
    trx: Trx,
    claim: {
      memberId: number;
      promotionId: number;
      entryId: number;
      title: string;
      terms: PromotionTerms;
      due: CashbackDue;
      at: string;
    },
  ) => {
    const { terms, due } = claim;
    const bonusId = await deps.bonuses.grant(trx, {
      memberId: claim.memberId,
      promotionId: claim.promotionId,
      entryId: null,
      title: claim.title,
      amount: due.amount,
      turnoverRequired: turnoverRequired(terms, due.amount, 0n),
      contributions: terms.contributions,
      onExpiry: terms.onExpiry,
      expiresDays: terms.expiresDays,
      reason: null,
      reference: `cashback:${claim.entryId}:${due.period.start}`,
    });
    await deps.repo.insertCashbackClaim(trx, {
      entry_id: claim.entryId,
      period_start: due.period.start,
      net_loss: due.netLoss,
      bonus_id: bonusId,
      claimed_at: claim.at,
    });
  },
});
