import type { Db } from '../../db/database.js';
import type { CatalogueGame } from './vendor-adapter.js';

/** Catalogue games (table `games`) by node id or by vendor and game code. */
export const createGameLookup = (db: Db) => {
  const base = () =>
    db
      .selectFrom('games')
      .select(['node_id', 'merchant_code', 'vendor_code', 'game_code', 'game_type', 'game_name']);
  const toGame = (
    row: Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirst']>>,
  ): CatalogueGame | undefined =>
    row && {
      nodeId: row.node_id,
      merchantCode: row.merchant_code,
      vendorCode: row.vendor_code,
      gameCode: row.game_code,
      gameType: row.game_type,
      name: row.game_name,
    };

  return {
    byNode: async (merchantCode: string, nodeId: string) =>
      toGame(
        await base()
          .where('merchant_code', '=', merchantCode)
          .where('node_id', '=', nodeId)
          .executeTakeFirst(),
      ),
    byCode: async (merchantCode: string, vendorCode: string, gameCode: string) =>
      toGame(
        await base()
          .where('merchant_code', '=', merchantCode)
          .where('vendor_code', '=', vendorCode)
          .where('game_code', '=', gameCode)
          .executeTakeFirst(),
      ),
    /** Every game of a type (of one vendor when given), in catalogue order. */
    ofType: async (merchantCode: string, gameType: string, vendorCode?: string) => {
      let q = base().where('merchant_code', '=', merchantCode).where('game_type', '=', gameType);
      if (vendorCode !== undefined) q = q.where('vendor_code', '=', vendorCode);
      return (await q.orderBy('node_id').execute()).flatMap((row) => toGame(row) ?? []);
    },
    /** The first game of a type (of one vendor, or of the vendor listed first): a provider's lobby. */
    firstOfType: async (merchantCode: string, gameType: string, vendorCode?: string) => {
      let q = base().where('merchant_code', '=', merchantCode).where('game_type', '=', gameType);
      if (vendorCode !== undefined) q = q.where('vendor_code', '=', vendorCode);
      return toGame(await q.orderBy('node_id').limit(1).executeTakeFirst());
    },
  };
};
export type GameLookup = ReturnType<typeof createGameLookup>;
