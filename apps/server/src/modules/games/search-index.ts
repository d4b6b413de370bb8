import { languagePacks } from '@gp/contract/constants';
import { normalizeSearchText } from '@gp/contract/search-text';
import { SqliteAdapter, sql, type Kysely } from 'kysely';
import type { DatabaseSchema, GamesTable } from '../../db/schema.js';
import { localizedName } from './game-card.js';
import { searchIndexNames, searchLanguages, type GameSearchTable } from './search-table.js';

type GameNames = Pick<
  GamesTable,
  'node_id' | 'merchant_code' | 'vendor_code' | 'game_type' | 'display_name' | 'game_name'
> & {
  localized_names?: string | null;
  /** The operator's hot rank (hot_games), copied so ranking needs no join; none when not hot. */
  hot_rank?: number | null;
};

/** An index row as search-table.ts defines it, before the database gives it an id. */
type SearchRow = Omit<GameSearchTable, 'id'>;

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
      hot_rank: game.hot_rank ?? null,
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

/** Every game (of one merchant, or all) with the columns its search rows are derived from. */
const searchSources = (db: Kysely<DatabaseSchema>, merchantCode?: string) => {
  const query = db
    .selectFrom('games')
    .leftJoin('hot_games', (join) =>
      join
        .onRef('hot_games.merchant_code', '=', 'games.merchant_code')
        .onRef('hot_games.node_id', '=', 'games.node_id'),
    )
    .select(gameSearchSourceColumns.map((column) => `games.${column}` as const))
    .select('hot_games.hot_rank');
  return merchantCode === undefined ? query : query.where('games.merchant_code', '=', merchantCode);
};

/**
 * SQLite: merges each language's FTS5 segments into one after a sync wrote rows (the seed writes them
 * in batches; a search then reads one b-tree per trigram instead of one per batch).
 */
const optimizeSqliteIndex = async (db: Kysely<DatabaseSchema>) => {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  for (const language of searchLanguages) {
    const { fts } = searchIndexNames(language);
    await sql`insert into ${sql.table(fts)}(${sql.raw(fts)}) values ('optimize')`.execute(db);
  }
};

/** PostgreSQL, inside the caller's transaction: where the locks and the index rebuild below apply. */
const inPostgresTransaction = (db: Kysely<DatabaseSchema>): boolean =>
  db.isTransaction && !(db.getExecutor().adapter instanceof SqliteAdapter);

/** From this many new rows on, PostgreSQL's GIN indexes may be built after the rows instead of row by row. */
const bulkLoadRows = 2_000;

/**
 * PostgreSQL: a GIN index with fastupdate off (0017, for steady search latency) is updated row by row,
 * so the first index of a 10,000-game catalogue (40,000 rows, eight GIN indexes) took 16 s, every
 * fresh start and every PostgreSQL test file. Dropping the GIN indexes and building them again after
 * the rows, from their own definitions (pg_indexes), takes about 5 s. Only when the new rows outnumber
 * the table's (a first index; rebuilding every merchant's index for a few new games would cost more
 * than it saves) and inside the caller's transaction: searches wait for its commit (the table is
 * locked) instead of finding no index. Callers must not have read game_search earlier in that
 * transaction (oneSyncAtATime's lock comes first).
 */
const loadWithGinIndexesRebuilt = async (
  db: Kysely<DatabaseSchema>,
  rows: number,
  load: () => Promise<void>,
) => {
  if (rows < bulkLoadRows || !inPostgresTransaction(db)) return load();
  const existing = await db
    .selectFrom('game_search')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  if (rows <= Number(existing.n)) return load();
  const { rows: indexes } = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename = 'game_search' and indexdef like '% USING gin %'`.execute(
    db,
  );
  for (const { indexname } of indexes) await sql`drop index ${sql.id(indexname)}`.execute(db);
  await load();
  for (const { indexdef } of indexes) await sql.raw(indexdef).execute(db);
};

/**
 * PostgreSQL: one sync at a time (a lock held to the caller's commit). Two servers seeding at once
 * would otherwise both find every row missing and both rebuild the GIN indexes, each waiting for the
 * other's table lock; the second now reads the rows the first wrote and has nothing to do.
 */
const oneSyncAtATime = async (db: Kysely<DatabaseSchema>) => {
  if (inPostgresTransaction(db))
    await sql`select pg_advisory_xact_lock(hashtext('game_search sync'))`.execute(db);
};

const changed = (found: SearchRow & { id: number }, row: SearchRow) =>
  found.name_key !== row.name_key ||
  found.search_text !== row.search_text ||
  found.game_type !== row.game_type ||
  found.vendor_code !== row.vendor_code ||
  found.hot_rank !== row.hot_rank;

/**
 * Brings the search index in line with the games table (all merchants, or one): inserts rows of new
 * games and languages, rewrites rows whose names, type, vendor or hot rank changed, deletes rows of languages no longer shipped
 * (rows of deleted games go with them by foreign key). Idempotent and cheap when nothing changed, so the
 * seed, the 0017 backfill and the operator's `search reindex` all call it; run it inside a transaction.
 * Every write path of game names and hot ranks calls it: the index is derived in code because the folding rules
 * (normalizeSearchText) are the same on both databases only there.
 */
export const syncGameSearch = async (
  db: Kysely<DatabaseSchema>,
  merchantCode?: string,
): Promise<SearchSyncSummary> => {
  await oneSyncAtATime(db);
  let existing = db
    .selectFrom('game_search')
    .select([
      'id',
      'merchant_code',
      'language',
      'node_id',
      'game_type',
      'vendor_code',
      'hot_rank',
      'name_key',
      'search_text',
    ]);
  if (merchantCode !== undefined) existing = existing.where('merchant_code', '=', merchantCode);
  const current = new Map((await existing.execute()).map((row) => [`${row.node_id}|${row.language}`, row]));
  const inserts: SearchRow[] = [];
  const updates: (Omit<SearchRow, 'merchant_code' | 'language' | 'node_id'> & { id: number })[] = [];
  for (const game of await searchSources(db, merchantCode).execute()) {
    for (const row of searchRowsOf(game)) {
      const key = `${row.node_id}|${row.language}`;
      const found = current.get(key);
      current.delete(key);
      if (!found) inserts.push(row);
      else if (changed(found, row)) {
        const { merchant_code: _m, language: _l, node_id: _n, ...columns } = row;
        updates.push({ id: found.id, ...columns });
      }
    }
  }
  // 8 columns x 500 rows stays under both engines' bound-parameter limits.
  // Two servers seeding at once both find a row missing; the second to insert it keeps the first's.
  await loadWithGinIndexesRebuilt(db, inserts.length, async () => {
    for (const batch of chunk(inserts, 500))
      await db
        .insertInto('game_search')
        .values(batch)
        .onConflict((oc) => oc.columns(['node_id', 'language']).doNothing())
        .execute();
  });
  for (const { id, ...columns } of updates)
    await db.updateTable('game_search').set(columns).where('id', '=', id).execute();
  const stale = [...current.values()].map((row) => row.id);
  for (const batch of chunk(stale, 500))
    await db.deleteFrom('game_search').where('id', 'in', batch).execute();
  if (inserts.length + updates.length + stale.length > 0) await optimizeSqliteIndex(db);
  return { inserted: inserts.length, updated: updates.length, deleted: stale.length };
};
