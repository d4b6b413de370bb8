import type { Db } from '../../db/database.js';

/** SQL for the game catalogue and vendor lanes. */
export const createGamesRepository = (db: Db) => ({
  merchantExists: async (code: string): Promise<boolean> =>
    (await db.selectFrom('merchants').select('code').where('code', '=', code).executeTakeFirst()) !==
    undefined,

  listVendors: (merchantCode: string) =>
    db
      .selectFrom('vendors')
      .select(['code', 'category', 'name', 'is_game', 'game_classify', 'sort_order'])
      .where('merchant_code', '=', merchantCode)
      .orderBy('sort_order')
      .execute(),
});

export type GamesRepository = ReturnType<typeof createGamesRepository>;
