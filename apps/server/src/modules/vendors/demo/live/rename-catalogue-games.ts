import { sql, type Kysely } from 'kysely';
import { syncGameSearch } from '../../../games/search-index.js';

/**
 * What the catalogue-name migrations do (0032 live tables, 0036 card games): every game of `gameType`
 * from `vendors` that `rename` answers a new name for gets it as its name, title and node name, then
 * the search index is brought in line.
 */
export const renameCatalogueGames = async (
  db: Kysely<unknown>,
  gameType: string,
  vendors: readonly string[],
  rename: (name: string) => string | undefined,
) => {
  const games = await sql<{ merchant_code: string; node_id: string; game_name: string }>`
    select merchant_code, node_id, game_name from games
    where game_type = ${gameType} and vendor_code in (${sql.join([...vendors])})
  `.execute(db);
  for (const game of games.rows) {
    const name = rename(game.game_name);
    if (!name) continue;
    await sql`
      update games set game_name = ${name}, title = ${name}, node_name = ${name}
      where merchant_code = ${game.merchant_code} and node_id = ${game.node_id}
    `.execute(db);
  }
  await syncGameSearch(db);
};
