import type { Db } from '../../db/database.js';
import { cardColumns, type CardRow } from './game-card.js';

/** Filters of the paged catalogue list; undefined filters are not applied. */
export interface CatalogueFilter {
  merchantCode: string;
  gameType?: string | undefined;
  vendorCode?: string | undefined;
  gameClassify?: string | undefined;
}

/** SQL for the catalogue lists: paged games, a vendor's game types, hot and most played games. */
export const createListRepository = (db: Db) => {
  const filtered = (f: CatalogueFilter) => {
    let query = db.selectFrom('games').where('games.merchant_code', '=', f.merchantCode);
    if (f.gameType !== undefined) query = query.where('games.game_type', '=', f.gameType);
    if (f.vendorCode !== undefined) query = query.where('games.vendor_code', '=', f.vendorCode);
    if (f.gameClassify !== undefined) query = query.where('games.game_classify', '=', f.gameClassify);
    return query;
  };

  return {
    merchantExists: async (code: string): Promise<boolean> =>
      (await db.selectFrom('merchants').select('code').where('code', '=', code).executeTakeFirst()) !==
      undefined,

    countGames: async (f: CatalogueFilter): Promise<number> => {
      const row = await filtered(f)
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** One page in catalogue order (the vendor's sort order, node id breaking ties). */
    pageGames: (f: CatalogueFilter, limit: number, offset: number): Promise<CardRow[]> =>
      filtered(f)
        .select(cardColumns)
        .orderBy('games.sort_order')
        .orderBy('games.node_id')
        .limit(limit)
        .offset(offset)
        .execute(),

    /** Game counts per type and class of one vendor. */
    vendorTypeCounts: async (merchantCode: string, vendorCode: string) =>
      (
        await db
          .selectFrom('games')
          .select(['game_type', 'game_classify', (eb) => eb.fn.countAll<number | string | bigint>().as('n')])
          .where('merchant_code', '=', merchantCode)
          .where('vendor_code', '=', vendorCode)
          .groupBy(['game_type', 'game_classify'])
          .execute()
      ).map((r) => ({ gameType: r.game_type, gameClassify: r.game_classify, total: Number(r.n) })),

    /** The merchant's hot games by rank, optionally of one vendor. */
    hotGames: (merchantCode: string, vendorCode: string | undefined, limit: number): Promise<CardRow[]> => {
      let query = db
        .selectFrom('hot_games')
        .innerJoin('games', 'games.node_id', 'hot_games.node_id')
        .select(cardColumns)
        .where('hot_games.merchant_code', '=', merchantCode)
        .where('games.merchant_code', '=', merchantCode);
      if (vendorCode !== undefined) query = query.where('games.vendor_code', '=', vendorCode);
      return query.orderBy('hot_games.hot_rank').orderBy('games.node_id').limit(limit).execute();
    },

    /** Node ids of the merchant's most played games since `since` (settled rounds), most rounds first. */
    mostPlayed: async (merchantCode: string, since: string, limit: number): Promise<string[]> =>
      (
        await db
          .selectFrom('bet_records')
          .select(['node_id', (eb) => eb.fn.countAll<number | string | bigint>().as('rounds')])
          .where('merchant_code', '=', merchantCode)
          .where('created_at', '>=', since)
          .groupBy('node_id')
          .orderBy('rounds', 'desc')
          .orderBy('node_id')
          .limit(limit)
          .execute()
      ).map((r) => r.node_id),

    /** Cards of the given nodes of a merchant, in no particular order; unknown nodes are left out. */
    gamesByIds: (merchantCode: string, nodeIds: readonly string[]): Promise<CardRow[]> =>
      nodeIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('games')
            .select(cardColumns)
            .where('games.merchant_code', '=', merchantCode)
            .where('games.node_id', 'in', nodeIds)
            .execute(),

    findGame: (merchantCode: string, nodeId: string): Promise<CardRow | undefined> =>
      db
        .selectFrom('games')
        .select(cardColumns)
        .where('games.merchant_code', '=', merchantCode)
        .where('games.node_id', '=', nodeId)
        .executeTakeFirst(),
  };
};

export type ListRepository = ReturnType<typeof createListRepository>;
