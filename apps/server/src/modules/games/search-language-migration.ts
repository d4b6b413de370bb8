import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createSingleSqliteIndex } from './search-migration.js';
import { syncGameSearch } from './search-index.js';
import { searchIndexNames, searchLanguages } from './search-table.js';

/**
 * Game search by language (issue 14, latency at 10,000 games): 0016 kept one substring index over every
 * language's rows, so a search in one language walked four languages' matches (each row carries the
 * English name too). This splits the index by language and indexes two-character words:
 * - SQLite: one contentless FTS5 trigram table per language, fed by triggers on game_search with the
 *   row's search_text plus a trailing newline (so a two-character word at the end of the text still
 *   starts a trigram), and an fts5vocab table per language listing its trigrams: a two-character word
 *   is the OR of the trigrams that start with it (search-repository.ts).
 * - PostgreSQL: one partial pg_trgm GIN index per language, and one partial GIN index per language
 *   over game_search_pairs(search_text), the distinct two-character substrings without whitespace.
 * Also copies each game's hot rank into its rows (ranking needed a join for it). The languages are
 * fixed here (search-table.ts): a new language pack needs a migration of its own.
 */
const sqliteUp = async (db: Kysely<unknown>) => {
  await sql`drop trigger if exists game_search_fts_insert`.execute(db);
  await sql`drop trigger if exists game_search_fts_delete`.execute(db);
  await sql`drop trigger if exists game_search_fts_update`.execute(db);
  await sql`drop table if exists game_search_fts`.execute(db);
  const inserts: string[] = [];
  const deletes: string[] = [];
  for (const language of searchLanguages) {
    const { fts, terms } = searchIndexNames(language);
    await sql`create virtual table ${sql.table(fts)} using fts5(
      search_text, content='', contentless_delete=1, tokenize='trigram')`.execute(db);
    await sql`create virtual table ${sql.table(terms)} using fts5vocab(${sql.raw(fts)}, 'row')`.execute(db);
    await sql`insert into ${sql.table(fts)}(rowid, search_text)
      select id, search_text || char(10) from game_search where language = ${sql.lit(language)}`.execute(db);
    inserts.push(
      `insert into ${fts}(rowid, search_text) select new.id, new.search_text || char(10) where new.language = '${language}';`,
    );
    deletes.push(`delete from ${fts} where rowid = old.id and old.language = '${language}';`);
  }
  await sql
    .raw(
      `create trigger game_search_fts_insert after insert on game_search begin
    ${inserts.join('\n')} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger game_search_fts_delete after delete on game_search begin
    ${deletes.join('\n')} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger game_search_fts_update after update of language, search_text on game_search begin
    ${deletes.join('\n')} ${inserts.join('\n')} end`,
    )
    .execute(db);
};

const postgresUp = async (db: Kysely<unknown>) => {
  await sql`drop index if exists game_search_text_trgm_idx`.execute(db);
  // Immutable: the same text always has the same pairs, so an index may store them.
  await sql`create function game_search_pairs(text) returns text[] language sql immutable strict parallel safe as $$
    select coalesce(array_agg(distinct pair), '{}')
    from (select substr($1, i, 2) as pair from generate_series(1, char_length($1) - 1) as i) as pairs
    where pair !~ '\\s'
  $$`.execute(db);
  for (const language of searchLanguages) {
    const { trigramIndex, pairIndex } = searchIndexNames(language);
    await sql`create index ${sql.id(trigramIndex)} on game_search
      using gin (search_text public.gin_trgm_ops) with (fastupdate = off)
      where language = ${sql.lit(language)}`.execute(db);
    await sql`create index ${sql.id(pairIndex)} on game_search
      using gin (game_search_pairs(search_text)) with (fastupdate = off)
      where language = ${sql.lit(language)}`.execute(db);
  }
};

export const gameSearchByLanguageMigration = (dialect: 'sqlite' | 'postgres'): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('game_search').addColumn('hot_rank', 'integer').execute();
    await (dialect === 'sqlite' ? sqliteUp(db) : postgresUp(db));
    // Existing catalogues get their rows here, with today's code: keep this call in the latest migration
    // that changes game_search (syncGameSearch writes every column it has).
    await syncGameSearch(db);
  },
  async down(db: Kysely<unknown>) {
    if (dialect === 'sqlite') {
      for (const trigger of ['insert', 'delete', 'update'])
        await sql`drop trigger if exists ${sql.raw(`game_search_fts_${trigger}`)}`.execute(db);
      for (const language of searchLanguages) {
        const { fts, terms } = searchIndexNames(language);
        await sql`drop table if exists ${sql.table(terms)}`.execute(db);
        await sql`drop table if exists ${sql.table(fts)}`.execute(db);
      }
      await createSingleSqliteIndex(db);
      await sql`insert into game_search_fts(game_search_fts) values ('rebuild')`.execute(db);
      await db.schema.alterTable('game_search').dropColumn('hot_rank').execute();
      return;
    }
    for (const language of searchLanguages) {
      const { trigramIndex, pairIndex } = searchIndexNames(language);
      await sql`drop index if exists ${sql.id(trigramIndex)}`.execute(db);
      await sql`drop index if exists ${sql.id(pairIndex)}`.execute(db);
    }
    await sql`drop function if exists game_search_pairs(text)`.execute(db);
    await sql`create index game_search_text_trgm_idx on game_search
      using gin (search_text public.gin_trgm_ops) with (fastupdate = off)`.execute(db);
    await db.schema.alterTable('game_search').dropColumn('hot_rank').execute();
  },
});
