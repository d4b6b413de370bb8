import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { moneyText, sumText, type Trx } from '../wallet/ledger.js';

type Q = Db | Trx;
type Range = { start: string; end: string };

/** SQL of missions (issue 20): the missions, what the member's records count toward them, claims. */
export const createMissionsRepository = (db: Db) => ({
  missions: (merchantCode: string, q: Q = db) =>
    q
      .selectFrom('missions')
      .select([
        'id',
        'period',
        'kind',
        'game_type',
        moneyText('target').as('target'),
        moneyText('reward').as('reward'),
        'mission_points',
        'names',
        'active',
      ])
      .where('merchant_code', '=', merchantCode)
      .orderBy('period')
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),

  insertMission: (row: {
    merchant_code: string;
    period: 'D' | 'W';
    kind: 'BET' | 'WIN_ROUNDS' | 'DEPOSIT' | 'LOGIN_STREAK';
    game_type: string | null;
    target: bigint;
    reward: bigint;
    mission_points: number;
    names: string;
    sort_order: number;
  }) => db.insertInto('missions').values(row).returning('id').executeTakeFirstOrThrow(),

  setActive: async (merchantCode: string, id: number, active: boolean) =>
    (
      await db
        .updateTable('missions')
        .set({ active: active ? 1 : 0 })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .executeTakeFirst()
    ).numUpdatedRows === 1n,

  /** Valid bets in the range, of one game type or all. */
  validBets: async (memberId: number, range: Range, gameType: string | null, q: Q = db) =>
    BigInt(
      (
        await q
          .selectFrom('bet_records')
          .select(sumText('valid_bet_minor').as('total'))
          .where('member_id', '=', memberId)
          .where('created_at', '>=', range.start)
          .where('created_at', '<', range.end)
          .$if(gameType !== null, (b) => b.where('game_type', '=', gameType!))
          .executeTakeFirstOrThrow()
      ).total,
    ),

  /** Rounds the member won (paid more than staked) in the range. */
  winningRounds: async (memberId: number, range: Range, q: Q = db) =>
    Number(
      (
        await q
          .selectFrom('bet_records')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('member_id', '=', memberId)
          .where('created_at', '>=', range.start)
          .where('created_at', '<', range.end)
          .whereRef('win_minor', '>', 'bet_minor')
          .executeTakeFirstOrThrow()
      ).n,
    ),

  deposits: async (memberId: number, range: Range, q: Q = db) =>
    BigInt(
      (
        await q
          .selectFrom('deposit_orders')
          .select(sumText('amount').as('total'))
          .where('member_id', '=', memberId)
          .where('status', '=', 'approved')
          .where('decided_at', '>=', range.start)
          .where('decided_at', '<', range.end)
          .executeTakeFirstOrThrow()
      ).total,
    ),

  /** Instants of the member's successful logins in the range (a week holds few). */
  logins: (memberId: number, range: Range, q: Q = db) =>
    q
      .selectFrom('login_events')
      .select('at')
      .where('member_id', '=', memberId)
      .where('result', '=', 'success')
      .where('at', '>=', range.start)
      .where('at', '<', range.end)
      .execute(),

  claims: (memberId: number, periodStarts: readonly string[], q: Q = db) =>
    q
      .selectFrom('mission_claims')
      .select(['mission_id', 'period_start'])
      .where('member_id', '=', memberId)
      .where('period_start', 'in', periodStarts)
      .execute(),

  insertClaim: async (
    trx: Trx,
    row: {
      merchant_code: string;
      member_id: number;
      mission_id: number;
      period_start: string;
      reward: bigint;
      mission_points: number;
      entry_id: number;
      claimed_at: string;
    },
  ) => {
    await trx.insertInto('mission_claims').values(row).execute();
  },

  /** The member's own mission points claimed in the range (its summary: no need to rank everyone). */
  pointsOf: async (memberId: number, range: Range) =>
    Number(
      (
        await db
          .selectFrom('mission_claims')
          .select(sql<number | string>`coalesce(sum(mission_points), 0)`.as('points'))
          .where('member_id', '=', memberId)
          .where('claimed_at', '>=', range.start)
          .where('claimed_at', '<', range.end)
          .executeTakeFirstOrThrow()
      ).points,
    ),

  /** Mission points per member claimed in the range, most first. */
  standings: (merchantCode: string, range: Range) =>
    db
      .selectFrom('mission_claims as c')
      .innerJoin('members as m', 'm.id', 'c.member_id')
      .select(['c.member_id', 'm.account', sql<number | string>`sum(c.mission_points)`.as('points')])
      .where('c.merchant_code', '=', merchantCode)
      .where('c.claimed_at', '>=', range.start)
      .where('c.claimed_at', '<', range.end)
      .groupBy(['c.member_id', 'm.account'])
      .orderBy(sql`sum(c.mission_points)`, 'desc')
      .orderBy('c.member_id')
      .execute(),
});

export type MissionsRepository = ReturnType<typeof createMissionsRepository>;
