import type { PointEntryKind, RedeemStatus, RewardKind } from '@gp/contract/points';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { pageWithTotal } from '../../db/page-with-total.js';
import { moneyText, sumText, type Trx } from '../wallet/ledger.js';

type Q = Db | Trx;

const rewardColumns = [
  'id',
  'kind',
  'names',
  'descriptions',
  moneyText('points').as('points'),
  moneyText('amount').as('amount'),
  'turnover_multiple',
  'stock',
  'image_url',
  'active',
  'sort_order',
] as const;

const orderColumns = [
  'id',
  'member_id',
  'reward_id',
  'reward_names',
  'kind',
  moneyText('points').as('points'),
  moneyText('amount').as('amount'),
  'status',
  'delivery',
  'remark',
  'created_at',
  'decided_at',
  'entry_id',
] as const;

/** SQL of the points mall (issue 20): terms, rates, accounts, the journal, rewards and redeem orders. */
export const createPointsRepository = (db: Db) => ({
  settings: (merchantCode: string, q: Q = db) =>
    q
      .selectFrom('point_settings')
      .select([
        moneyText('exchange_ratio').as('exchange_ratio'),
        moneyText('points_requirement').as('points_requirement'),
        moneyText('amount_requirement').as('amount_requirement'),
      ])
      .where('merchant_code', '=', merchantCode)
      .executeTakeFirst(),

  setSettings: async (
    merchantCode: string,
    terms: { exchangeRatio: bigint; pointsRequirement: bigint; amountRequirement: bigint },
  ) => {
    const values = {
      exchange_ratio: terms.exchangeRatio,
      points_requirement: terms.pointsRequirement,
      amount_requirement: terms.amountRequirement,
    };
    await db
      .insertInto('point_settings')
      .values({ merchant_code: merchantCode, ...values })
      .onConflict((oc) => oc.column('merchant_code').doUpdateSet(values))
      .execute();
  },

  rates: (merchantCode: string, q: Q = db) =>
    q
      .selectFrom('point_rates')
      .select(['game_type', moneyText('rate').as('rate')])
      .where('merchant_code', '=', merchantCode)
      .orderBy('game_type')
      .execute(),

  rateOf: async (trx: Trx, merchantCode: string, gameType: string) => {
    const row = await trx
      .selectFrom('point_rates')
      .select(moneyText('rate').as('rate'))
      .where('merchant_code', '=', merchantCode)
      .where('game_type', '=', gameType)
      .executeTakeFirst();
    return row ? BigInt(row.rate) : 0n;
  },

  /** A rate of 0 stops the type earning (the row goes). */
  setRate: async (merchantCode: string, gameType: string, rate: bigint) => {
    if (rate === 0n) {
      await db
        .deleteFrom('point_rates')
        .where('merchant_code', '=', merchantCode)
        .where('game_type', '=', gameType)
        .execute();
      return;
    }
    await db
      .insertInto('point_rates')
      .values({ merchant_code: merchantCode, game_type: gameType, rate })
      .onConflict((oc) => oc.columns(['merchant_code', 'game_type']).doUpdateSet({ rate }))
      .execute();
  },

  account: (merchantCode: string, memberId: number, q: Q = db) =>
    q
      .selectFrom('point_accounts')
      .select([moneyText('balance').as('balance'), moneyText('earned').as('earned')])
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .executeTakeFirst(),

  /**
   * Adds `points` (> 0) to the member's account, creating it on first use, in one statement: the
   * upsert takes the row lock, so concurrent credits of one member are applied one after the other.
   * `earned` grows too when the credit is new points (not points given back).
   */
  credit: async (trx: Trx, merchantCode: string, memberId: number, points: bigint, earned: boolean) => {
    const earnedBy = earned ? points : 0n;
    const row = await trx
      .insertInto('point_accounts')
      .values({ merchant_code: merchantCode, member_id: memberId, balance: points, earned: earnedBy })
      .onConflict((oc) =>
        oc.columns(['merchant_code', 'member_id']).doUpdateSet({
          balance: sql`point_accounts.balance + ${points}`,
          earned: sql`point_accounts.earned + ${earnedBy}`,
        }),
      )
      .returning(moneyText('balance').as('balance'))
      .executeTakeFirstOrThrow();
    return BigInt(row.balance);
  },

  /**
   * Takes `points` (> 0) when the account holds `holding` (at least `points`): a guarded update, so on
   * PostgreSQL a racing debit waits for the row and re-checks the balance it left. Undefined when it
   * does not hold them.
   */
  debit: async (trx: Trx, merchantCode: string, memberId: number, points: bigint, holding = points) => {
    const row = await trx
      .updateTable('point_accounts')
      .set({ balance: sql`balance - ${points}` })
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('balance', '>=', holding)
      .returning(moneyText('balance').as('balance'))
      .executeTakeFirst();
    return row ? BigInt(row.balance) : undefined;
  },

  insertLine: (
    trx: Trx,
    line: {
      merchant_code: string;
      member_id: number;
      kind: PointEntryKind;
      points: bigint;
      balance_after: bigint;
      reference: string;
      detail: string;
      created_at: string;
    },
  ) => trx.insertInto('point_journal').values(line).returning('id').executeTakeFirstOrThrow(),

  /** The member's journal, newest first, by kind and [from, to). */
  lines: (
    memberId: number,
    filter: { kind?: PointEntryKind | undefined; from?: string | undefined; to?: string | undefined },
    page: { num: number; size: number },
  ) => {
    const base = db
      .selectFrom('point_journal')
      .where('member_id', '=', memberId)
      .$if(filter.kind !== undefined, (b) => b.where('kind', '=', filter.kind!))
      .$if(filter.from !== undefined, (b) => b.where('created_at', '>=', filter.from!))
      .$if(filter.to !== undefined, (b) => b.where('created_at', '<', filter.to!));
    return pageWithTotal(
      base,
      base
        .select([
          'id',
          'kind',
          moneyText('points').as('points'),
          moneyText('balance_after').as('balance_after'),
          'detail',
          'created_at',
        ])
        .orderBy('id', 'desc'),
      page.num,
      page.size,
    );
  },

  /** Approved deposits of the member, in minor units (the amount requirement). */
  depositTotal: async (merchantCode: string, memberId: number, q: Q = db) =>
    BigInt(
      (
        await q
          .selectFrom('deposit_orders')
          .select(sumText('amount').as('total'))
          .where('merchant_code', '=', merchantCode)
          .where('member_id', '=', memberId)
          .where('status', '=', 'approved')
          .executeTakeFirstOrThrow()
      ).total,
    ),

  /** The member's payment password hash (the password-check relay). */
  memberSecret: (merchantCode: string, memberId: number) =>
    db
      .selectFrom('members')
      .select(['id', 'payment_password_hash'])
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', memberId)
      .executeTakeFirst(),

  memberByAccount: (merchantCode: string, account: string) =>
    db
      .selectFrom('members')
      .select('id')
      .where('merchant_code', '=', merchantCode)
      .where('account', '=', account)
      .executeTakeFirst(),

  rewards: (
    merchantCode: string,
    filter: { kind?: RewardKind | undefined; activeOnly: boolean },
    page: { num: number; size: number },
  ) => {
    const base = db
      .selectFrom('point_rewards')
      .where('merchant_code', '=', merchantCode)
      .$if(filter.activeOnly, (b) => b.where('active', '=', 1))
      .$if(filter.kind !== undefined, (b) => b.where('kind', '=', filter.kind!));
    return pageWithTotal(
      base,
      base.select(rewardColumns).orderBy('sort_order').orderBy('points').orderBy('id'),
      page.num,
      page.size,
    );
  },

  reward: (merchantCode: string, id: number, q: Q = db) =>
    q
      .selectFrom('point_rewards')
      .select(rewardColumns)
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .executeTakeFirst(),

  /** Names (JSON) of rewards by id, for the lines that name them. */
  rewardNames: async (ids: readonly number[]) =>
    ids.length === 0
      ? []
      : db.selectFrom('point_rewards').select(['id', 'names']).where('id', 'in', ids).execute(),

  insertReward: (row: {
    merchant_code: string;
    kind: RewardKind;
    names: string;
    descriptions: string;
    points: bigint;
    amount: bigint | null;
    turnover_multiple: number | null;
    stock: number | null;
    image_url: string | null;
    sort_order: number;
  }) => db.insertInto('point_rewards').values(row).returning('id').executeTakeFirstOrThrow(),

  updateReward: async (
    merchantCode: string,
    id: number,
    change: { stock?: number | null; active?: number },
  ) =>
    (
      await db
        .updateTable('point_rewards')
        .set(change)
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .executeTakeFirst()
    ).numUpdatedRows === 1n,

  /** One off the reward's stock when it has one left (or is unlimited) and is active; false otherwise. */
  takeStock: async (trx: Trx, merchantCode: string, id: number) =>
    (
      await trx
        .updateTable('point_rewards')
        .set({ stock: sql`case when stock is null then null else stock - 1 end` })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('active', '=', 1)
        .where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>', 0)]))
        .executeTakeFirst()
    ).numUpdatedRows === 1n,

  returnStock: async (trx: Trx, id: number) => {
    await trx
      .updateTable('point_rewards')
      .set({ stock: sql`case when stock is null then null else stock + 1 end` })
      .where('id', '=', id)
      .execute();
  },

  insertOrder: (
    trx: Trx,
    row: {
      merchant_code: string;
      member_id: number;
      reward_id: number;
      reward_names: string;
      kind: RewardKind;
      points: bigint;
      amount: bigint | null;
      status: RedeemStatus;
      delivery: string | null;
      created_at: string;
      decided_at: string | null;
    },
  ) => trx.insertInto('point_redeem_orders').values(row).returning('id').executeTakeFirstOrThrow(),

  setOrderEntry: async (trx: Trx, id: number, entryId: number) => {
    await trx.updateTable('point_redeem_orders').set({ entry_id: entryId }).where('id', '=', id).execute();
  },

  order: (id: number, q: Q = db) =>
    q.selectFrom('point_redeem_orders').select(orderColumns).where('id', '=', id).executeTakeFirst(),

  /** applying -> passed | rejected; undefined when the order is not (or no longer) applying. */
  decideOrder: (
    trx: Trx,
    merchantCode: string,
    id: number,
    decision: { status: 'passed' | 'rejected'; remark: string | null; at: string },
  ) =>
    trx
      .updateTable('point_redeem_orders')
      .set({ status: decision.status, remark: decision.remark, decided_at: decision.at })
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .where('status', '=', 'applying')
      .returning(['member_id', 'reward_id', moneyText('points').as('points')])
      .executeTakeFirst(),

  orders: (
    filter: { merchantCode: string; memberId?: number; status?: RedeemStatus | undefined },
    page: { num: number; size: number },
  ) => {
    const base = db
      .selectFrom('point_redeem_orders')
      .where('merchant_code', '=', filter.merchantCode)
      .$if(filter.memberId !== undefined, (b) => b.where('member_id', '=', filter.memberId!))
      .$if(filter.status !== undefined, (b) => b.where('status', '=', filter.status!));
    return pageWithTotal(base, base.select(orderColumns).orderBy('id', 'desc'), page.num, page.size);
  },
});

export type PointsRepository = ReturnType<typeof createPointsRepository>;
