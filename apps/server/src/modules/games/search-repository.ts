import { PostgresAdapter, sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.js';
import { cardColumns, type CardRow } from './game-card.js';

/** A search as the repository runs it: the normalized query, its words and the filters. */
export interface SearchFilter {
  merchantCode: string;
  language: string;
  /** The whole normalized query (ranking compares the name with it). */
  query: string;
  /** Words of the normalized query; a game matches when its search_text contains every one. */
  words: readonly string[];
  gameType?: string | undefined;
  vendorCode?: string | undefined;
}

/** The trigram index serves substrings of at least this many characters (FTS5 trigram and pg_trgm). */
const trigramLength = 3;
/** Games the operator has not ranked hot sort after every ranked one. */
const unranked = 2_147_483_647;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (word: string) => `%${escapeLike(word)}%`;
/** An FTS5 query: every word as a quoted string (a quote inside doubled), all required. */
const ftsQuery = (words: readonly string[]) => words.map((w) => `"${w.replace(/"/g, '""')}"`).join(' AND ');
const charLength = (text: string) => [...text].length;

type SearchQuery = SelectQueryBuilder<DatabaseSchema, 'game_search', object>;

/**
 * SQL of game search. SQLite: words of three or more characters go through the FTS5 trigram table
 * (MATCH); shorter words filter those rows with LIKE (a query of short words only scans the merchant's
 * rows in that language). PostgreSQL: every word is a LIKE that the pg_trgm GIN index serves.
 */
export const createSearchRepository = (db: Kysely<DatabaseSchema>) => {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  const matching = (f: SearchFilter): SearchQuery => {
    let query = db
      .selectFrom('game_search')
      .where('game_search.merchant_code', '=', f.merchantCode)
      .where('game_search.language', '=', f.language);
    const indexed = f.words.filter((w) => charLength(w) >= trigramLength);
    const likeWords = postgres ? f.words : f.words.filter((w) => charLength(w) < trigramLength);
    if (!postgres && indexed.length > 0) {
      query = query.where(
        'game_search.id',
        'in',
        db
          .selectFrom('game_search_fts')
          .select('game_search_fts.rowid')
          .where(sql<boolean>`game_search_fts match ${ftsQuery(indexed)}`),
      );
    }
    for (const word of likeWords) {
      query = query.where(sql<boolean>`game_search.search_text like ${contains(word)} escape '\\'`);
    }
    if (f.gameType !== undefined) query = query.where('game_search.game_type', '=', f.gameType);
    if (f.vendorCode !== undefined) query = query.where('game_search.vendor_code', '=', f.vendorCode);
    return query;
  };

  const countQuery = (f: SearchFilter) =>
    matching(f).select((eb) => eb.fn.countAll<number | string | bigint>().as('n'));

  return {
    /** The compiled count query, for checking its plan (EXPLAIN) against the index. */
    countQuery: (f: SearchFilter) => countQuery(f).compile(),

    countMatches: async (f: SearchFilter): Promise<number> => {
      const row = await countQuery(f).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * One page of matches, best first: the name equal to the query, then names starting with it, then
     * names with a word starting with it, then any other match (inside a word, the English name or the
     * vendor name); within a rank the operator's hot ranking, then the name. Answers the page's node
     * ids and the total match count (undefined for an empty page). The index table alone answers it:
     * joining the catalogue for every match made PostgreSQL hash the whole games table.
     */
    pageMatches: async (
      f: SearchFilter,
      limit: number,
      offset: number,
    ): Promise<{ nodeIds: string[]; total: number | undefined }> => {
      const rows = await matching(f)
        .leftJoin('hot_games', (join) =>
          join
            .onRef('hot_games.merchant_code', '=', 'game_search.merchant_code')
            .onRef('hot_games.node_id', '=', 'game_search.node_id'),
        )
        .select('game_search.node_id')
        // The match count rides along with the page: one query when the page is not past the end.
        .select(sql<number | string | bigint>`count(*) over ()`.as('total'))
        .orderBy(
          sql`case when game_search.name_key = ${f.query} then 0
            when game_search.name_key like ${`${escapeLike(f.query)}%`} escape '\\' then 1
            when game_search.name_key like ${`% ${escapeLike(f.query)}%`} escape '\\' then 2
            else 3 end`,
        )
        .orderBy(sql`coalesce(hot_games.hot_rank, ${unranked})`)
        .orderBy('game_search.name_key')
        .orderBy('game_search.node_id')
        .limit(limit)
        .offset(offset)
        .execute();
      return { nodeIds: rows.map((r) => r.node_id), total: rows[0] ? Number(rows[0].total) : undefined };
    },

    /**
     * Cards of a page's games, in no particular order: primary-key lookups only. The ids come from the
     * merchant's own index rows; a merchant condition here led both planners to scan the merchant's
     * whole catalogue through its index instead.
     */
    cards: (nodeIds: readonly string[]): Promise<CardRow[]> =>
      nodeIds.length === 0
        ? Promise.resolve([])
        : db.selectFrom('games').select(cardColumns).where('games.node_id', 'in', nodeIds).execute(),

    merchantExists: async (code: string): Promise<boolean> =>
      (await db.selectFrom('merchants').select('code').where('code', '=', code).executeTakeFirst()) !==
      undefined,
  };
};

export type SearchRepository = ReturnType<typeof createSearchRepository>;
