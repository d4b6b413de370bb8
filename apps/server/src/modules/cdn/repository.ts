import type { Db } from '../../db/database.js';

/** SQL behind the demo image CDN: names to draw on icons and banners. */
export const createCdnRepository = (db: Db) => ({
  findGameName: async (nodeId: string): Promise<string | undefined> =>
    (await db.selectFrom('games').select('game_name').where('node_id', '=', nodeId).executeTakeFirst())
      ?.game_name,

  /** The vendor card's name in that category (JDB is "JDB Gaming" under RNG, "JDB Fishing" under FISH). */
  findVendorName: async (category: string, code: string): Promise<string | undefined> =>
    (
      await db
        .selectFrom('vendors')
        .select('name')
        .where('category', '=', category)
        .where('code', '=', code)
        .orderBy('sort_order')
        .executeTakeFirst()
    )?.name,

  findBannerTitle: async (key: string): Promise<string | undefined> =>
    (await db.selectFrom('banners').select('title').where('banner_key', '=', key).executeTakeFirst())?.title,
});

export type CdnRepository = ReturnType<typeof createCdnRepository>;
