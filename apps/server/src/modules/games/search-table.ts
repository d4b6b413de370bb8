import type { Generated } from 'kysely';

/**
 * Game search index (0016): one row per game and language, derived from the games table by
 * search-index.ts. `name_key` is the game's name in that language and `search_text` every name the
 * game is found by (that name, the English catalogue name, vendor name and code), both in
 * normalizeSearchText form, parts separated by a newline so no match spans two names.
 */
export interface GameSearchTable {
  id: Generated<number>;
  merchant_code: string;
  language: string;
  node_id: string;
  /** The game's type and vendor, copied from games so a search filters and counts without a join. */
  game_type: string;
  vendor_code: string;
  name_key: string;
  search_text: string;
}

/** SQLite only: the FTS5 trigram index over game_search.search_text (external content, kept by triggers). */
export interface GameSearchFtsTable {
  rowid: number;
  search_text: string;
}

/** The games module's search tables, composed into DatabaseSchema (db/schema.ts). */
export interface GameSearchTables {
  game_search: GameSearchTable;
  game_search_fts: GameSearchFtsTable;
}
