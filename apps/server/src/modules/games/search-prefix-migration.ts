import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Game search, bounded work per query (issue 14 item 4): a B-tree index on the prefix key
 * `merchant|language|name_key` (search-repository.ts builds the same expression), so names starting
 * with the query are read as one ordered range with a LIMIT instead of ranking every trigram match.
 * An expression, not the plain columns: an index leading with merchant and language made PostgreSQL
 * scan a whole language instead of asking the trigram index (0016), and the trigram queries never
 * name this expression. PostgreSQL compares it in collation "C" (byte order, as SQLite's BINARY), so
 * the range holds exactly the keys with the prefix whatever the database's collation.
 */
export const gameSearchPrefixMigration = (dialect: 'sqlite' | 'postgres'): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect === 'postgres') {
      await sql`create index game_search_prefix_idx on game_search
        (((merchant_code || '|' || language || '|' || name_key) collate "C"), node_id)`.execute(db);
      // A fine histogram of the key: with the default 100 buckets over every merchant and language the
      // planner estimated a prefix range of hundreds of names at a dozen rows and sorted the whole range
      // instead of reading the first page in index order.
      await sql`alter index game_search_prefix_idx alter column 1 set statistics 2000`.execute(db);
    } else
      await sql`create index game_search_prefix_idx on game_search
        ((merchant_code || '|' || language || '|' || name_key), node_id)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index game_search_prefix_idx`.execute(db);
  },
});
