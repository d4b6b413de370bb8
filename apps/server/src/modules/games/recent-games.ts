import { recentGamesLimit, type GameCardListValue } from '@gp/contract/game-lists';
import type { Db } from '../../db/database.js';
import { lockMemberRow } from '../../db/row-lock.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { cardColumns, toGameCard } from './game-card.js';

/** SQL for a member's recently launched games: one row per game, the latest launch time. */
export const createRecentGamesRepository = (db: Db) => ({
  /**
   * Records a launch of one of the member's merchant's games (a game of another merchant, or an unknown
   * node, records nothing and answers false), then keeps only the member's newest `keep` games. The
   * member's row is locked first: two launches that each trim without seeing the other's insert would
   * otherwise leave more than `keep` rows on PostgreSQL.
   */
  record: (memberId: number, nodeId: string, playedAt: string, keep: number): Promise<boolean> =>
    db.transaction().execute(async (trx) => {
      if (!(await lockMemberRow(trx, memberId))) return false;
      const result = await trx
        .insertInto('recent_games')
        .columns(['member_id', 'node_id', 'played_at'])
        .expression((eb) =>
          eb
            .selectFrom('members')
            .innerJoin('games', 'games.merchant_code', 'members.merchant_code')
            .select((s) => ['members.id', 'games.node_id', s.val(playedAt).as('played_at')])
            .where('members.id', '=', memberId)
            .where('games.node_id', '=', nodeId),
        )
        .onConflict((oc) => oc.columns(['member_id', 'node_id']).doUpdateSet({ played_at: playedAt }))
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      await trx
        .deleteFrom('recent_games')
        .where('member_id', '=', memberId)
        .where('node_id', 'not in', (eb) =>
          eb
            .selectFrom('recent_games')
            .select('node_id')
            .where('member_id', '=', memberId)
            .orderBy('played_at', 'desc')
            .orderBy('node_id')
            .limit(keep),
        )
        .execute();
      return true;
    }),

  list: (memberId: number, merchantCode: string, limit: number) =>
    db
      .selectFrom('recent_games')
      .innerJoin('games', 'games.node_id', 'recent_games.node_id')
      .select(cardColumns)
      .where('recent_games.member_id', '=', memberId)
      .where('games.merchant_code', '=', merchantCode)
      .orderBy('recent_games.played_at', 'desc')
      .orderBy('recent_games.node_id')
      .limit(limit)
      .execute(),
});

export type RecentGamesRepository = ReturnType<typeof createRecentGamesRepository>;

/**
 * Recent games (spec 7.3, T): the member's newest distinct launches, newest first, at most
 * `recentGamesLimit`. The game-launch module calls `recordRecentGame` when a game starts.
 */
export const createRecentGamesService = (deps: { repo: RecentGamesRepository; clock: Clock }) => {
  const { repo, clock } = deps;
  return {
    /** Throws game_not_found when the node is no game of the member's merchant. */
    recordRecentGame: async (memberId: number, nodeId: string): Promise<void> => {
      const recorded = await repo.record(memberId, nodeId, clock().toISOString(), recentGamesLimit);
      if (!recorded) throw new AppError('game_not_found', `No game '${nodeId}' for member ${memberId}`);
    },

    recentGames: async (
      owner: { memberId: number; merchantCode: string },
      language?: string,
    ): Promise<GameCardListValue> => ({
      list: (await repo.list(owner.memberId, owner.merchantCode, recentGamesLimit)).map((r) =>
        toGameCard(r, language),
      ),
    }),
  };
};

export type RecentGamesService = ReturnType<typeof createRecentGamesService>;
