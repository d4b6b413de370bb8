import type { LanguagePack } from '@gp/contract/constants';
import type { Generated } from 'kysely';

/**
 * Game search index (0016, split by language in 0017): one row per game and language, derived from
 * the games table by search-index.ts. `name_key` is the game's name in that language and `search_text` every name the
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
  /** The operator's hot rank (hot_games), copied in 0017 so a search ranks without a join. */
  hot_rank: number | null;
  name_key: string;
  search_text: string;
}

/**
 * The languages the search index is split by (migration 0017): one FTS5 table and vocabulary on SQLite,
 * two partial GIN indexes on PostgreSQL each. Fixed by the migration that created them: a new language
 * pack fails the type check below until a migration adds its index.
 */
export const searchLanguages = ['EN', 'KO', 'JA', 'PT'] as const;
export type SearchLanguage = (typeof searchLanguages)[number];
type Missing = Exclude<LanguagePack, SearchLanguage>;
const everyPackIndexed: [Missing] extends [never] ? true : Missing = true;
void everyPackIndexed;

export const isSearchLanguage = (language: string): language is SearchLanguage =>
  (searchLanguages as readonly string[]).includes(language);

/** Names of one language's index objects (SQLite tables; PostgreSQL indexes). */
export const searchIndexNames = (language: SearchLanguage) => {
  const suffix = language.toLowerCase();
  return {
    fts: `game_search_fts_${suffix}`,
    terms: `game_search_terms_${suffix}`,
    trigramIndex: `game_search_trgm_${suffix}_idx`,
    pairIndex: `game_search_pairs_${suffix}_idx`,
  };
};

/** The games module's search tables, composed into DatabaseSchema (db/schema.ts). */
export interface GameSearchTables {
  game_search: GameSearchTable;
}
