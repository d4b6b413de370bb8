import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idTable } from '../../db/id-table.js';

/**
 * The points mall (issue 20, migration 0037): terms, rates, accounts, the journal, the catalogue and
 * redeem orders. Balances are checked non-negative by the database too, beside the guarded updates.
 */
export const pointsMigration = (dialect: 'sqlite' | 'postgres'): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('point_settings')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('exchange_ratio', 'bigint', (c) => c.notNull())
      .addColumn('points_requirement', 'bigint', (c) => c.notNull())
      .addColumn('amount_requirement', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('point_rates')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('game_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('rate', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('point_rates_pk', ['merchant_code', 'game_type'])
      .execute();
    await db.schema
      .createTable('point_accounts')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('balance', 'bigint', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`balance >= 0`),
      )
      .addColumn('earned', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('point_accounts_pk', ['merchant_code', 'member_id'])
      .execute();
    await idTable(db, dialect, 'point_journal')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('points', 'bigint', (c) => c.notNull())
      .addColumn('balance_after', 'bigint', (c) => c.notNull())
      .addColumn('reference', 'varchar(160)', (c) => c.notNull())
      .addColumn('detail', 'varchar(200)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addUniqueConstraint('point_journal_reference_uq', ['merchant_code', 'reference'])
      .execute();
    await db.schema
      .createIndex('point_journal_member_idx')
      .on('point_journal')
      .columns(['member_id', 'id'])
      .execute();
    await idTable(db, dialect, 'point_rewards')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('names', 'text', (c) => c.notNull())
      .addColumn('descriptions', 'text', (c) => c.notNull())
      .addColumn('points', 'bigint', (c) => c.notNull())
      .addColumn('amount', 'bigint')
      .addColumn('turnover_multiple', 'integer')
      .addColumn('stock', 'integer', (c) => c.check(sql`stock >= 0`))
      .addColumn('image_url', 'varchar(300)')
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await idTable(db, dialect, 'point_redeem_orders')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('reward_id', 'integer', (c) => c.notNull().references('point_rewards.id'))
      .addColumn('reward_names', 'text', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('points', 'bigint', (c) => c.notNull())
      .addColumn('amount', 'bigint')
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('delivery', 'text')
      .addColumn('remark', 'varchar(200)')
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('decided_at', 'varchar(40)')
      .addColumn('entry_id', 'integer', (c) => c.references('journal_entries.id'))
      .execute();
    await db.schema
      .createIndex('point_redeem_orders_member_idx')
      .on('point_redeem_orders')
      .columns(['member_id', 'id'])
      .execute();
    await db.schema
      .createIndex('point_redeem_orders_status_idx')
      .on('point_redeem_orders')
      .columns(['merchant_code', 'status', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'point_redeem_orders',
      'point_rewards',
      'point_journal',
      'point_accounts',
      'point_rates',
      'point_settings',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
});
