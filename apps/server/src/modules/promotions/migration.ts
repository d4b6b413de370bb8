import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idTable } from '../../db/id-table.js';

/**
 * Promotions, members' entries and bonuses (issue 17, migration 0021). One entry per (promotion,
 * member) and one ACTIVE bonus per member are unique indexes, so two racing claims pay once.
 */
export const promotionsMigration = (dialect: 'sqlite' | 'postgres'): Migration => ({
  async up(db: Kysely<unknown>) {
    const id = (name: string) => idTable(db, dialect, name);
    await db.schema
      .createTable('promotion_categories')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('code', 'varchar(32)', (c) => c.notNull())
      .addColumn('names', 'text', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('promotion_categories_pk', ['merchant_code', 'code'])
      .execute();
    await id('promotions')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('promotion_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('category_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('image_url', 'varchar(512)')
      .addColumn('terms', 'text', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addColumn('starts_at', 'varchar(40)')
      .addColumn('ends_at', 'varchar(40)')
      .addColumn('closed_at', 'varchar(40)')
      .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
      .addUniqueConstraint('promotions_key_uq', ['merchant_code', 'promotion_key'])
      .execute();
    await db.schema
      .createTable('promotion_texts')
      .addColumn('promotion_id', 'integer', (c) =>
        c.notNull().references('promotions.id').onDelete('cascade'),
      )
      .addColumn('language', 'varchar(8)', (c) => c.notNull())
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('terms_html', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('promotion_texts_pk', ['promotion_id', 'language'])
      .execute();
    await id('promotion_entries')
      .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('joined_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('decided_at', 'varchar(40)')
      .addColumn('deposit_order_id', 'integer')
      .addColumn('reason', 'varchar(255)')
      .addUniqueConstraint('promotion_entries_member_uq', ['promotion_id', 'member_id'])
      .execute();
    await db.schema
      .createIndex('promotion_entries_member_idx')
      .on('promotion_entries')
      .columns(['member_id'])
      .execute();
    await id('bonuses')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('promotion_id', 'integer', (c) => c.references('promotions.id'))
      .addColumn('entry_id', 'integer', (c) => c.references('promotion_entries.id'))
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('turnover_required', 'bigint', (c) => c.notNull())
      .addColumn('turnover_done', 'bigint', (c) => c.notNull())
      .addColumn('contributions', 'text', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('on_expiry', 'varchar(16)', (c) => c.notNull())
      .addColumn('granted_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(40)')
      .addColumn('ended_at', 'varchar(40)')
      .addColumn('grant_entry_id', 'integer', (c) => c.notNull().references('journal_entries.id'))
      .addColumn('take_back_entry_id', 'integer', (c) => c.references('journal_entries.id'))
      .addColumn('taken_back', 'bigint')
      .addColumn('reason', 'varchar(255)')
      .execute();
    await sql`create unique index bonuses_active_uq on bonuses (member_id) where status = 'ACTIVE'`.execute(
      db,
    );
    await db.schema
      .createIndex('bonuses_member_idx')
      .on('bonuses')
      .columns(['member_id', 'granted_at'])
      .execute();
    // A bonus paid per entry at most once.
    await sql`create unique index bonuses_entry_uq on bonuses (entry_id) where entry_id is not null`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('bonuses').execute();
    await db.schema.dropTable('promotion_entries').execute();
    await db.schema.dropTable('promotion_texts').execute();
    await db.schema.dropTable('promotions').execute();
    await db.schema.dropTable('promotion_categories').execute();
  },
});

/**
 * Cashback claims (issue 17, migration 0025): one per entry and business period (unique), each with
 * the net loss it paid back and its bonus.
 */
export const cashbackClaimsMigration = (dialect: 'sqlite' | 'postgres'): Migration => ({
  async up(db: Kysely<unknown>) {
    await idTable(db, dialect, 'cashback_claims')
      .addColumn('entry_id', 'integer', (c) => c.notNull().references('promotion_entries.id'))
      .addColumn('period_start', 'varchar(40)', (c) => c.notNull())
      .addColumn('net_loss', 'bigint', (c) => c.notNull())
      .addColumn('bonus_id', 'integer', (c) => c.notNull().references('bonuses.id'))
      .addColumn('claimed_at', 'varchar(40)', (c) => c.notNull())
      .addUniqueConstraint('cashback_claims_period_uq', ['entry_id', 'period_start'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('cashback_claims').execute();
  },
});
