import { PostgresAdapter, sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.js';
import { cardColumns, type CardRow } from './game-card.js';
import { isSearchLanguage, searchIndexNames } from './search-table.js';

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
/** Two-character words go through the pair index (PostgreSQL) or the trigram vocabulary (SQLite). */
const pairLength = 2;
/** Games the operator has not ranked hot sort after every ranked one. */
const unranked = 2_147_483_647;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (word: string) => `%${escapeLike(word)}%`;
/** One FTS5 string: quoted, a quote inside doubled (query syntax never leaks). */
const ftsString = (text: string) => `"${text.replace(/"/g, '""')}"`;
const charLength = (text: string) => [...text].length;
/** The smallest string after every string that starts with `prefix` (code point order = UTF-8 order). */
const afterPrefix = (prefix: string) => {
  const points = [...prefix];
  const last = points.pop()!.codePointAt(0)!;
  return points.join('') + String.fromCodePoint(last + 1);
};

type SearchQuery = SelectQueryBuilder<DatabaseSchema, 'game_search', object>;

const indexNamesOf = (language: string) => {
  if (!isSearchLanguage(language)) throw new Error(`no search index for language ${language}`);
  return searchIndexNames(language);
};

/**
 * SQL of game search, one language's index at a time (migration 0017). A word of three or more
 * characters is a substring the trigram index finds; in a query without one, a word of two is found
 * through its pairs; shorter words filter the rows the others found (a query of one-character words
 * alone scans the language's rows).
 * - SQLite: the language's FTS5 trigram table; a two-character word is the OR of the trigrams of that
 *   language that start with it (its fts5vocab table; the indexed text ends with a newline, so every
 *   occurrence starts a trigram). A two-character word that starts no trigram matches nothing.
 * - PostgreSQL: LIKE through the language's partial pg_trgm index, and `@>` on the partial pair index;
 *   the language is written as a literal so the planner can prove the partial indexes apply.
 */
export const createSearchRepository = (db: Kysely<DatabaseSchema>) => {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  const trigramsStartingWith = async (terms: string, word: string): Promise<string[]> => {
    const rows = await db
      .selectFrom(sql<{ term: string }>`${sql.table(terms)}`.as('t'))
      .select('t.term')
      .where('t.term', '>=', word)
      .where('t.term', '<', afterPrefix(word))
      .execute();
    return rows.map((row) => row.term);
  };

  /** The matching rows, or undefined when a word can match nothing (no query needed). */
  const matching = async (f: SearchFilter): Promise<SearchQuery | undefined> => {
    const names = indexNamesOf(f.language);
    let query = db.selectFrom('game_search').where('game_search.merchant_code', '=', f.merchantCode);
    const long = f.words.filter((w) => charLength(w) >= trigramLength);
    // Beside a longer word, a two-character word filters the longer word's matches: its pairs or
    // trigrams (every "ga" of "gaming") would cost more to read than the rows they rule out.
    const pairs = long.length > 0 ? [] : f.words.filter((w) => charLength(w) === pairLength);
    const single = f.words.filter((w) => charLength(w) < trigramLength && !pairs.includes(w));
    if (postgres) {
      query = query.where('game_search.language', '=', sql.lit(f.language));
      for (const word of long)
        query = query.where(sql<boolean>`game_search.search_text like ${contains(word)} escape '\\'`);
      if (pairs.length > 0)
        query = query.where(sql<boolean>`game_search_pairs(game_search.search_text) @> ${pairs}::text[]`);
    } else {
      query = query.where('game_search.language', '=', f.language);
      const groups = long.map(ftsString);
      for (const word of pairs) {
        const trigrams = await trigramsStartingWith(names.terms, word);
        if (trigrams.length === 0) return undefined;
        groups.push(`(${trigrams.map(ftsString).join(' OR ')})`);
      }
      if (groups.length > 0)
        query = query
          .innerJoin(sql<{ rowid: number }>`${sql.table(names.fts)}`.as('f'), (join) =>
            join.onRef('f.rowid', '=', 'game_search.id'),
          )
          // FTS5's hidden column has the table's own name, whatever the alias.
          .where(sql<boolean>`${sql.id(names.fts)} match ${groups.join(' AND ')}`);
    }
    for (const word of single)
      query = query.where(sql<boolean>`game_search.search_text like ${contains(word)} escape '\\'`);
    if (f.gameType !== undefined) query = query.where('game_search.game_type', '=', f.gameType);
    if (f.vendorCode !== undefined) query = query.where('game_search.vendor_code', '=', f.vendorCode);
    return query;
  };

  const counting = (query: SearchQuery) =>
    query.select((eb) => eb.fn.countAll<number | string | bigint>().as('n'));

  return {
    /** The compiled count query, for checking its plan (EXPLAIN) against the index. */
    countQuery: async (f: SearchFilter) => {
      const query = await matching(f);
      return query && counting(query).compile();
    },

    /**
     * One page of matches, best first: the name equal to the query, then names starting with it, then
     * names with a word starting with it, then any other match (inside a word, the English name or the
     * vendor name); within a rank the operator's hot ranking, then the name. Answers the page's node
     * ids and the match count. The index table alone answers it: joining the catalogue for every match
     * made PostgreSQL hash the whole games table.
     */
    pageMatches: async (
      f: SearchFilter,
      limit: number,
      offset: number,
    ): Promise<{ nodeIds: string[]; total: number }> => {
      const query = await matching(f);
      if (!query) return { nodeIds: [], total: 0 };
      const rows = await query
        .select('game_search.node_id')
        // The match count rides along (a second statement cost more than the window on both engines).
        .select(sql<number | string>`count(*) over ()`.as('total'))
        .orderBy(
          sql`case when game_search.name_key = ${f.query} then 0
            when game_search.name_key like ${`${escapeLike(f.query)}%`} escape '\\' then 1
            when game_search.name_key like ${`% ${escapeLike(f.query)}%`} escape '\\' then 2
            else 3 end`,
        )
        .orderBy(sql`coalesce(game_search.hot_rank, ${unranked})`)
        .orderBy('game_search.name_key')
        .orderBy('game_search.node_id')
        .limit(limit)
        .offset(offset)
        .execute();
      const nodeIds = rows.map((r) => r.node_id);
      const counted = rows[0]?.total;
      if (counted !== undefined) return { nodeIds, total: Number(counted) };
      // An empty page: no match at all, or a page past the end (the count needs its own query).
      if (offset === 0) return { nodeIds, total: 0 };
      return { nodeIds, total: Number((await counting(query).executeTakeFirstOrThrow()).n) };
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
