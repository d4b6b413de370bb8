import { fromMinor } from '@gp/contract/money';
import {
  limitPeriods,
  moneyLimitKinds,
  type Limit,
  type LimitKind,
  type LimitPendingBody,
  type LimitSetBody,
} from '@gp/contract/safer-gambling';
import type { Db } from '../../db/database.js';
import { lockMemberRow } from '../../db/row-lock.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { businessOffset } from '../team-figures/figures-recorder.js';
import { periodOf } from '../team-figures/periods.js';
import type { Trx } from '../wallet/ledger.js';
import { amountOf } from '../wallet/money.js';
import {
  businessPeriodOf,
  coolingOffMs,
  decideChange,
  isDue,
  limitInForce,
  limitsFor,
  remaining,
  validLimit,
  type LimitPeriodOrSession,
  type LimitState,
} from './limit-rules.js';
import type { DefaultRow, LimitRow, SaferGamblingRepository } from './repository.js';

type LimitKey = { kind: LimitKind; period: LimitPeriodOrSession };

/** Every limit a member can set, in the order the page lists them. */
export const allLimits: readonly LimitKey[] = [
  ...moneyLimitKinds.flatMap((kind) => limitPeriods.map((period) => ({ kind, period }))),
  { kind: 'SESSION', period: 'SESSION' },
];

const row = (memberId: number, key: LimitKey) => ({
  member_id: memberId,
  kind: key.kind,
  period: key.period,
});
const sameKey = (a: LimitKey) => (b: LimitKey) => a.kind === b.kind && a.period === b.period;
const big = (text: string | null | undefined) => (text === null || text === undefined ? null : BigInt(text));

/** The member's row (if any) and the operator's default and ceiling, as the rules read them. */
const stateOf = (
  key: LimitKey,
  rows: LimitRow[],
  defaults: DefaultRow[],
): LimitState & { row?: LimitRow } => {
  const row = rows.find(sameKey(key));
  const byDefault = defaults.find(sameKey(key));
  return {
    ...(row ? { row } : {}),
    own: row ? big(row.amount) : undefined,
    byDefault: big(byDefault?.default_amount),
    ceiling: big(byDefault?.ceiling),
  };
};

const limitText = (kind: LimitKind, value: bigint | null) =>
  value === null ? null : kind === 'SESSION' ? value.toString() : fromMinor(value);

/** A member's limit from the request: minor units, or whole minutes for SESSION. */
const parseLimit = (kind: LimitKind, amount: unknown): bigint | null => {
  if (amount === null) return null;
  let value: bigint;
  if (kind === 'SESSION') {
    const text = typeof amount === 'number' || typeof amount === 'string' ? String(amount) : '';
    if (!/^\d{1,5}$/.test(text)) throw new AppError('bad_request', 'A session limit is a number of minutes');
    value = BigInt(text);
  } else {
    value = amountOf(amount);
  }
  if (!validLimit(kind, value)) throw new AppError('bad_request', 'The limit is out of range');
  return value;
};

const refusal = {
  DEPOSIT: 'deposit_limit_reached',
  LOSS: 'loss_limit_reached',
  WAGER: 'wager_limit_reached',
} as const;

/**
 * Members' limits (issue 18): the page's view, changes under the 24-hour rule, and the gates that
 * the cashier (deposits) and the seamless wallet (stakes) call inside their own transactions, after
 * locking the member's row, so racing deposits or stakes cannot pass a limit together.
 */
export const createLimitsService = (deps: {
  db: Db;
  repo: SaferGamblingRepository;
  clock: Clock;
  merchantCode: string;
}) => {
  const { db, repo, clock, merchantCode } = deps;

  /** What the period has used of a money limit: deposits, stakes, or stakes less wins. */
  const usedIn = async (q: Db, memberId: number, kind: LimitKind, start: string): Promise<bigint> => {
    if (kind === 'DEPOSIT') return repo.depositsSince(q, memberId, start);
    const { bet, win } = await repo.roundsSince(q, memberId, start);
    return kind === 'WAGER' ? bet : bet - win;
  };

  const periodNow = (period: LimitPeriodOrSession, at: Date, offset: number) =>
    period === 'SESSION' ? null : periodOf(businessPeriodOf[period], at, offset);

  const view = async (memberId: number): Promise<Limit[]> => {
    const [rows, defaults, offset] = await Promise.all([
      repo.limits(memberId),
      repo.defaults(merchantCode),
      businessOffset(db, merchantCode),
    ]);
    const now = clock();
    return Promise.all(
      allLimits.map(async (key) => {
        const state = stateOf(key, rows, defaults);
        const period = periodNow(key.period, now, offset);
        const pendingFrom = state.row?.pending === 1 ? state.row.pending_from : null;
        return {
          kind: key.kind,
          period: key.period,
          amount: limitText(key.kind, limitInForce(state)),
          byDefault: state.own === undefined && state.byDefault !== null,
          ceiling: limitText(key.kind, state.ceiling),
          used: period ? fromMinor(await usedIn(db, memberId, key.kind, period.start)) : null,
          resetsAt: period?.end ?? null,
          pending: pendingFrom
            ? {
                amount: limitText(key.kind, big(state.row?.pending_amount)),
                effectiveAt: pendingFrom,
                confirmable: isDue(pendingFrom, now),
              }
            : null,
        };
      }),
    );
  };

  /** Runs `work` on one limit's current state, under the member's row lock. */
  const withLimit = <T>(
    memberId: number,
    key: LimitKey,
    work: (trx: Trx, state: ReturnType<typeof stateOf>) => Promise<T>,
  ) =>
    db.transaction().execute(async (trx) => {
      await lockMemberRow(trx, memberId);
      const [rows, defaults] = await Promise.all([
        repo.limits(memberId, trx),
        repo.defaults(merchantCode, trx),
      ]);
      return work(trx, stateOf(key, rows, defaults));
    });

  const aboveCeiling = (kind: LimitKind, ceiling: bigint | null) =>
    new AppError('limit_above_ceiling', 'The operator does not allow a higher limit or none', {
      value: { ceiling: limitText(kind, ceiling) },
    });

  return {
    view,

    /** The latest changes of the member's limits, newest first. */
    history: async (memberId: number) =>
      (await repo.history(memberId, 20)).map((h) => ({
        kind: h.kind,
        period: h.period,
        from: limitText(h.kind, big(h.from_amount)),
        to: limitText(h.kind, big(h.to_amount)),
        requestedAt: h.requested_at,
        appliedAt: h.applied_at,
        by: h.cancelled_at ? 'cancelled' : h.actor,
      })),

    /**
     * Sets one limit. A tighter one applies now; a looser one (or removal) waits 24 hours and a
     * confirmation. Asking again for the limit in force withdraws a waiting change. Answers whether a
     * session limit was tightened (open sessions then end at it).
     */
    set: async (memberId: number, body: LimitSetBody): Promise<{ tightenedSession: bigint | null }> => {
      const next = parseLimit(body.kind, body.amount);
      return withLimit(memberId, body, async (trx, state) => {
        const at = clock();
        const now = at.toISOString();
        const decision = decideChange(state, next);
        if (decision === 'above_ceiling') throw aboveCeiling(body.kind, state.ceiling);
        const key = { memberId, kind: body.kind, period: body.period };
        const hadPending = state.row?.pending === 1;
        if (hadPending) await repo.closePendingChange(trx, key, 'cancelled', now);
        const own = state.own === undefined ? null : state.own;
        if (decision === 'unchanged') {
          if (hadPending) {
            await repo.saveLimit(trx, {
              ...row(memberId, body),
              amount: own,
              pending_amount: null,
              pending_from: null,
              updated_at: now,
            });
          }
          return { tightenedSession: null };
        }
        const current = limitInForce(state);
        const pendingFrom = decision === 'pend' ? new Date(at.getTime() + coolingOffMs).toISOString() : null;
        await repo.saveLimit(trx, {
          ...row(memberId, body),
          // Loosening keeps the limit in force (the member's own, or the default as their own).
          amount: decision === 'apply' ? next : current,
          pending_amount: decision === 'pend' ? next : null,
          pending_from: pendingFrom,
          updated_at: now,
        });
        await repo.insertChange(trx, {
          member_id: memberId,
          kind: body.kind,
          period: body.period,
          from_amount: current,
          to_amount: next,
          requested_at: now,
          applied_at: decision === 'apply' ? now : null,
          actor: 'member',
        });
        return { tightenedSession: decision === 'apply' && body.kind === 'SESSION' ? next : null };
      });
    },

    /** Confirms a due raise or removal, or cancels a waiting one. */
    pending: async (memberId: number, body: LimitPendingBody): Promise<void> => {
      await withLimit(memberId, body, async (trx, state) => {
        const at = clock();
        const now = at.toISOString();
        const stored = state.row;
        if (!stored || stored.pending !== 1 || !stored.pending_from) {
          throw new AppError('no_pending_limit_change', 'There is no change waiting for this limit');
        }
        const key = { memberId, kind: body.kind, period: body.period };
        const next = big(stored.pending_amount);
        if (body.action === 'confirm') {
          if (!isDue(stored.pending_from, at)) {
            throw new AppError(
              'limit_change_not_due',
              'This change can be confirmed once 24 hours have passed',
              {
                value: { effectiveAt: stored.pending_from },
              },
            );
          }
          if (state.ceiling !== null && (next === null || next > state.ceiling))
            throw aboveCeiling(body.kind, state.ceiling);
        }
        const confirm = body.action === 'confirm';
        await repo.saveLimit(trx, {
          ...row(memberId, body),
          amount: confirm ? next : big(stored.amount),
          pending_amount: null,
          pending_from: null,
          updated_at: now,
        });
        await repo.closePendingChange(trx, key, confirm ? 'applied' : 'cancelled', now);
      });
    },

    /**
     * Refuses a deposit or a stake that a limit in force does not leave room for. Runs inside the
     * movement's transaction before it writes anything; locks the member's row only when a limit
     * applies, so members without limits pay one small read.
     */
    check: async (
      trx: Trx,
      memberId: number,
      movement: 'deposit' | 'stake',
      amount: bigint,
    ): Promise<void> => {
      const kinds = limitsFor[movement];
      const [rows, defaults] = await Promise.all([
        repo.limits(memberId, trx),
        repo.defaults(merchantCode, trx),
      ]);
      const inForce = allLimits
        .filter((key) => kinds.includes(key.kind))
        .map((key) => ({ key, limit: limitInForce(stateOf(key, rows, defaults)) }))
        .filter((l): l is { key: LimitKey; limit: bigint } => l.limit !== null);
      if (inForce.length === 0) return;
      await lockMemberRow(trx, memberId);
      const at = clock();
      const offset = await businessOffset(trx, merchantCode);
      for (const { key, limit } of inForce) {
        const period = periodNow(key.period, at, offset)!;
        const used = await usedIn(trx, memberId, key.kind, period.start);
        if (used + amount <= limit) continue;
        const code = refusal[key.kind as Exclude<LimitKind, 'SESSION'>];
        throw new AppError(
          code,
          `This would pass your ${key.period.toLowerCase()} ${key.kind.toLowerCase()} limit`,
          {
            value: {
              period: key.period,
              limit: fromMinor(limit),
              remaining: fromMinor(remaining(limit, used)),
              resetsAt: period.end,
            },
          },
        );
      }
    },

    /**
     * What the member may still stake now under its loss and wager limits (the smallest room), or
     * null without such a limit: the launch's automatic transfer moves no more into a game wallet.
     * The caller holds the member's row lock.
     */
    room: async (trx: Trx, memberId: number): Promise<bigint | null> => {
      const [rows, defaults] = await Promise.all([
        repo.limits(memberId, trx),
        repo.defaults(merchantCode, trx),
      ]);
      const at = clock();
      const offset = await businessOffset(trx, merchantCode);
      let least: bigint | null = null;
      for (const key of allLimits.filter((k) => limitsFor.stake.includes(k.kind))) {
        const limit = limitInForce(stateOf(key, rows, defaults));
        if (limit === null) continue;
        const period = periodNow(key.period, at, offset)!;
        const left = remaining(limit, await usedIn(trx, memberId, key.kind, period.start));
        if (least === null || left < least) least = left;
      }
      return least;
    },

    /** The session limit in force, in milliseconds, or null. */
    sessionLimitMs: async (memberId: number): Promise<number | null> => {
      const [rows, defaults] = await Promise.all([repo.limits(memberId), repo.defaults(merchantCode)]);
      const minutes = limitInForce(stateOf({ kind: 'SESSION', period: 'SESSION' }, rows, defaults));
      return minutes === null ? null : Number(minutes) * 60_000;
    },
  };
};

export type LimitsService = ReturnType<typeof createLimitsService>;
