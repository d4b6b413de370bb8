import { languagePacks } from '@gp/contract/constants';
import { normalizeSearchText } from '@gp/contract/game-search';
import type { Kysely } from 'kysely';
import type { DatabaseSchema, GamesTable } from '../../db/schema.js';
import { localizedName } from './game-card.js';

type GameNames = Pick<
  GamesTable,
  'node_id' | 'merchant_code' | 'vendor_code' | 'game_type' | 'display_name' | 'game_name'
> & {
  localized_names?: string | null;
};

interface SearchRow {
  merchant_code: string;
  language: string;
  node_id: string;
  game_type: string;
  vendor_code: string;
  name_key: string;
  search_text: string;
}

/** The index rows of one game: one per language pack, each with every name the game is found by. */
export const searchRowsOf = (game: GameNames): SearchRow[] =>
  languagePacks.map((language) => {
    const name = normalizeSearchText(
      localizedName({ game_name: game.game_name, localized_names: game.localized_names ?? null }, language),
    );
    const parts = [name, game.game_name, game.display_name, game.vendor_code].map(normalizeSearchText);
    return {
      merchant_code: game.merchant_code,
      language,
      node_id: game.node_id,
      game_type: game.game_type,
      vendor_code: game.vendor_code,
      name_key: name,
      // A newline never occurs in a normalized query, so no match spans two names.
      search_text: [...new Set(parts.filter((part) => part !== ''))].join('\n'),
    };
  });

const chunk = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

export interface SearchSyncSummary {
  inserted: number;
  updated: number;
  deleted: number;
}

/**
 * Brings the search index in line with the games table (all merchants, or one): inserts rows of new
 * games and languages, rewrites rows whose names changed, deletes rows of languages no longer shipped
 * (rows of deleted games go with them by foreign key). Idempotent and cheap when nothing changed, so the
 * seed, the 0016 backfill and the operator's `search reindex` all call it; run it inside a transaction.
 * Every write path of games names calls it: the index is derived in code because the folding rules
 * (normalizeSearchText) are the same on both databases only there.
 */
/** The columns of a game its search rows are derived from (searchRowsOf). */
export const gameSearchSourceColumns = [
  'node_id',
  'merchant_code',
  'vendor_code',
  'game_type',
  'display_name',
  'game_name',
  'localized_names',
] as const;

export const syncGameSearch = async (
  db: Kysely<DatabaseSchema>,
  merchantCode?: string,
): Promise<SearchSyncSummary> => {
  let games = db.selectFrom('games').select(gameSearchSourceColumns);
  let existing = db
    .selectFrom('game_search')
    .select(['id', 'language', 'node_id', 'game_type', 'vendor_code', 'name_key', 'search_text']);
  if (merchantCode !== undefined) {
    games = games.where('merchant_code', '=', merchantCode);
    existing = existing.where('merchant_code', '=', merchantCode);
  }
  const current = new Map((await existing.execute()).map((row) => [`${row.node_id}|${row.language}`, row]));
  const inserts: SearchRow[] = [];
  const updates: (Omit<SearchRow, 'merchant_code' | 'language' | 'node_id'> & { id: number })[] = [];
  for (const game of await games.execute()) {
    for (const row of searchRowsOf(game)) {
      const key = `${row.node_id}|${row.language}`;
      const found = current.get(key);
      current.delete(key);
      if (!found) inserts.push(row);
      else if (
        found.name_key !== row.name_key ||
        found.search_text !== row.search_text ||
        found.game_type !== row.game_type ||
        found.vendor_code !== row.vendor_code
      )
        updates.push({
          id: found.id,
          game_type: row.game_type,
          vendor_code: row.vendor_code,
          name_key: row.name_key,
          search_text: row.search_text,
        });
    }
  }
  // 7 columns x 500 rows stays under both engines' bound-parameter limits.
  for (const batch of chunk(inserts, 500)) await db.insertInto('game_search').values(batch).execute();
  for (const { id, ...names } of updates)
    await db.updateTable('game_search').set(names).where('id', '=', id).execute();
  const stale = [...current.values()].map((row) => row.id);
  for (const batch of chunk(stale, 500))
    await db.deleteFrom('game_search').where('id', 'in', batch).execute();
  return { inserted: inserts.length, updated: updates.length, deleted: stale.length };
};
