import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Game search (issue 14): the game_search table (one row per game and language, search-table.ts) and a
 * substring index over its search_text. SQLite: an FTS5 table with the trigram tokenizer over the
 * table's rows (external content), kept in step by triggers. PostgreSQL: a GIN pg_trgm index; the
 * extension goes into the public schema (extensions are per database, and a test's schema is dropped
 * with CASCADE), so the operator class is named with its schema.
 */
/** 0016's SQLite index: one external-content FTS5 trigram table over every row, kept by triggers. */
export const createSingleSqliteIndex = async (db: Kysely<unknown>) => {
  await sql`create virtual table game_search_fts using fts5(
    search_text, content='game_search', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`create trigger game_search_fts_insert after insert on game_search begin
    insert into game_search_fts(rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
  await sql`create trigger game_search_fts_delete after delete on game_search begin
    insert into game_search_fts(game_search_fts, rowid, search_text) values ('delete', old.id, old.search_text);
  end`.execute(db);
  await sql`create trigger game_search_fts_update after update on game_search begin
    insert into game_search_fts(game_search_fts, rowid, search_text) values ('delete', old.id, old.search_text);
    insert into game_search_fts(rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
};

export const gameSearchMigration = (dialect: 'sqlite' | 'postgres'): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('game_search')
      .addColumn('id', 'integer', (c) =>
        dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity(),
      )
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('language', 'varchar(8)', (c) => c.notNull())
      .addColumn('node_id', 'varchar(32)', (c) => c.notNull().references('games.node_id').onDelete('cascade'))
      .addColumn('game_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('vendor_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('name_key', 'varchar(255)', (c) => c.notNull())
      .addColumn('search_text', 'text', (c) => c.notNull())
      .execute();
    // Node ids are unique across merchants. No index leads with merchant and language: PostgreSQL would
    // scan the merchant's whole language with it instead of asking the trigram index.
    await db.schema
      .createIndex('game_search_game_idx')
      .on('game_search')
      .columns(['node_id', 'language'])
      .unique()
      .execute();

    if (dialect === 'sqlite') {
      await createSingleSqliteIndex(db);
    } else {
      // Kysely's migration lock (one advisory lock for every schema) keeps concurrent creators apart.
      await sql`create extension if not exists pg_trgm with schema public`.execute(db);
      await sql`create index game_search_text_trgm_idx on game_search
        using gin (search_text public.gin_trgm_ops) with (fastupdate = off)`.execute(db);
    }
    // Existing catalogues are indexed by 0017, which added the last column syncGameSearch writes.
  },
  async down(db: Kysely<unknown>) {
    if (dialect === 'sqlite') await sql`drop table if exists game_search_fts`.execute(db);
    await db.schema.dropTable('game_search').execute();
  },
});
