import { sql, type ExpressionBuilder } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.js';
import type { Db } from '../../db/database.js';
import { moneyText, type Trx } from '../wallet/ledger.js';
import { defaultSettings } from './lottery-rules.js';

type Executor = Db | Trx;

/** Catalogue vendors whose games are lottery games (spec 3: LOTT, ELOTT, TCG_LOTTO_VN, TCG_SEA). */
export const lotteryVendors = ['LOTT', 'ELOTT', 'TCG_LOTTO_VN', 'TCG_SEA'] as const;

export interface LotteryGameRow {
  nodeId: string;
  gameCode: string;
  vendorCode: string;
  gameName: string;
  iconUrl: string;
  intervalSeconds: number;
  closeSeconds: number;
  digits: number;
  groupCode: string;
}

const drawColumns = [
  'id',
  'node_id',
  'draw_no',
  'draw_at',
  'close_at',
  'status',
  'result',
  'ticket_count',
] as const;

/**
 * Tickets settlement still owes something: pending or placed, or cancelled while their refund (the
 * rollback of the stake) is not yet answered (settled_at null, settlement.ts cancelTicket).
 */
const unsettled = (eb: ExpressionBuilder<DatabaseSchema, 'lottery_tickets'>) =>
  eb.or([
    eb('status', 'in', ['pending', 'placed']),
    eb.and([eb('status', '=', 'cancelled'), eb('settled_at', 'is', null)]),
  ]);

/** SQL of the number lottery (the only file of the module that touches the database). */
export const createLotteryRepository = (db: Db, merchantCode: string) => {
  const gamesQuery = () =>
    db
      .selectFrom('games as g')
      .innerJoin('lottery_games as l', (j) =>
        j.onRef('l.node_id', '=', 'g.node_id').onRef('l.merchant_code', '=', 'g.merchant_code'),
      )
      .select([
        'g.node_id',
        'g.game_code',
        'g.vendor_code',
        'g.game_name',
        'g.icon_url',
        'l.interval_seconds',
        'l.close_seconds',
        'l.digits',
        'l.group_code',
      ])
      .where('g.merchant_code', '=', merchantCode)
      .where('l.enabled', '=', 1);
  type GameSelect = Awaited<ReturnType<ReturnType<typeof gamesQuery>['execute']>>[number];
  const toGame = (r: GameSelect): LotteryGameRow => ({
    nodeId: r.node_id,
    gameCode: r.game_code,
    vendorCode: r.vendor_code,
    gameName: r.game_name,
    iconUrl: r.icon_url,
    intervalSeconds: r.interval_seconds,
    closeSeconds: r.close_seconds,
    digits: r.digits,
    groupCode: r.group_code,
  });

  return {
    /** Gives every lottery catalogue game without settings its defaults (safe to run in every process). */
    syncGames: async () => {
      const missing = await db
        .selectFrom('games as g')
        .leftJoin('lottery_games as l', (j) =>
          j.onRef('l.node_id', '=', 'g.node_id').onRef('l.merchant_code', '=', 'g.merchant_code'),
        )
        .select(['g.node_id', 'g.game_name'])
        .where('g.merchant_code', '=', merchantCode)
        .where('g.vendor_code', 'in', lotteryVendors)
        .where('l.node_id', 'is', null)
        .execute();
      for (let i = 0; i < missing.length; i += 200) {
        const rows = missing.slice(i, i + 200).map((g) => {
          const s = defaultSettings(g.game_name);
          return {
            merchant_code: merchantCode,
            node_id: g.node_id,
            interval_seconds: s.intervalSeconds,
            close_seconds: s.closeSeconds,
            digits: s.digits,
            group_code: s.groupCode,
            enabled: 1,
          };
        });
        await db
          .insertInto('lottery_games')
          .values(rows)
          .onConflict((oc) => oc.columns(['merchant_code', 'node_id']).doNothing())
          .execute();
      }
    },

    games: async (vendorCodes: readonly string[]) =>
      vendorCodes.length === 0
        ? []
        : (
            await gamesQuery()
              .where('g.vendor_code', 'in', vendorCodes)
              .orderBy('g.vendor_code')
              .orderBy('g.sort_order')
              .orderBy('g.node_id')
              .execute()
          ).map(toGame),

    gameByCode: async (gameCode: string) => {
      const row = await gamesQuery().where('g.game_code', '=', gameCode).executeTakeFirst();
      return row && toGame(row);
    },

    gamesByNodes: async (nodeIds: readonly string[]) =>
      nodeIds.length === 0
        ? []
        : (await gamesQuery().where('g.node_id', 'in', nodeIds).execute()).map(toGame),

    /** The draw row (created pending on first need; concurrent creators meet on the unique key). */
    ensureDraw: async (
      draw: { nodeId: string; drawNo: number; drawAt: string; closeAt: string },
      executor: Executor = db,
    ) => {
      await executor
        .insertInto('lottery_draws')
        .values({
          merchant_code: merchantCode,
          node_id: draw.nodeId,
          draw_no: draw.drawNo,
          draw_at: draw.drawAt,
          close_at: draw.closeAt,
          status: 'pending',
          result: null,
          ticket_count: 0,
          opened_at: null,
          opened_by: null,
          settled_at: null,
        })
        .onConflict((oc) => oc.columns(['merchant_code', 'node_id', 'draw_no']).doNothing())
        .execute();
      return executor
        .selectFrom('lottery_draws')
        .select(drawColumns)
        .where('merchant_code', '=', merchantCode)
        .where('node_id', '=', draw.nodeId)
        .where('draw_no', '=', draw.drawNo)
        .executeTakeFirstOrThrow();
    },

    /**
     * Counts a ticket on a draw still taking bets. On PostgreSQL this row update serializes with the
     * opener's claim: a ticket either commits before the draw opens (and is settled) or is refused.
     */
    joinDraw: async (trx: Trx, drawId: number, now: string) =>
      (
        await trx
          .updateTable('lottery_draws')
          .set({ ticket_count: sql`ticket_count + 1` })
          .where('id', '=', drawId)
          .where('status', '=', 'pending')
          .where('close_at', '>', now)
          .executeTakeFirst()
      ).numUpdatedRows === 1n,

    /** Opens a draw: only the process whose UPDATE finds it pending writes the result. */
    claimDraw: async (drawId: number, result: string, now: string, by: string) =>
      (
        await db
          .updateTable('lottery_draws')
          .set({ status: 'drawn', result, opened_at: now, opened_by: by })
          .where('id', '=', drawId)
          .where('status', '=', 'pending')
          .executeTakeFirst()
      ).numUpdatedRows === 1n,

    /** Draws whose time has come and that nobody opened yet (catch-up after downtime included). */
    dueDraws: (now: string, limit: number) =>
      db
        .selectFrom('lottery_draws')
        .select(drawColumns)
        .where('merchant_code', '=', merchantCode)
        .where('status', '=', 'pending')
        .where('draw_at', '<=', now)
        .orderBy('draw_at')
        .limit(limit)
        .execute(),

    /** Deletes settled draws nobody bet on from before `before` (history shows the latest 100 only). */
    pruneEmptyDraws: async (before: string) =>
      Number(
        (
          await db
            .deleteFrom('lottery_draws')
            .where('merchant_code', '=', merchantCode)
            .where('status', '=', 'settled')
            .where('ticket_count', '=', 0)
            .where('draw_at', '<', before)
            .executeTakeFirst()
        ).numDeletedRows,
      ),

    /** Opened draws with tickets still to settle, oldest first. */
    drawsToSettle: (limit: number) =>
      db
        .selectFrom('lottery_draws')
        .select(drawColumns)
        .where('merchant_code', '=', merchantCode)
        .where('status', '=', 'drawn')
        .orderBy('draw_at')
        .limit(limit)
        .execute(),

    markDrawSettled: (drawId: number, now: string) =>
      db
        .updateTable('lottery_draws')
        .set({ status: 'settled', settled_at: now })
        .where('id', '=', drawId)
        .where('status', '=', 'drawn')
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('lottery_tickets')
                .select('id')
                .where('draw_id', '=', drawId)
                .where((t) => unsettled(t)),
            ),
          ),
        )
        .execute(),

    ticketsToSettle: (drawId: number) =>
      db
        .selectFrom('lottery_tickets')
        .select([
          'id',
          'ticket_id',
          'member_id',
          'node_id',
          'bet_type',
          'numbers',
          'mode',
          'status',
          moneyText('stake').as('stake'),
        ])
        .where('draw_id', '=', drawId)
        .where((t) => unsettled(t))
        .orderBy('id')
        .execute(),

    /** The latest opened draw of each game. */
    latestOpened: async (nodeIds: readonly string[]) => {
      if (nodeIds.length === 0) return [];
      const latest = db
        .selectFrom('lottery_draws')
        .select(['node_id', (eb) => eb.fn.max('draw_no').as('max_no')])
        .where('merchant_code', '=', merchantCode)
        .where('status', '!=', 'pending')
        .where('node_id', 'in', nodeIds)
        .groupBy('node_id')
        .as('x');
      return db
        .selectFrom('lottery_draws as d')
        .innerJoin(latest, (j) => j.onRef('x.node_id', '=', 'd.node_id').onRef('x.max_no', '=', 'd.draw_no'))
        .select(['d.node_id', 'd.draw_no', 'd.result'])
        .where('d.merchant_code', '=', merchantCode)
        .execute();
    },

    history: (nodeId: string, limit: number) =>
      db
        .selectFrom('lottery_draws')
        .select(['node_id', 'draw_no', 'result'])
        .where('merchant_code', '=', merchantCode)
        .where('node_id', '=', nodeId)
        .where('status', '!=', 'pending')
        .orderBy('draw_no', 'desc')
        .limit(limit)
        .execute(),
  };
};
export type LotteryRepository = ReturnType<typeof createLotteryRepository>;
