import type { Db } from '../../db/database.js';
import { moneyText, sumText, type Trx } from '../wallet/ledger.js';

type Q = Db | Trx;

const raffleColumns = [
  'id',
  'names',
  'basis',
  moneyText('ticket_amount').as('ticket_amount'),
  'starts_at',
  'ends_at',
  'draw_at',
  'prizes',
  'status',
  'drawn_at',
] as const;

/** SQL of raffles (issue 20): raffles, what a member's records earn, entries, the draw and winners. */
export const createRaffleRepository = (db: Db) => ({
  /** Raffles not drawn, and those drawn since `since`, soonest draw first. */
  current: (merchantCode: string, since: string) =>
    db
      .selectFrom('raffles')
      .select(raffleColumns)
      .where('merchant_code', '=', merchantCode)
      .where((eb) => eb.or([eb('status', '=', 'open'), eb('drawn_at', '>=', since)]))
      .orderBy('draw_at')
      .orderBy('id')
      .execute(),

  raffle: (merchantCode: string, id: number, q: Q = db) =>
    q
      .selectFrom('raffles')
      .select(raffleColumns)
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .executeTakeFirst(),

  lastDrawn: (merchantCode: string) =>
    db
      .selectFrom('raffles')
      .select(raffleColumns)
      .where('merchant_code', '=', merchantCode)
      .where('status', '=', 'drawn')
      .orderBy('drawn_at', 'desc')
      .limit(1)
      .executeTakeFirst(),

  insertRaffle: (row: {
    merchant_code: string;
    names: string;
    basis: 'DEPOSIT' | 'VALID_BET';
    ticket_amount: bigint;
    starts_at: string;
    ends_at: string;
    draw_at: string;
    prizes: string;
  }) =>
    db
      .insertInto('raffles')
      .values({ ...row, status: 'open' })
      .returning('id')
      .executeTakeFirstOrThrow(),

  /** Moves the draw time (the operator's "draw now"); false when the raffle is drawn already. */
  setDrawAt: async (merchantCode: string, id: number, at: string) =>
    (
      await db
        .updateTable('raffles')
        .set({ draw_at: at, ends_at: at })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst()
    ).numUpdatedRows === 1n,

  /** Approved deposits or valid bets of the member in [from, to). */
  earned: async (basis: 'DEPOSIT' | 'VALID_BET', memberId: number, from: string, to: string, q: Q = db) =>
    BigInt(
      (basis === 'DEPOSIT'
        ? await q
            .selectFrom('deposit_orders')
            .select(sumText('amount').as('total'))
            .where('member_id', '=', memberId)
            .where('status', '=', 'approved')
            .where('decided_at', '>=', from)
            .where('decided_at', '<', to)
            .executeTakeFirstOrThrow()
        : await q
            .selectFrom('bet_records')
            .select(sumText('valid_bet_minor').as('total'))
            .where('member_id', '=', memberId)
            .where('created_at', '>=', from)
            .where('created_at', '<', to)
            .executeTakeFirstOrThrow()
      ).total,
    ),

  entry: (raffleId: number, memberId: number, q: Q = db) =>
    q
      .selectFrom('raffle_entries')
      .select('tickets')
      .where('raffle_id', '=', raffleId)
      .where('member_id', '=', memberId)
      .executeTakeFirst(),

  /** Raises the member's claimed tickets to `tickets`; false when it held as many already. */
  raiseEntry: async (trx: Trx, raffleId: number, memberId: number, tickets: number, at: string) => {
    const result = await trx
      .insertInto('raffle_entries')
      .values({ raffle_id: raffleId, member_id: memberId, tickets, claimed_at: at })
      .onConflict((oc) =>
        oc
          .columns(['raffle_id', 'member_id'])
          .doUpdateSet({ tickets, claimed_at: at })
          .where('raffle_entries.tickets', '<', tickets),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  },

  totalTickets: async (raffleId: number, q: Q = db) =>
    Number(
      (
        await q
          .selectFrom('raffle_entries')
          .select(sumText('tickets').as('total'))
          .where('raffle_id', '=', raffleId)
          .executeTakeFirstOrThrow()
      ).total,
    ),

  entries: (trx: Trx, raffleId: number) =>
    trx
      .selectFrom('raffle_entries')
      .select(['member_id', 'tickets'])
      .where('raffle_id', '=', raffleId)
      .where('tickets', '>', 0)
      .orderBy('member_id')
      .execute(),

  /** Raffles whose draw time has come, not yet drawn. */
  due: (merchantCode: string, now: string) =>
    db
      .selectFrom('raffles')
      .select('id')
      .where('merchant_code', '=', merchantCode)
      .where('status', '=', 'open')
      .where('draw_at', '<=', now)
      .orderBy('draw_at')
      .execute(),

  /**
   * Takes the draw: open -> drawn in the draw's own transaction. On PostgreSQL a second process's
   * update waits for the first to commit and then finds the raffle drawn (false); on SQLite the one
   * writer does the same. A draw that fails rolls this back with it, so the raffle stays open.
   */
  takeDraw: async (trx: Trx, id: number, at: string) =>
    (
      await trx
        .updateTable('raffles')
        .set({ status: 'drawn', drawn_at: at })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst()
    ).numUpdatedRows === 1n,

  insertWinner: async (
    trx: Trx,
    row: {
      raffle_id: number;
      rank: number;
      member_id: number;
      tickets: number;
      prize: bigint;
      entry_id: number;
    },
  ) => {
    await trx.insertInto('raffle_winners').values(row).execute();
  },

  winners: (raffleIds: readonly number[]) =>
    raffleIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('raffle_winners as w')
          .innerJoin('members as m', 'm.id', 'w.member_id')
          .select([
            'w.raffle_id',
            'w.rank',
            'w.member_id',
            'm.account',
            'w.tickets',
            moneyText('w.prize').as('prize'),
          ])
          .where('w.raffle_id', 'in', raffleIds)
          .orderBy('w.raffle_id')
          .orderBy('w.rank')
          .execute(),
});

export type RaffleRepository = ReturnType<typeof createRaffleRepository>;
