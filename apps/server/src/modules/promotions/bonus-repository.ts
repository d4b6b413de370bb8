import type { Db } from '../../db/database.js';
import { pageWithTotal } from '../../db/page-with-total.js';
import { moneyText, type Trx } from '../wallet/ledger.js';

type Q = Db | Trx;

const columns = [
  'id',
  'member_id',
  'promotion_id',
  'entry_id',
  'title',
  'status',
  'on_expiry',
  'contributions',
  'granted_at',
  'expires_at',
  'ended_at',
  'reason',
  moneyText('amount').as('amount'),
  moneyText('turnover_required').as('turnover_required'),
  moneyText('turnover_done').as('turnover_done'),
  moneyText('taken_back').as('taken_back'),
] as const;

/** SQL of bonuses (issue 17): at most one ACTIVE per member (unique index), the others history. */
export const createBonusRepository = (db: Db) => ({
  active: (memberId: number, q: Q = db) =>
    q
      .selectFrom('bonuses')
      .select(columns)
      .where('member_id', '=', memberId)
      .where('status', '=', 'ACTIVE')
      .executeTakeFirst(),

  byId: (id: number, q: Q = db) =>
    q.selectFrom('bonuses').select(columns).where('id', '=', id).executeTakeFirst(),

  /** The member's bonuses, newest first. */
  page: (memberId: number, page: { num: number; size: number }) => {
    const base = db.selectFrom('bonuses').where('member_id', '=', memberId);
    return pageWithTotal(
      base,
      base.select(columns).orderBy('granted_at', 'desc').orderBy('id', 'desc'),
      page.num,
      page.size,
    );
  },

  insert: async (
    trx: Trx,
    row: {
      merchant_code: string;
      member_id: number;
      promotion_id: number | null;
      entry_id: number | null;
      title: string;
      amount: bigint;
      turnover_required: bigint;
      contributions: string;
      on_expiry: 'FORFEIT' | 'RELEASE';
      granted_at: string;
      expires_at: string | null;
      grant_entry_id: number;
      reason: string | null;
    },
  ) =>
    (
      await trx
        .insertInto('bonuses')
        .values({ ...row, status: 'ACTIVE', turnover_done: 0n })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,

  /** Ends an ACTIVE bonus; false when it had ended already. */
  end: async (
    trx: Trx,
    id: number,
    to: {
      status: 'COMPLETED' | 'FORFEITED' | 'EXPIRED';
      at: string;
      turnoverDone: bigint;
      takenBack?: bigint | null;
      takeBackEntryId?: number | null;
      reason?: string | null;
    },
  ) =>
    (
      await trx
        .updateTable('bonuses')
        .set({
          status: to.status,
          ended_at: to.at,
          turnover_done: to.turnoverDone,
          taken_back: to.takenBack ?? null,
          take_back_entry_id: to.takeBackEntryId ?? null,
          ...(to.reason === undefined ? {} : { reason: to.reason }),
        })
        .where('id', '=', id)
        .where('status', '=', 'ACTIVE')
        .executeTakeFirst()
    ).numUpdatedRows === 1n,
});
export type BonusRepository = ReturnType<typeof createBonusRepository>;
export type BonusRow = NonNullable<Awaited<ReturnType<BonusRepository['byId']>>>;
