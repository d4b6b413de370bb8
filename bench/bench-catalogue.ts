import type { Db } from '../apps/server/src/db/database.js';
import type { GameInsert } from '../apps/server/src/db/schema.js';
import { syncGameSearch } from '../apps/server/src/modules/games/search-index.js';

/** Tables whose rows point at a game: they lose those rows before the game goes. */
const gameReferences = ['hot_games', 'favourite_games', 'recent_games'] as const;
/** Rows per insert, well inside SQLite's and PostgreSQL's limits on bound parameters. */
const insertRows = 500;

/**
 * Resizes a benched server's seeded catalogue before it has served any of it (its caches are still
 * empty), in one transaction: keeps only the games `keep` names (and the rows pointing at them), adds
 * `add`, and syncs the search index with the result.
 */
export const reshapeCatalogue = async (
  db: Db,
  merchantCode: string,
  keep: readonly string[],
  add: readonly GameInsert[] = [],
) => {
  await db.transaction().execute(async (trx) => {
    for (const table of gameReferences)
      await trx.deleteFrom(table).where('node_id', 'not in', keep).execute();
    await trx.deleteFrom('games').where('node_id', 'not in', keep).execute();
    for (let i = 0; i < add.length; i += insertRows)
      await trx
        .insertInto('games')
        .values(add.slice(i, i + insertRows))
        .execute();
    await syncGameSearch(trx, merchantCode);
  });
};
