import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idTable } from '../../db/id-table.js';

/** My account (issue 18, migration 0029): personal-field settings, their audit, codes sent to members. */
export const myAccountMigration = (dialect: 'sqlite' | 'postgres'): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('profile_field_settings')
      .addColumn('merchant_code', 'varchar(32)', (c) =>
        c.notNull().references('merchants.code').onDelete('cascade'),
      )
      .addColumn('field', 'varchar(32)', (c) => c.notNull())
      .addColumn('shown', 'integer', (c) => c.notNull())
      .addColumn('required', 'integer', (c) => c.notNull())
      .addColumn('lock_once_set', 'integer', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('profile_field_settings_pk', ['merchant_code', 'field'])
      .execute();
    await idTable(db, dialect, 'profile_changes')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('field', 'varchar(32)', (c) => c.notNull())
      .addColumn('actor', 'varchar(16)', (c) => c.notNull())
      .addColumn('at', 'varchar(40)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('profile_changes_member_idx')
      .on('profile_changes')
      .columns(['member_id', 'id'])
      .execute();
    await db.schema
      .createTable('member_codes')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
      .addColumn('channel', 'varchar(8)', (c) => c.notNull())
      .addColumn('target', 'varchar(255)', (c) => c.notNull())
      .addColumn('salt', 'varchar(32)', (c) => c.notNull())
      .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('consumed_at', 'varchar(40)')
      .addPrimaryKeyConstraint('member_codes_pk', ['member_id', 'purpose'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['member_codes', 'profile_changes', 'profile_field_settings']) {
      await db.schema.dropTable(table).execute();
    }
  },
});
