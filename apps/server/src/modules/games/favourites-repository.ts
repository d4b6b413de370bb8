import type { Db } from '../../db/database.js';
import { lockMemberRow } from '../../db/row-lock.js';
import { cardColumns, type CardRow } from './game-card.js';

/** SQL for a member's favourite games; every query is scoped to the member and their merchant. */
export const createFavouritesRepository = (db: Db) => {
  const ofMember = (memberId: number, merchantCode: string, gameType?: string) => {
    let query = db
      .selectFrom('favourite_games')
      .innerJoin('games', 'games.node_id', 'favourite_games.node_id')
      .where('favourite_games.member_id', '=', memberId)
      .where('games.merchant_code', '=', merchantCode);
    if (gameType !== undefined) query = query.where('games.game_type', '=', gameType);
    return query;
  };

  return {
    /** Node ids, newest favourite first. */
    ids: async (memberId: number, merchantCode: string): Promise<string[]> =>
      (
        await ofMember(memberId, merchantCode)
          .select('favourite_games.node_id')
          .orderBy('favourite_games.created_at', 'desc')
          .orderBy('favourite_games.node_id')
          .execute()
      ).map((r) => r.node_id),

    count: async (memberId: number, merchantCode: string, gameType?: string): Promise<number> => {
      const row = await ofMember(memberId, merchantCode, gameType)
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    page: (
      memberId: number,
      merchantCode: string,
      gameType: string | undefined,
      limit: number,
      offset: number,
    ): Promise<CardRow[]> =>
      ofMember(memberId, merchantCode, gameType)
        .select(cardColumns)
        .orderBy('favourite_games.created_at', 'desc')
        .orderBy('favourite_games.node_id')
        .limit(limit)
        .offset(offset)
        .execute(),

    /**
     * Adds a favourite unless it exists or the member already keeps `limit` of them, in one
     * transaction that first locks the member's row: parallel adds count one after another, so the
     * limit holds at PostgreSQL READ COMMITTED too. Answers 'exists', 'added' or 'limit'.
     */
    add: (memberId: number, nodeId: string, createdAt: string, limit: number) =>
      db.transaction().execute(async (trx) => {
        await lockMemberRow(trx, memberId);
        const existing = await trx
          .selectFrom('favourite_games')
          .select('node_id')
          .where('member_id', '=', memberId)
          .where('node_id', '=', nodeId)
          .executeTakeFirst();
        if (existing) return 'exists' as const;
        const { n } = await trx
          .selectFrom('favourite_games')
          .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
          .where('member_id', '=', memberId)
          .executeTakeFirstOrThrow();
        if (Number(n) >= limit) return 'limit' as const;
        await trx
          .insertInto('favourite_games')
          .values({ member_id: memberId, node_id: nodeId, created_at: createdAt })
          .onConflict((oc) => oc.columns(['member_id', 'node_id']).doNothing())
          .execute();
        return 'added' as const;
      }),

    remove: async (memberId: number, nodeId: string): Promise<void> => {
      await db
        .deleteFrom('favourite_games')
        .where('member_id', '=', memberId)
        .where('node_id', '=', nodeId)
        .execute();
    },
  };
};

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;
