import type { Bonus, BonusesValue } from '@gp/contract/promotions';
import type { Db } from '../../db/database.js';
import { lockMemberRow } from '../../db/row-lock.js';
import { AppError } from '../../lib/app-error.js';
import type { ActivityHooks } from '../../lib/activity-hooks.js';
import type { Clock } from '../../lib/clock.js';
import { mainCode, systemAccounts, type Ledger, type Trx } from '../wallet/ledger.js';
import { money } from '../wallet/money.js';
import type { BonusRepository, BonusRow } from './bonus-repository.js';
import { countedTurnover } from './promotion-rules.js';
import type { PromotionRepository } from './repository.js';

const dayMs = 86_400_000;

export const bonusView = (row: BonusRow, turnoverDone: bigint): Bonus => ({
  id: row.id,
  promotionId: row.promotion_id,
  title: row.title,
  amount: money(BigInt(row.amount)),
  status: row.status,
  turnoverRequired: money(BigInt(row.turnover_required)),
  turnoverDone: money(turnoverDone),
  grantedAt: row.granted_at,
  expiresAt: row.expires_at,
  endedAt: row.ended_at,
  takenBack: row.taken_back === null ? null : money(BigInt(row.taken_back)),
  reason: row.reason,
});

/**
 * Bonuses (issue 17; docs/decisions.md "Bonuses and turnover"): paid from the operator's promotion
 * account with a turnover requirement counted from the member's settled rounds since the grant. An
 * ACTIVE bonus is brought up to date (completed, or expired by its terms) under the member's row lock
 * whenever it matters: before a withdrawal, a new bonus, a forfeit, or a read of the member's bonuses.
 */
export const createBonusService = (deps: {
  db: Db;
  repo: PromotionRepository;
  bonuses: BonusRepository;
  ledger: Ledger;
  clock: Clock;
  merchantCode: string;
  /** Told of every bonus granted, in its transaction (issue 21: the member's inbox). */
  activity?: ActivityHooks;
}) => {
  const { repo, bonuses, ledger, merchantCode } = deps;
  const now = () => deps.clock().toISOString();
  let systemReady = false;

  /** Turnover counted so far (never above the requirement), up to the expiry for an expired bonus. */
  const progress = async (row: BonusRow, q?: Trx): Promise<bigint> => {
    if (row.status !== 'ACTIVE') return BigInt(row.turnover_done);
    const until = row.expires_at !== null && row.expires_at < now() ? row.expires_at : null;
    const bets = await repo.validBetsSince(row.member_id, row.granted_at, until, q);
    const counted = countedTurnover(
      bets.map((b) => ({ gameType: b.game_type, validBet: BigInt(b.valid_bet) })),
      JSON.parse(row.contributions) as Record<string, number>,
    );
    const required = BigInt(row.turnover_required);
    return counted > required ? required : counted;
  };

  /** Takes back up to `amount` of the bonus from the main wallet (never below zero). */
  const takeBack = async (trx: Trx, row: BonusRow, at: string) => {
    const [main, promotion] = await ledger.accountIds(
      merchantCode,
      [mainCode(row.member_id), systemAccounts.PROMOTION],
      trx,
    );
    const balance = await ledger.balanceOf(main!, trx);
    const amount = BigInt(row.amount) < balance ? BigInt(row.amount) : balance;
    if (amount <= 0n) return { amount: 0n, entryId: null };
    const posted = await ledger.post(trx, {
      merchantCode,
      memberId: row.member_id,
      type: 'BONUS_FORFEIT',
      reference: `bonus:${row.id}`,
      at,
      lines: [
        { accountId: main!, amount: -amount },
        { accountId: promotion!, amount },
      ],
    });
    return { amount, entryId: posted.entryId };
  };

  /**
   * Brings the member's ACTIVE bonus up to date inside `trx` (the caller holds the member's row lock):
   * COMPLETED once its turnover is met, EXPIRED (taken back or released by its terms) past its expiry.
   * Returns the bonus still ACTIVE, with its turnover, or null.
   */
  const settleActive = async (trx: Trx, memberId: number) => {
    const row = await bonuses.active(memberId, trx);
    if (!row) return null;
    const done = await progress(row, trx);
    const at = now();
    if (done >= BigInt(row.turnover_required)) {
      await bonuses.end(trx, row.id, { status: 'COMPLETED', at, turnoverDone: done });
      return null;
    }
    if (row.expires_at !== null && row.expires_at <= at) {
      const back =
        row.on_expiry === 'FORFEIT' ? await takeBack(trx, row, at) : { amount: null, entryId: null };
      await bonuses.end(trx, row.id, {
        status: 'EXPIRED',
        at,
        turnoverDone: done,
        takenBack: back.amount,
        takeBackEntryId: back.entryId,
      });
      return null;
    }
    return { row, done };
  };

  const upToDate = (memberId: number) =>
    ledger.transaction(async (trx) => {
      await lockMemberRow(trx, memberId);
      return settleActive(trx, memberId);
    });

  return {
    settleActive,

    /**
     * Creates the operator's promotion account and the member's main account (a member may take a
     * bonus before any deposit); await it before a transaction that grants.
     */
    ready: async (memberId: number) => {
      if (!systemReady) {
        await ledger.ensureSystemAccounts(merchantCode);
        systemReady = true;
      }
      await ledger.ensureMemberAccounts(merchantCode, memberId, []);
    },

    /**
     * Pays a bonus inside `trx` (the caller holds the member's row lock and awaited `ready`): refused
     * while another is ACTIVE.
     */
    grant: async (
      trx: Trx,
      grant: {
        memberId: number;
        promotionId: number | null;
        entryId: number | null;
        title: string;
        amount: bigint;
        turnoverRequired: bigint;
        contributions: Record<string, number | undefined>;
        onExpiry: 'FORFEIT' | 'RELEASE';
        expiresDays: number;
        reason: string | null;
        /** The journal entry's reference: `promotion:<id>` by default, `operator` without a promotion. */
        reference?: string;
      },
    ) => {
      if (grant.amount <= 0n) throw new AppError('bonus_amount_zero', 'This would pay no bonus');
      if (await settleActive(trx, grant.memberId)) {
        throw new AppError('bonus_already_active', 'Finish or forfeit your open bonus first');
      }
      const at = now();
      const [main, promotion] = await ledger.accountIds(
        merchantCode,
        [mainCode(grant.memberId), systemAccounts.PROMOTION],
        trx,
      );
      if (promotion === undefined) throw new Error('ready() was not awaited before the grant');
      if (main === undefined) throw new AppError('not_found', 'The member has no wallet yet');
      const posted = await ledger.post(trx, {
        merchantCode,
        memberId: grant.memberId,
        type: 'BONUS',
        reference:
          grant.reference ?? (grant.promotionId === null ? 'operator' : `promotion:${grant.promotionId}`),
        at,
        lines: [
          { accountId: promotion, amount: -grant.amount },
          { accountId: main, amount: grant.amount },
        ],
      });
      await deps.activity?.emit('memberNotice', trx, {
        merchantCode,
        memberId: grant.memberId,
        kind: 'bonus_granted',
        params: { title: grant.title, amount: money(grant.amount), turnover: money(grant.turnoverRequired) },
      });
      return bonuses.insert(trx, {
        merchant_code: merchantCode,
        member_id: grant.memberId,
        promotion_id: grant.promotionId,
        entry_id: grant.entryId,
        title: grant.title,
        amount: grant.amount,
        turnover_required: grant.turnoverRequired,
        contributions: JSON.stringify(grant.contributions),
        on_expiry: grant.onExpiry,
        granted_at: at,
        expires_at: new Date(Date.parse(at) + grant.expiresDays * dayMs).toISOString(),
        grant_entry_id: posted.entryId,
        reason: grant.reason,
      });
    },

    /** Brings the member's open bonus up to date (completed or expired); answers it if still open. */
    upToDate,

    /** The member's bonuses, newest first, and the open one with its turnover so far. */
    list: async (memberId: number, page: { pageNum: number; pageSize: number }): Promise<BonusesValue> => {
      const active = await upToDate(memberId);
      const { rows, total } = await bonuses.page(memberId, { num: page.pageNum, size: page.pageSize });
      return {
        active: active ? bonusView(active.row, active.done) : null,
        content: await Promise.all(rows.map(async (row) => bonusView(row, await progress(row)))),
        pageNum: page.pageNum,
        totalPages: Math.ceil(total / page.pageSize),
        count: total,
      };
    },

    /** The member gives up its open bonus: up to the bonus amount leaves the main wallet. */
    forfeit: async (memberId: number, bonusId: number, reason: string | null = null) =>
      ledger.transaction(async (trx) => {
        await lockMemberRow(trx, memberId);
        const active = await settleActive(trx, memberId);
        if (!active || active.row.id !== bonusId) {
          throw new AppError('bonus_not_active', 'This bonus is no longer open');
        }
        const at = now();
        const back = await takeBack(trx, active.row, at);
        await bonuses.end(trx, bonusId, {
          status: 'FORFEITED',
          at,
          turnoverDone: active.done,
          takenBack: back.amount,
          takeBackEntryId: back.entryId,
          reason,
        });
      }),

    /**
     * The withdrawal gate, inside the withdrawal's transaction: refused while a bonus's turnover is
     * open, with the turnover still to bet. The member's row lock orders it with a racing claim.
     */
    withdrawGate: async (trx: Trx, memberId: number) => {
      await lockMemberRow(trx, memberId);
      const active = await settleActive(trx, memberId);
      if (!active) return;
      const remaining = BigInt(active.row.turnover_required) - active.done;
      throw new AppError('bonus_turnover_open', 'Meet the turnover of your bonus before withdrawing', {
        value: { remaining: money(remaining) },
      });
    },
  };
};
export type BonusService = ReturnType<typeof createBonusService>;
