import type { LimitKind } from '@gp/contract/safer-gambling';
import type { Db } from '../../db/database.js';
import { moneyText, sumText, type Trx } from '../wallet/ledger.js';
import type { LimitPeriodOrSession } from './limit-rules.js';
import type { ExclusionsTable } from './tables.js';

const nullableText = (column: string) => moneyText(column);

export interface LimitRow {
  kind: LimitKind;
  period: LimitPeriodOrSession;
  amount: string | null;
  pending: number;
  pending_amount: string | null;
  pending_from: string | null;
}

export interface DefaultRow {
  kind: LimitKind;
  period: LimitPeriodOrSession;
  default_amount: string | null;
  ceiling: string | null;
}

/** SQL of safer gambling (issue 18): limits, defaults, their audit trail, reality checks, exclusions. */
export const createSaferGamblingRepository = (db: Db) => ({
  limits: (memberId: number, q: Db = db): Promise<LimitRow[]> =>
    q
      .selectFrom('gambling_limits')
      .select([
        'kind',
        'period',
        'pending',
        'pending_from',
        nullableText('amount').as('amount'),
        nullableText('pending_amount').as('pending_amount'),
      ])
      .where('member_id', '=', memberId)
      .execute(),

  defaults: (merchantCode: string, q: Db = db): Promise<DefaultRow[]> =>
    q
      .selectFrom('gambling_limit_defaults')
      .select([
        'kind',
        'period',
        nullableText('default_amount').as('default_amount'),
        nullableText('ceiling').as('ceiling'),
      ])
      .where('merchant_code', '=', merchantCode)
      .execute(),

  /** Sets the operator's default and ceiling of one limit and records the change, in one transaction. */
  saveDefault: (
    merchantCode: string,
    key: { kind: LimitKind; period: LimitPeriodOrSession },
    next: { defaultAmount: bigint | null; ceiling: bigint | null },
    at: string,
  ) =>
    db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('gambling_limit_defaults')
        .select(['default_amount', 'ceiling'])
        .where('merchant_code', '=', merchantCode)
        .where('kind', '=', key.kind)
        .where('period', '=', key.period)
        .executeTakeFirst();
      const values = { default_amount: next.defaultAmount, ceiling: next.ceiling, updated_at: at };
      await trx
        .insertInto('gambling_limit_defaults')
        .values({ merchant_code: merchantCode, ...key, ...values })
        .onConflict((oc) => oc.columns(['merchant_code', 'kind', 'period']).doUpdateSet(values))
        .execute();
      await trx
        .insertInto('gambling_default_changes')
        .values({
          merchant_code: merchantCode,
          ...key,
          default_from: before?.default_amount ?? null,
          default_to: next.defaultAmount,
          ceiling_from: before?.ceiling ?? null,
          ceiling_to: next.ceiling,
          changed_at: at,
        })
        .execute();
    }),

  /** Members with a limit of their own, and members with activity since `since` (defaults reach them). */
  membersToWatch: async (merchantCode: string, since: string, withDefaults: boolean): Promise<number[]> => {
    const own = db
      .selectFrom('gambling_limits')
      .innerJoin('members', 'members.id', 'gambling_limits.member_id')
      .select('members.id as id')
      .where('members.merchant_code', '=', merchantCode)
      .where('gambling_limits.amount', 'is not', null);
    let query = own;
    if (withDefaults) {
      query = query
        .union(
          db
            .selectFrom('game_rounds')
            .select('member_id as id')
            .where('merchant_code', '=', merchantCode)
            .where('created_at', '>=', since),
        )
        .union(
          db
            .selectFrom('deposit_orders')
            .select('member_id as id')
            .where('merchant_code', '=', merchantCode)
            .where('created_at', '>=', since),
        );
    }
    return (await query.execute()).map((r) => Number(r.id));
  },

  saveLimit: async (
    trx: Trx,
    row: {
      member_id: number;
      kind: LimitKind;
      period: LimitPeriodOrSession;
      amount: bigint | null;
      pending_amount: bigint | null;
      pending_from: string | null;
      updated_at: string;
    },
  ) => {
    const values = {
      amount: row.amount,
      pending: row.pending_from === null ? 0 : 1,
      pending_amount: row.pending_amount,
      pending_from: row.pending_from,
      updated_at: row.updated_at,
    };
    await trx
      .insertInto('gambling_limits')
      .values({ member_id: row.member_id, kind: row.kind, period: row.period, ...values })
      .onConflict((oc) => oc.columns(['member_id', 'kind', 'period']).doUpdateSet(values))
      .execute();
  },

  insertChange: (
    trx: Trx,
    row: {
      member_id: number;
      kind: LimitKind;
      period: LimitPeriodOrSession;
      from_amount: bigint | null;
      to_amount: bigint | null;
      requested_at: string;
      applied_at: string | null;
      actor: 'member' | 'operator';
    },
  ) =>
    trx
      .insertInto('gambling_limit_changes')
      .values({ ...row, cancelled_at: null })
      .execute(),

  /** Marks the limit's waiting change applied (`applied`) or cancelled. */
  closePendingChange: (
    trx: Trx,
    key: { memberId: number; kind: LimitKind; period: LimitPeriodOrSession },
    outcome: 'applied' | 'cancelled',
    at: string,
  ) =>
    trx
      .updateTable('gambling_limit_changes')
      .set(outcome === 'applied' ? { applied_at: at } : { cancelled_at: at })
      .where('member_id', '=', key.memberId)
      .where('kind', '=', key.kind)
      .where('period', '=', key.period)
      .where('applied_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .execute(),

  history: (memberId: number, limit: number) =>
    db
      .selectFrom('gambling_limit_changes')
      .select([
        'kind',
        'period',
        'requested_at',
        'applied_at',
        'cancelled_at',
        'actor',
        nullableText('from_amount').as('from_amount'),
        nullableText('to_amount').as('to_amount'),
      ])
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),

  /** Deposits asked for or paid since `start` (a pending one counts until it is rejected). */
  depositsSince: async (q: Db, memberId: number, start: string): Promise<bigint> => {
    const row = await q
      .selectFrom('deposit_orders')
      .select(sumText('amount').as('total'))
      .where('member_id', '=', memberId)
      .where('status', '<>', 'rejected')
      .where('created_at', '>=', start)
      .executeTakeFirstOrThrow();
    return BigInt(row.total);
  },

  /** Stakes and wins of the member's real-money rounds begun since `start` (open ones included). */
  roundsSince: async (q: Db, memberId: number, start: string): Promise<{ bet: bigint; win: bigint }> => {
    const row = await q
      .selectFrom('game_rounds')
      .select([sumText('bet').as('bet'), sumText('win').as('win')])
      .where('member_id', '=', memberId)
      .where('created_at', '>=', start)
      .where('mode', '=', 'real')
      .executeTakeFirstOrThrow();
    return { bet: BigInt(row.bet), win: BigInt(row.win) };
  },

  realityCheck: async (memberId: number): Promise<number> =>
    (
      await db
        .selectFrom('reality_checks')
        .select('minutes')
        .where('member_id', '=', memberId)
        .executeTakeFirst()
    )?.minutes ?? 0,

  setRealityCheck: (memberId: number, minutes: number, at: string) =>
    db
      .insertInto('reality_checks')
      .values({ member_id: memberId, minutes, updated_at: at })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ minutes, updated_at: at }))
      .execute(),

  /** The exclusion in force at `now` that ends last, if any. */
  activeExclusion: (memberId: number, now: string, q: Db = db) =>
    q
      .selectFrom('exclusions')
      .select(['kind', 'length', 'starts_at', 'ends_at'])
      .where('member_id', '=', memberId)
      .where('starts_at', '<=', now)
      .where('ends_at', '>', now)
      .orderBy('ends_at', 'desc')
      .limit(1)
      .executeTakeFirst(),

  insertExclusion: (trx: Trx, row: Omit<ExclusionsTable, 'id'>) =>
    trx.insertInto('exclusions').values(row).execute(),

  /** The member's own figures per business day in [fromStart, toEnd) (team figures, scope S). */
  days: (memberId: number, fromStart: string, toEnd: string) =>
    db
      .selectFrom('team_figures')
      .select([
        'period_start',
        moneyText('deposit').as('deposit'),
        moneyText('withdraw').as('withdraw'),
        moneyText('bet').as('bet'),
        moneyText('win').as('win'),
      ])
      .where('member_id', '=', memberId)
      .where('scope', '=', 'S')
      .where('period_kind', '=', 'D')
      .where('period_start', '>=', fromStart)
      .where('period_start', '<', toEnd)
      .orderBy('period_start')
      .execute(),
});

export type SaferGamblingRepository = ReturnType<typeof createSaferGamblingRepository>;
