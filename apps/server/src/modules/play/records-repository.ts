import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DatabaseSchema } from '../../db/schema.js';
import { cardColumns } from '../games/game-card.js';
import { moneyText, sumText } from '../wallet/ledger.js';

export interface RecordFilter {
  memberId: number;
  from?: string;
  to?: string;
  gameType?: string;
  vendor?: string;
}

type BetQuery = SelectQueryBuilder<DatabaseSchema, 'bet_records', object>;

const filtered = (db: Db, f: RecordFilter): BetQuery => {
  let q = db.selectFrom('bet_records').where('member_id', '=', f.memberId);
  if (f.from) q = q.where('created_at', '>=', f.from);
  if (f.to) q = q.where('created_at', '<', f.to);
  if (f.gameType) q = q.where('game_type', '=', f.gameType);
  if (f.vendor) q = q.where('vendor_code', '=', f.vendor);
  return q;
};

const totalsColumns = (q: BetQuery) =>
  q.select((eb) => [
    eb.fn.countAll<number | string>().as('rounds'),
    sumText('bet_minor').as('bet'),
    sumText('valid_bet_minor').as('valid_bet'),
    sumText('win_minor').as('win'),
  ]);

/** SQL of bet records, profit and loss, and the winner board (table bet_records). */
export const createRecordsRepository = (db: Db) => ({
  page: async (f: RecordFilter, pageNum: number, pageSize: number) => {
    const totals = await totalsColumns(filtered(db, f)).executeTakeFirstOrThrow();
    const rows = await filtered(db, f)
      .select([
        'id',
        'round_id',
        'vendor_code',
        'node_id',
        'game_name',
        'game_type',
        'status',
        'created_at',
        moneyText('bet_minor').as('bet'),
        moneyText('valid_bet_minor').as('valid_bet'),
        moneyText('win_minor').as('win'),
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute();
    return { totals, rows };
  },

  /**
   * The member's open real-money rounds (stakes taken, no result yet) matching the filters, newest
   * first: they are bets without a record until they settle.
   */
  pending: (merchantCode: string, f: RecordFilter, limit: number) => {
    let q = db
      .selectFrom('game_rounds as r')
      .innerJoin('games as g', (join) =>
        join.onRef('g.node_id', '=', 'r.node_id').onRef('g.merchant_code', '=', 'r.merchant_code'),
      )
      .select([
        'r.round_id',
        'g.vendor_code',
        'r.node_id',
        'g.game_name',
        'g.game_type',
        'r.created_at',
        moneyText('r.bet').as('bet'),
      ])
      .where('r.merchant_code', '=', merchantCode)
      .where('r.member_id', '=', f.memberId)
      .where('r.mode', '=', 'real')
      .where('r.status', '=', 'open');
    if (f.from) q = q.where('r.created_at', '>=', f.from);
    if (f.to) q = q.where('r.created_at', '<', f.to);
    if (f.gameType) q = q.where('g.game_type', '=', f.gameType);
    if (f.vendor) q = q.where('g.vendor_code', '=', f.vendor);
    return q.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(limit).execute();
  },

  /** The merchant's vendors, in lane order (a vendor of several categories comes once per category). */
  vendors: (merchantCode: string) =>
    db
      .selectFrom('vendors')
      .select(['code', 'name'])
      .where('merchant_code', '=', merchantCode)
      .orderBy('sort_order')
      .orderBy('category')
      .execute(),

  totalsByGameType: (f: RecordFilter) =>
    totalsColumns(filtered(db, f)).select('game_type').groupBy('game_type').orderBy('game_type').execute(),

  /** Biggest wins of the merchant since `since`, with the game's catalogue card columns. */
  biggestWins: (merchantCode: string, since: string, gameType: string | undefined, limit: number) => {
    let q = db
      .selectFrom('bet_records')
      .innerJoin('members', 'members.id', 'bet_records.member_id')
      .innerJoin('games', 'games.node_id', 'bet_records.node_id')
      .select([
        ...cardColumns,
        'members.account',
        'bet_records.created_at',
        moneyText('bet_records.win_minor').as('win'),
      ])
      .where('bet_records.merchant_code', '=', merchantCode)
      .where('bet_records.win_minor', '>', 0)
      .where('bet_records.created_at', '>=', since);
    if (gameType) q = q.where('bet_records.game_type', '=', gameType);
    return q
      .orderBy('bet_records.win_minor', 'desc')
      .orderBy('bet_records.id', 'desc')
      .limit(limit)
      .execute();
  },
});
export type RecordsRepository = ReturnType<typeof createRecordsRepository>;
