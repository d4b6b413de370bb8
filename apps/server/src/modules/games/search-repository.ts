import { PostgresAdapter, sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { searchTotalCap } from '@gp/contract/game-search';
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
/** The text with its last character incremented (skipping surrogates): every extension sorts below it. */
const successor = (text: string) => {
  const chars = [...text];
  const last = chars.pop()!.codePointAt(0)!;
  // Keys with this prefix cannot go past U+10FFFF: the bound moves to the character before.
  if (last === 0x10ffff) return successor(chars.join(''));
  return chars.join('') + String.fromCodePoint(last === 0xd7ff ? 0xe000 : last + 1);
};
/** Byte order of UTF-8 text (SQLite BINARY, PostgreSQL collation "C"), as the prefix index sorts. */
const compareBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

type SearchQuery = SelectQueryBuilder<DatabaseSchema, 'game_search', object>;

/**
 * SQL of game search. SQLite: words of three or more characters go through the FTS5 trigram table
 * (MATCH); shorter words filter those rows with LIKE (a query of short words only scans the merchant's
 * rows in that language). PostgreSQL: every word is a LIKE that the pg_trgm GIN index serves.
 */
export const createSearchRepository = (db: Kysely<DatabaseSchema>) => {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  const matching = (f: SearchFilter): SearchQuery => {
    const indexed = f.words.filter((w) => charLength(w) >= trigramLength);
    const likeWords = postgres ? f.words : f.words.filter((w) => charLength(w) < trigramLength);
    // SQLite: the FTS table drives the join, so its matches stream in rowid order and a LIMIT stops
    // reading them (an IN list was built from every match first).
    let query: SearchQuery =
      !postgres && indexed.length > 0
        ? db
            .selectFrom('game_search_fts')
            .innerJoin('game_search', 'game_search.id', 'game_search_fts.rowid')
            .where(sql<boolean>`game_search_fts match ${ftsQuery(indexed)}`)
        : db.selectFrom('game_search');
    query = query
      .where('game_search.merchant_code', '=', f.merchantCode)
      .where('game_search.language', '=', f.language);
    for (const word of likeWords) {
      query = query.where(sql<boolean>`game_search.search_text like ${contains(word)} escape '\\'`);
    }
    if (f.gameType !== undefined) query = query.where('game_search.game_type', '=', f.gameType);
    if (f.vendorCode !== undefined) query = query.where('game_search.vendor_code', '=', f.vendorCode);
    return query;
  };

  /**
   * The prefix key of migration 0017's index, `merchant|language|name_key`: one B-tree range holds a
   * language's names starting with the query, in name order (PostgreSQL: byte order, collation "C",
   * like SQLite's BINARY). The trigram queries never name it, so neither planner can prefer it to the
   * trigram index for them.
   */
  const prefixKey = postgres
    ? sql<string>`((game_search.merchant_code || '|' || game_search.language || '|' || game_search.name_key) collate "C")`
    : sql<string>`(game_search.merchant_code || '|' || game_search.language || '|' || game_search.name_key)`;
  const keyOf = (f: SearchFilter) => `${f.merchantCode}|${f.language}|${f.query}`;
  /**
   * The smallest key above every key with the query as prefix: the query's last character
   * incremented ("gol" -> "gom"). A bound PostgreSQL's statistics can place (with U+10FFFF appended it
   * estimated a handful of rows for hundreds and sorted the whole range).
   */
  const keyBound = (f: SearchFilter) => successor(keyOf(f));

  const filtered = <Q extends SearchQuery>(query: Q, f: SearchFilter): Q => {
    let out = query;
    if (f.gameType !== undefined) out = out.where('game_search.game_type', '=', f.gameType) as Q;
    if (f.vendorCode !== undefined) out = out.where('game_search.vendor_code', '=', f.vendorCode) as Q;
    return out;
  };
  const hotRank = (merchantCode: string) =>
    db
      .selectFrom('hot_games')
      .select('hot_games.hot_rank')
      .where('hot_games.merchant_code', '=', merchantCode)
      .where(sql<boolean>`hot_games.node_id = game_search.node_id`);

  const prefixPage = (f: SearchFilter, limit: number) =>
    filtered(
      db
        .selectFrom('game_search')
        .select('game_search.node_id')
        .where(prefixKey, '>', keyOf(f))
        .where(prefixKey, '<', keyBound(f))
        .where((eb) => eb.not(eb.exists(hotRank(f.merchantCode)))),
      f,
    )
      .orderBy(prefixKey)
      .orderBy('game_search.node_id')
      .limit(limit);

  /** At most searchTotalCap + 1 matches outside the prefix range, in the trigram index's order. */
  const otherCandidates = (f: SearchFilter) =>
    matching(f)
      .select(['game_search.node_id', 'game_search.name_key'])
      // LIKE, not the prefix key: an OR of two key ranges let SQLite walk the prefix index below and
      // above the range (most of the catalogue) instead of the trigram matches.
      .where(sql<boolean>`game_search.name_key not like ${`${escapeLike(f.query)}%`} escape '\\'`)
      .limit(searchTotalCap + 1)
      .as('c');

  /** At most `searchTotalCap + 1` matches are counted: the trigram scan stops there. */
  const countQuery = (f: SearchFilter) =>
    db
      .selectFrom(
        matching(f)
          .select(sql<number>`1`.as('one'))
          .limit(searchTotalCap + 1)
          .as('m'),
      )
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'));

  return {
    /** The compiled count query, for checking its plan (EXPLAIN) against the index. */
    countQuery: (f: SearchFilter) => countQuery(f).compile(),
    /** The compiled prefix page query, for checking its plan against the prefix index. */
    prefixQuery: (f: SearchFilter, limit: number) => prefixPage(f, limit).compile(),

    /** Matches, counted up to searchTotalCap + 1 (a larger count answers that bound). */
    countMatches: async (f: SearchFilter): Promise<number> => {
      const row = await countQuery(f).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Names equal to the query and hot-ranked names starting with it, best first (exact, then prefix;
     * within each the hot rank, then the name): both sets are small whatever the catalogue's size (a
     * few games share a name; the operator ranks a few dozen), so reading them whole is bounded.
     */
    rankedHead: async (f: SearchFilter): Promise<string[]> => {
      const exact = filtered(
        db
          .selectFrom('game_search')
          .select(['game_search.node_id', 'game_search.name_key'])
          .select((eb) => eb.fn.coalesce(hotRank(f.merchantCode), eb.val(unranked)).as('hot_rank'))
          .select(sql<number>`0`.as('tier'))
          .where(prefixKey, '=', keyOf(f)),
        f,
      );
      const hotPrefix = filtered(
        db
          .selectFrom('hot_games')
          .innerJoin('game_search', (join) =>
            join
              .onRef('game_search.node_id', '=', 'hot_games.node_id')
              .on('game_search.language', '=', f.language),
          )
          .select(['game_search.node_id', 'game_search.name_key', 'hot_games.hot_rank'])
          .select(sql<number>`1`.as('tier'))
          .where('hot_games.merchant_code', '=', f.merchantCode)
          .where('game_search.merchant_code', '=', f.merchantCode)
          .where(prefixKey, '>', keyOf(f))
          .where(prefixKey, '<', keyBound(f)) as unknown as SearchQuery,
        f,
      );
      const rows = (await exact.unionAll(hotPrefix as never).execute()) as {
        node_id: string;
        name_key: string;
        hot_rank: number;
        tier: number;
      }[];
      rows.sort(
        (a, b) =>
          Number(a.tier) - Number(b.tier) ||
          Number(a.hot_rank) - Number(b.hot_rank) ||
          compareBytes(a.name_key, b.name_key) ||
          compareBytes(a.node_id, b.node_id),
      );
      return rows.map((row) => row.node_id);
    },

    /**
     * The first `limit` names starting with the query (not equal to it) that the operator has not
     * ranked, in name order: an ordered range of the prefix index, so the cost is the page, not the
     * matches.
     */
    unrankedPrefix: async (f: SearchFilter, limit: number): Promise<string[]> =>
      (await prefixPage(f, limit).execute()).map((row) => row.node_id),

    /**
     * Matches whose name does not start with the query, best first (a word of the name starting with
     * it, then any other match; the hot rank, then the name): ranked among the first searchTotalCap + 1
     * such matches the trigram index yields, so a query touches a bounded number of rows. Answers the
     * page and the number of those candidates (undefined when the page is empty).
     */
    otherMatches: async (
      f: SearchFilter,
      limit: number,
      offset: number,
    ): Promise<{ nodeIds: string[]; count: number | undefined }> => {
      const rows = await db
        .selectFrom(otherCandidates(f))
        .leftJoin('hot_games', (join) =>
          join
            .onRef('hot_games.node_id', '=', 'c.node_id')
            .on('hot_games.merchant_code', '=', f.merchantCode),
        )
        .select('c.node_id')
        // The candidates' count rides along with the page: one trigram query per search.
        .select(sql<number | string | bigint>`count(*) over ()`.as('n'))
        .orderBy(sql`case when c.name_key like ${`% ${escapeLike(f.query)}%`} escape '\\' then 2 else 3 end`)
        .orderBy(sql`coalesce(hot_games.hot_rank, ${unranked})`)
        .orderBy(postgres ? sql`c.name_key collate "C"` : sql`c.name_key`)
        .orderBy(postgres ? sql`c.node_id collate "C"` : sql`c.node_id`)
        .limit(limit)
        .offset(offset)
        .execute();
      return { nodeIds: rows.map((row) => row.node_id), count: rows[0] ? Number(rows[0].n) : undefined };
    },

    /** Matches outside the prefix range, counted up to searchTotalCap + 1. */
    countOthers: async (f: SearchFilter): Promise<number> => {
      const row = await db
        .selectFrom(otherCandidates(f))
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
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
