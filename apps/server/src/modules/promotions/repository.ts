import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { moneyText, type Trx } from '../wallet/ledger.js';

type Q = Db | Trx;

/** SQL of promotions, members' entries and bonuses (issue 17). Money is read as text (exact). */
export const createPromotionRepository = (db: Db) => ({
  categories: (merchantCode: string) =>
    db
      .selectFrom('promotion_categories')
      .select(['code', 'names'])
      .where('merchant_code', '=', merchantCode)
      .orderBy('sort_order')
      .orderBy('code')
      .execute(),

  /** Every promotion of the merchant with its text in the asked languages (one row per language). */
  promotions: (merchantCode: string, languages: readonly string[]) =>
    db
      .selectFrom('promotions as p')
      .leftJoin('promotion_texts as t', (join) =>
        join.onRef('t.promotion_id', '=', 'p.id').on('t.language', 'in', languages),
      )
      .select([
        'p.id',
        'p.promotion_key',
        'p.category_code',
        'p.kind',
        'p.image_url',
        'p.terms',
        'p.starts_at',
        'p.ends_at',
        'p.closed_at',
        't.language',
        't.title',
        't.terms_html',
      ])
      .where('p.merchant_code', '=', merchantCode)
      .orderBy('p.sort_order')
      .orderBy('p.id')
      .execute(),

  /** Every promotion's kind, terms and schedule, without texts (what a status is computed from). */
  schedules: (merchantCode: string) =>
    db
      .selectFrom('promotions')
      .select(['id', 'kind', 'terms', 'starts_at', 'ends_at', 'closed_at'])
      .where('merchant_code', '=', merchantCode)
      .execute(),

  promotionById: (id: number, merchantCode: string, q: Q = db) =>
    q
      .selectFrom('promotions')
      .selectAll()
      .where('id', '=', id)
      .where('merchant_code', '=', merchantCode)
      .executeTakeFirst(),

  /** A promotion's title in `language`, else in `fallback`, else its key (the bonus keeps it). */
  title: async (
    p: { id: number; promotion_key: string },
    language: string,
    fallback: string,
    q: Q = db,
  ): Promise<string> => {
    const texts = await q
      .selectFrom('promotion_texts')
      .select(['language', 'title'])
      .where('promotion_id', '=', p.id)
      .where('language', 'in', [language, fallback])
      .execute();
    return (texts.find((t) => t.language === language) ?? texts[0])?.title ?? p.promotion_key;
  },

  promotionByKey: (merchantCode: string, key: string) =>
    db
      .selectFrom('promotions')
      .selectAll()
      .where('merchant_code', '=', merchantCode)
      .where('promotion_key', '=', key)
      .executeTakeFirst(),

  entriesOf: (memberId: number, q: Q = db) =>
    q
      .selectFrom('promotion_entries')
      .select(['id', 'promotion_id', 'status', 'joined_at', 'deposit_order_id'])
      .where('member_id', '=', memberId)
      .execute(),

  entry: (promotionId: number, memberId: number, q: Q = db) =>
    q
      .selectFrom('promotion_entries')
      .selectAll()
      .where('promotion_id', '=', promotionId)
      .where('member_id', '=', memberId)
      .executeTakeFirst(),

  entryById: (id: number, q: Q = db) =>
    q.selectFrom('promotion_entries').selectAll().where('id', '=', id).executeTakeFirst(),

  insertEntry: async (
    trx: Trx,
    row: {
      promotion_id: number;
      member_id: number;
      status: 'JOINED' | 'APPLYING' | 'ISSUED';
      joined_at: string;
      decided_at?: string | null;
      deposit_order_id?: number | null;
    },
  ) => (await trx.insertInto('promotion_entries').values(row).returning('id').executeTakeFirstOrThrow()).id,

  /** Moves an entry from one status to another; false when it was not in `from` any more. */
  moveEntry: async (
    trx: Trx,
    id: number,
    from: 'JOINED' | 'APPLYING',
    to: { status: 'ISSUED' | 'REJECTED'; at: string; depositOrderId?: number | null; reason?: string | null },
  ) =>
    (
      await trx
        .updateTable('promotion_entries')
        .set({
          status: to.status,
          decided_at: to.at,
          deposit_order_id: to.depositOrderId ?? null,
          reason: to.reason ?? null,
        })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst()
    ).numUpdatedRows === 1n,

  /** Applications waiting for the operator, oldest first. */
  applications: (merchantCode: string) =>
    db
      .selectFrom('promotion_entries as e')
      .innerJoin('promotions as p', 'p.id', 'e.promotion_id')
      .innerJoin('members as m', 'm.id', 'e.member_id')
      .select(['e.id', 'p.promotion_key', 'm.account', 'e.joined_at'])
      .where('p.merchant_code', '=', merchantCode)
      .where('e.status', '=', 'APPLYING')
      .orderBy('e.joined_at')
      .execute(),

  /** When the member registered (the new-member window). */
  memberSince: async (memberId: number, q: Q = db) =>
    (await q.selectFrom('members').select('created_at').where('id', '=', memberId).executeTakeFirst())
      ?.created_at ?? null,

  memberByAccount: (merchantCode: string, account: string) =>
    db
      .selectFrom('members')
      .select(['id', 'account'])
      .where('merchant_code', '=', merchantCode)
      .where('account', '=', account)
      .executeTakeFirst(),

  /** The member's approved deposits, oldest first (deposit-match rules). */
  approvedDeposits: (memberId: number, q: Q = db) =>
    q
      .selectFrom('deposit_orders')
      .select(['id', moneyText('amount').as('amount'), 'decided_at'])
      .where('member_id', '=', memberId)
      .where('status', '=', 'approved')
      .orderBy('decided_at')
      .orderBy('id')
      .execute(),

  /** The member's net loss (stakes minus wins) over the rounds it settled in [from, to), of some game types. */
  netLoss: async (
    memberId: number,
    from: string,
    to: string,
    gameTypes: readonly string[] | null,
    q: Q = db,
  ) =>
    BigInt(
      (
        await q
          .selectFrom('bet_records')
          .select(sql<string>`cast(coalesce(sum(bet_minor - win_minor), 0) as text)`.as('loss'))
          .where('member_id', '=', memberId)
          .where('created_at', '>=', from)
          .where('created_at', '<', to)
          .$if(gameTypes !== null, (b) => b.where('game_type', 'in', gameTypes!))
          .executeTakeFirstOrThrow()
      ).loss,
    ),

  /** The periods of the member's cashback entries already paid, as "<entry id>:<period start>". */
  cashbackClaimed: async (memberId: number, q: Q = db) =>
    new Set(
      (
        await q
          .selectFrom('cashback_claims as c')
          .innerJoin('promotion_entries as e', 'e.id', 'c.entry_id')
          .select(['c.entry_id', 'c.period_start'])
          .where('e.member_id', '=', memberId)
          .execute()
      ).map((c) => `${c.entry_id}:${c.period_start}`),
    ),

  insertCashbackClaim: async (
    trx: Trx,
    row: { entry_id: number; period_start: string; net_loss: bigint; bonus_id: number; claimed_at: string },
  ) => {
    await trx.insertInto('cashback_claims').values(row).execute();
  },

  /** Valid bets per game type the member settled in [from, to). */
  validBetsSince: (memberId: number, from: string, to: string | null, q: Q = db) =>
    q
      .selectFrom('bet_records')
      .select(['game_type', sql<string>`cast(coalesce(sum(valid_bet_minor), 0) as text)`.as('valid_bet')])
      .where('member_id', '=', memberId)
      .where('created_at', '>=', from)
      .$if(to !== null, (b) => b.where('created_at', '<', to!))
      .groupBy('game_type')
      .execute(),
});
export type PromotionRepository = ReturnType<typeof createPromotionRepository>;
