import type { LanguagePack } from '@gp/contract/constants';
import type { Promotion, PromotionActionBody, PromotionsValue } from '@gp/contract/promotions';
import { lockMemberRow } from '../../db/row-lock.js';
import { AppError } from '../../lib/app-error.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { Ledger, Trx } from '../wallet/ledger.js';
import { money } from '../wallet/money.js';
import type { BonusService } from './bonus-service.js';
import type { BonusRepository } from './bonus-repository.js';
import { createCashbacks, type CashbackDue } from './cashback.js';
import {
  allowedAction,
  depositMatch,
  promotionStatus,
  readTerms,
  termsMinor,
  turnoverRequired,
  type PromotionTerms,
} from './promotion-rules.js';
import type { PromotionRepository } from './repository.js';

const fallbackLanguage: LanguagePack = 'EN';
const dayMs = 86_400_000;

type PromotionRow = Awaited<ReturnType<PromotionRepository['promotions']>>[number];
/** What a status is computed from: the promotion's kind and schedule. */
type Schedule = Pick<PromotionRow, 'id' | 'kind' | 'starts_at' | 'ends_at' | 'closed_at'>;
type EntryRow = Awaited<ReturnType<PromotionRepository['entriesOf']>>[number];
type Deposit = Awaited<ReturnType<PromotionRepository['approvedDeposits']>>[number];

/** The member's facts every promotion's status is computed from, read once per answer. */
interface MemberFacts {
  memberId: number;
  vipLevel: number;
  registeredAt: string | null;
  entries: Map<number, EntryRow>;
  deposits: Deposit[];
  activeBonusEntryId: number | null;
  activeBonusPromotionId: number | null;
  /** Cashback periods paid, "<entry id>:<period start>". */
  cashbackClaimed: Set<string>;
}

/**
 * Promotions (issue 17; docs/decisions.md "Promotion state machine"): the list with each promotion's
 * status for the caller, and join, claim and apply. Every transition runs under the member's row lock
 * and re-reads what it decides on, so two racing claims pay once.
 */
export const createPromotionService = (deps: {
  db: Db;
  repo: PromotionRepository;
  bonusRepo: BonusRepository;
  bonuses: BonusService;
  ledger: Ledger;
  clock: Clock;
  merchantCode: string;
  /** The member's VIP level (0 while VIP is off); read outside transactions. */
  vipLevelOf: (memberId: number) => Promise<number>;
}) => {
  const { repo, merchantCode } = deps;
  const now = () => deps.clock().toISOString();
  const cashbacks = createCashbacks(deps);

  /** DEPOSIT_MATCH: the deposit a joined entry pays on, if one qualifies (FIRST or ANY after joining). */
  const qualifyingDeposit = (
    terms: PromotionTerms,
    p: { ends_at: string | null },
    entry: EntryRow,
    deposits: Deposit[],
  ): Deposit | null => {
    const { minDeposit } = termsMinor(terms);
    const after = deposits.filter((d) => (d.decided_at ?? '') >= entry.joined_at);
    const candidate = terms.deposit === 'FIRST' ? deposits[0] : after[0];
    if (!candidate || !after.includes(candidate)) return null;
    if (p.ends_at !== null && (candidate.decided_at ?? '') >= p.ends_at) return null;
    return minDeposit !== null && BigInt(candidate.amount) < minDeposit ? null : candidate;
  };

  /**
   * Whether the member may take it: the VIP level, the new-member window, and no deposit yet for a
   * FIRST deposit match.
   */
  const eligible = (
    kind: PromotionRow['kind'],
    terms: PromotionTerms,
    facts: MemberFacts | null,
    at: string,
  ) => {
    if (!facts) return true;
    if (terms.minVipLevel !== undefined && facts.vipLevel < terms.minVipLevel) return false;
    if (terms.newMembersDays !== undefined && facts.registeredAt !== null) {
      if (Date.parse(at) - Date.parse(facts.registeredAt) > terms.newMembersDays * dayMs) return false;
    }
    return !(kind === 'DEPOSIT_MATCH' && terms.deposit === 'FIRST' && facts.deposits.length > 0);
  };

  const statusOf = (
    p: Schedule,
    terms: PromotionTerms,
    facts: MemberFacts | null,
    at: string,
    due: CashbackDue | null = null,
  ) => {
    const entry = facts?.entries.get(p.id) ?? null;
    const deposit =
      p.kind === 'DEPOSIT_MATCH' && entry?.status === 'JOINED'
        ? qualifyingDeposit(terms, p, entry, facts!.deposits)
        : null;
    return {
      deposit,
      status: promotionStatus({
        kind: p.kind,
        now: at,
        startsAt: p.starts_at,
        endsAt: p.ends_at,
        closedAt: p.closed_at,
        eligible: eligible(p.kind, terms, facts, at),
        entry,
        bonusActive:
          entry !== null &&
          (facts?.activeBonusEntryId === entry.id ||
            (p.kind === 'CASHBACK' && facts?.activeBonusPromotionId === p.id)),
        qualifies: deposit !== null || due !== null,
      }),
    };
  };

  /** What a claim now pays: the deposit match, the cashback or the set amount. */
  const bonusOf = (
    p: { kind: PromotionRow['kind'] },
    terms: PromotionTerms,
    deposit: Deposit | null,
    due: CashbackDue | null = null,
  ) => {
    if (p.kind === 'CASHBACK') return due?.amount ?? 0n;
    if (p.kind === 'DEPOSIT_MATCH') return deposit ? depositMatch(terms, BigInt(deposit.amount)) : 0n;
    return termsMinor(terms).fixedAmount ?? 0n;
  };

  const factsOf = async (memberId: number, vipLevel: number, q?: Trx): Promise<MemberFacts> => {
    const [registeredAt, entries, deposits, active, cashbackClaimed] = await Promise.all([
      repo.memberSince(memberId, q),
      repo.entriesOf(memberId, q),
      repo.approvedDeposits(memberId, q),
      deps.bonusRepo.active(memberId, q),
      repo.cashbackClaimed(memberId, q),
    ]);
    return {
      memberId,
      vipLevel,
      registeredAt,
      entries: new Map(entries.map((e) => [e.promotion_id, e])),
      deposits,
      activeBonusEntryId: active?.entry_id ?? null,
      activeBonusPromotionId: active?.promotion_id ?? null,
      cashbackClaimed,
    };
  };

  const list = async (
    memberId: number | null,
    language: LanguagePack | undefined,
  ): Promise<PromotionsValue> => {
    const lang = language ?? fallbackLanguage;
    const languages = [...new Set([lang, fallbackLanguage])];
    // A bonus whose turnover a round just met is completed first, so its offer no longer shows process.
    if (memberId !== null) await deps.bonuses.upToDate(memberId);
    const [categories, rows, facts] = await Promise.all([
      repo.categories(merchantCode),
      repo.promotions(merchantCode, languages),
      memberId === null ? Promise.resolve(null) : factsOf(memberId, await deps.vipLevelOf(memberId)),
    ]);
    // One row per promotion: the asked language when it has a text, else the fallback's.
    const byId = new Map<number, PromotionRow>();
    for (const row of rows) {
      const kept = byId.get(row.id);
      if (!kept || (kept.language !== lang && row.language === lang)) byId.set(row.id, row);
    }
    const at = now();
    const rowsWithDue = await Promise.all(
      [...byId.values()].map(async (p) => ({
        p,
        due: await cashbacks.due(
          p,
          readTerms(p.terms),
          facts && { ...facts, entry: facts.entries.get(p.id) },
        ),
      })),
    );
    const promotions: Promotion[] = rowsWithDue.map(({ p, due }) => {
      const terms = readTerms(p.terms);
      const minor = termsMinor(terms);
      const { status, deposit } = statusOf(p, terms, facts, at, due);
      return {
        id: p.id,
        key: p.promotion_key,
        category: p.category_code,
        kind: p.kind,
        title: p.title ?? p.promotion_key,
        terms: p.terms_html ?? '',
        imageUrl: p.image_url,
        startsAt: p.starts_at,
        endsAt: p.ends_at,
        status,
        percent: terms.percent ?? null,
        cap: minor.cap === null ? null : money(minor.cap),
        fixedAmount: minor.fixedAmount === null ? null : money(minor.fixedAmount),
        minDeposit: minor.minDeposit === null ? null : money(minor.minDeposit),
        turnoverMultiple: terms.turnoverMultiple,
        turnoverOf: terms.turnoverOf,
        contributions: terms.contributions,
        cashbackPeriod: p.kind === 'CASHBACK' ? terms.period : null,
        minVipLevel: terms.minVipLevel ?? null,
        minLoss: minor.minLoss === null ? null : money(minor.minLoss),
        claimable: status === 'claim' ? money(bonusOf(p, terms, deposit, due)) : null,
      };
    });
    return {
      categories: categories.map((c) => {
        const names = JSON.parse(c.names) as Record<string, string>;
        return { code: c.code, name: names[lang] ?? names[fallbackLanguage] ?? c.code };
      }),
      promotions,
      // A guest claims nothing: its statuses only show what a member could do.
      availablePromoCount: facts ? promotions.filter((p) => p.status === 'claim').length : 0,
    };
  };

  /**
   * How many promotions the member can claim now (spec 3 availablePromoCount), without their texts;
   * the caller read the member's VIP level already (the reward state answers it too).
   */
  const claimableCount = async (memberId: number, vipLevel: number) => {
    await deps.bonuses.upToDate(memberId);
    const [rows, facts] = await Promise.all([repo.schedules(merchantCode), factsOf(memberId, vipLevel)]);
    const at = now();
    const claimable = await Promise.all(
      rows.map(async (p) => {
        const terms = readTerms(p.terms);
        return (
          statusOf(
            p,
            terms,
            facts,
            at,
            await cashbacks.due(p, terms, facts && { ...facts, entry: facts.entries.get(p.id) }),
          ).status === 'claim'
        );
      }),
    );
    return claimable.filter(Boolean).length;
  };

  /** Pays the bonus of an entry inside `trx` and marks the entry ISSUED. */
  const pay = async (
    trx: Trx,
    p: { id: number; kind: PromotionRow['kind'] },
    terms: PromotionTerms,
    grant: {
      memberId: number;
      entryId: number;
      title: string;
      deposit: Deposit | null;
      reason: string | null;
    },
  ) => {
    const amount = bonusOf(p, terms, grant.deposit);
    await deps.bonuses.grant(trx, {
      memberId: grant.memberId,
      promotionId: p.id,
      entryId: grant.entryId,
      title: grant.title,
      amount,
      turnoverRequired: turnoverRequired(terms, amount, grant.deposit ? BigInt(grant.deposit.amount) : 0n),
      contributions: terms.contributions,
      onExpiry: terms.onExpiry,
      expiresDays: terms.expiresDays,
      reason: grant.reason,
    });
  };

  return {
    list,
    claimableCount,

    /** join, claim or apply, as the promotion's status for the member allows. */
    act: async (memberId: number, body: PromotionActionBody, language: LanguagePack | undefined) => {
      await deps.bonuses.ready(memberId);
      // Read before the lock (the VIP switch is read outside any transaction); a level only rises.
      const vipLevel = await deps.vipLevelOf(memberId);
      await deps.ledger.transaction(async (trx) => {
        await lockMemberRow(trx, memberId);
        const p = await repo.promotionById(body.id, merchantCode, trx);
        if (!p) throw new AppError('promotion_not_found', 'No such promotion');
        const terms = readTerms(p.terms);
        const facts = await factsOf(memberId, vipLevel, trx);
        const at = now();
        const due = await cashbacks.due(p, terms, { ...facts, entry: facts.entries.get(p.id) }, trx);
        const { status, deposit } = statusOf(p, terms, facts, at, due);
        if (allowedAction(status, p.kind) !== body.action) {
          throw new AppError('promotion_not_available', `This promotion is ${status}`, { value: { status } });
        }
        const title = await repo.title(p, language ?? fallbackLanguage, fallbackLanguage, trx);
        if (body.action === 'join') {
          await repo.insertEntry(trx, {
            promotion_id: p.id,
            member_id: memberId,
            status: 'JOINED',
            joined_at: at,
          });
          return;
        }
        if (body.action === 'apply') {
          await repo.insertEntry(trx, {
            promotion_id: p.id,
            member_id: memberId,
            status: 'APPLYING',
            joined_at: at,
          });
          return;
        }
        const existing = facts.entries.get(p.id);
        if (p.kind === 'CASHBACK' && existing && due) {
          await cashbacks.pay(trx, {
            memberId,
            promotionId: p.id,
            entryId: existing.id,
            title,
            terms,
            due,
            at,
          });
          return;
        }
        const entryId =
          existing?.id ??
          (await repo.insertEntry(trx, {
            promotion_id: p.id,
            member_id: memberId,
            status: 'JOINED',
            joined_at: at,
          }));
        await pay(trx, p, terms, { memberId, entryId, title, deposit, reason: null });
        if (
          !(await repo.moveEntry(trx, entryId, 'JOINED', {
            status: 'ISSUED',
            at,
            depositOrderId: deposit?.id ?? null,
          }))
        ) {
          throw new AppError('promotion_not_available', 'This promotion was taken already');
        }
      });
      return list(memberId, language);
    },

    /** Operator: approve (pays the set amount) or reject an application. */
    decide: async (entryId: number, approve: boolean, reason: string | null) => {
      const waiting = await repo.entryById(entryId);
      if (waiting) await deps.bonuses.ready(waiting.member_id);
      await deps.ledger.transaction(async (trx) => {
        const entry = await repo.entryById(entryId, trx);
        if (entry?.status !== 'APPLYING')
          throw new AppError('promotion_not_available', 'No application waiting');
        await lockMemberRow(trx, entry.member_id);
        const p = (await repo.promotionById(entry.promotion_id, merchantCode, trx))!;
        const at = now();
        if (approve) {
          await pay(trx, p, readTerms(p.terms), {
            memberId: entry.member_id,
            entryId,
            title: await repo.title(p, fallbackLanguage, fallbackLanguage, trx),
            deposit: null,
            reason,
          });
        }
        if (
          !(await repo.moveEntry(trx, entryId, 'APPLYING', {
            status: approve ? 'ISSUED' : 'REJECTED',
            at,
            reason,
          }))
        ) {
          throw new AppError('promotion_not_available', 'The application was decided already');
        }
      });
    },
  };
};
export type PromotionService = ReturnType<typeof createPromotionService>;
