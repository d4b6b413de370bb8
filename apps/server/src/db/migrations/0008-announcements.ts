import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Announcements (issue 5, spec 3 and 4.9): the operator's player notices (PL, the marquee), popups (PU,
 * with an audience execution code A, B or F) and promotions (PR), each with one title and sanitized HTML
 * content per language. Banners keep their own table (0001). Rows are keyed by an operator key so the
 * seed and operator tools upsert them; `starts_at`/`ends_at` schedule them (null: open-ended).
 */
export const announcementsMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('announcements')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
      .addColumn('announcement_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('type', 'varchar(4)', (c) => c.notNull())
      .addColumn('execution', 'varchar(1)')
      .addColumn('promotion_type', 'varchar(32)')
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addColumn('starts_at', 'varchar(40)')
      .addColumn('ends_at', 'varchar(40)')
      .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
      .addPrimaryKeyConstraint('announcements_pk', ['merchant_code', 'announcement_key'])
      .execute();
    await db.schema
      .createIndex('announcements_type_order_idx')
      .on('announcements')
      .columns(['merchant_code', 'type', 'sort_order'])
      .execute();

    await db.schema
      .createTable('announcement_texts')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('announcement_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('language', 'varchar(8)', (c) => c.notNull())
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('announcement_texts_pk', ['merchant_code', 'announcement_key', 'language'])
      .addForeignKeyConstraint(
        'announcement_texts_announcement_fk',
        ['merchant_code', 'announcement_key'],
        'announcements',
        ['merchant_code', 'announcement_key'],
        (fk) => fk.onDelete('cascade'),
      )
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('announcement_texts').execute();
    await db.schema.dropTable('announcements').execute();
  },
});
