import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { moneyText, type Trx } from '../wallet/ledger.js';

type Executor = Db | Trx;
export type TicketStatus = 'pending' | 'placed' | 'won' | 'lost' | 'cancelled';

export interface TicketInsert {
  ticket_id: string;
  member_id: number;
  node_id: string;
  draw_id: number;
  bet_type: string;
  numbers: string;
  stake: bigint;
  total: bigint;
  mode: 'real' | 'free';
  status: TicketStatus;
  idem_key: string;
  request_hash: string;
  created_at: string;
}

/** SQL of lottery tickets and the play money of free-trial tickets. */
export const createTicketRepository = (db: Db, merchantCode: string) => {
  const ticketQuery = (executor: Executor = db) =>
    executor
      .selectFrom('lottery_tickets as t')
      .innerJoin('lottery_draws as d', 'd.id', 't.draw_id')
      .innerJoin('games as g', (j) =>
        j.onRef('g.node_id', '=', 't.node_id').onRef('g.merchant_code', '=', 't.merchant_code'),
      )
      .select([
        't.id',
        't.ticket_id',
        't.node_id',
        't.bet_type',
        't.numbers',
        't.mode',
        't.status',
        't.created_at',
        't.request_hash',
        moneyText('t.stake').as('stake'),
        moneyText('t.total').as('total'),
        sql<string | null>`cast(${sql.ref('t.win')} as text)`.as('win'),
        'd.draw_no',
        'd.result',
        'g.game_code',
        'g.game_name',
      ])
      .where('t.merchant_code', '=', merchantCode);

  return {
    insert: (trx: Trx, row: TicketInsert) =>
      trx
        .insertInto('lottery_tickets')
        .values({ ...row, merchant_code: merchantCode, win: null, settled_at: null })
        .execute(),

    byKey: (memberId: number, key: string) =>
      ticketQuery().where('t.member_id', '=', memberId).where('t.idem_key', '=', key).executeTakeFirst(),

    byTicketId: (ticketId: string) =>
      ticketQuery().where('t.ticket_id', '=', ticketId).executeTakeFirstOrThrow(),

    /** A refused real ticket (its debit never booked) leaves nothing behind. */
    remove: (ticketId: string, drawId: number) =>
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('lottery_tickets').where('ticket_id', '=', ticketId).execute();
        await trx
          .updateTable('lottery_draws')
          .set({ ticket_count: sql`ticket_count - 1` })
          .where('id', '=', drawId)
          .execute();
      }),

    /** Moves a ticket on from `from`; false when another process already did. */
    transition: async (
      ticketId: string,
      from: TicketStatus,
      to: TicketStatus,
      extra: { win?: bigint; settledAt?: string } = {},
      executor: Executor = db,
    ) =>
      (
        await executor
          .updateTable('lottery_tickets')
          .set({
            status: to,
            ...(extra.win === undefined ? {} : { win: extra.win }),
            ...(extra.settledAt ? { settled_at: extra.settledAt } : {}),
          })
          .where('ticket_id', '=', ticketId)
          .where('status', '=', from)
          .executeTakeFirst()
      ).numUpdatedRows === 1n,

    /** A cancelled ticket's stake is back with the member (its rollback was answered). */
    markRefunded: async (ticketId: string, at: string) => {
      await db
        .updateTable('lottery_tickets')
        .set({ settled_at: at })
        .where('ticket_id', '=', ticketId)
        .where('status', '=', 'cancelled')
        .where('settled_at', 'is', null)
        .execute();
    },

    page: async (
      memberId: number,
      filter: { mode: 'real' | 'free'; nodeId?: string },
      page: { pageNum: number; pageSize: number },
    ) => {
      let base = ticketQuery()
        .where('t.member_id', '=', memberId)
        .where('t.mode', '=', filter.mode)
        .where('t.status', '!=', 'pending');
      if (filter.nodeId) base = base.where('t.node_id', '=', filter.nodeId);
      const rows = await base
        .orderBy('t.id', 'desc')
        .limit(page.pageSize)
        .offset((page.pageNum - 1) * page.pageSize)
        .execute();
      let count = db
        .selectFrom('lottery_tickets')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('merchant_code', '=', merchantCode)
        .where('member_id', '=', memberId)
        .where('mode', '=', filter.mode)
        .where('status', '!=', 'pending');
      if (filter.nodeId) count = count.where('node_id', '=', filter.nodeId);
      const total = Number((await count.executeTakeFirstOrThrow()).n);
      return { rows, total };
    },

    /** The member's lottery games by their latest ticket, newest first. */
    recentNodes: async (memberId: number, limit: number) =>
      (
        await db
          .selectFrom('lottery_tickets')
          .select(['node_id', (eb) => eb.fn.max('id').as('last_id')])
          .where('merchant_code', '=', merchantCode)
          .where('member_id', '=', memberId)
          .groupBy('node_id')
          .orderBy('last_id', 'desc')
          .limit(limit)
          .execute()
      ).map((r) => r.node_id),

    /** The member's play money, created with `initial` on first use. */
    playBalance: async (memberId: number, initial: bigint, executor: Executor = db) => {
      await executor
        .insertInto('lottery_play_wallets')
        .values({ member_id: memberId, balance: initial })
        .onConflict((oc) => oc.column('member_id').doNothing())
        .execute();
      const row = await executor
        .selectFrom('lottery_play_wallets')
        .select(moneyText('balance').as('balance'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      return BigInt(row.balance);
    },

    /** Adds `change` to the play money; a stake (negative) never takes it below zero. */
    changePlay: async (trx: Trx, memberId: number, change: bigint) =>
      (
        await trx
          .updateTable('lottery_play_wallets')
          .set({ balance: sql`balance + ${change}` })
          .where('member_id', '=', memberId)
          .where(sql<boolean>`balance + ${change} >= 0`)
          .executeTakeFirst()
      ).numUpdatedRows === 1n,
  };
};
export type TicketRepository = ReturnType<typeof createTicketRepository>;
export type TicketRow = Awaited<ReturnType<TicketRepository['byTicketId']>>;
