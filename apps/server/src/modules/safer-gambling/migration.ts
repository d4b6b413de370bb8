import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idTable } from '../../db/id-table.js';

/**
 * Safer gambling (issue 18, migration 0026): members' limits and their audit trail, the operator's
 * defaults and ceilings and theirs, reality checks and exclusions. The limits read a member's real-money rounds
 * by time, so game_rounds gets a (member, created_at) index.
 */
export const saferGamblingMigration = (dialect: 'sqlite' | 'postgres'): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('gambling_limits')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('period', 'varchar(16)', (c) => c.notNull())
      .addColumn('amount', 'bigint')
      .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('pending_amount', 'bigint')
      .addColumn('pending_from', 'varchar(40)')
      .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
      .addPrimaryKeyConstraint('gambling_limits_pk', ['member_id', 'kind', 'period'])
      .execute();
    await db.schema
      .createTable('gambling_limit_defaults')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('period', 'varchar(16)', (c) => c.notNull())
      .addColumn('default_amount', 'bigint')
      .addColumn('ceiling', 'bigint')
      .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
      .addPrimaryKeyConstraint('gambling_limit_defaults_pk', ['merchant_code', 'kind', 'period'])
      .execute();
    await idTable(db, dialect, 'gambling_default_changes')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('period', 'varchar(16)', (c) => c.notNull())
      .addColumn('default_from', 'bigint')
      .addColumn('default_to', 'bigint')
      .addColumn('ceiling_from', 'bigint')
      .addColumn('ceiling_to', 'bigint')
      .addColumn('changed_at', 'varchar(40)', (c) => c.notNull())
      .execute();
    await idTable(db, dialect, 'gambling_limit_changes')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('period', 'varchar(16)', (c) => c.notNull())
      .addColumn('from_amount', 'bigint')
      .addColumn('to_amount', 'bigint')
      .addColumn('requested_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('applied_at', 'varchar(40)')
      .addColumn('cancelled_at', 'varchar(40)')
      .addColumn('actor', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('gambling_limit_changes_member_idx')
      .on('gambling_limit_changes')
      .columns(['member_id', 'id'])
      .execute();
    await db.schema
      .createTable('reality_checks')
      .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id'))
      .addColumn('minutes', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
      .execute();
    await idTable(db, dialect, 'exclusions')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('length', 'varchar(8)', (c) => c.notNull())
      .addColumn('starts_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('ends_at', 'varchar(40)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('exclusions_member_idx')
      .on('exclusions')
      .columns(['member_id', 'ends_at'])
      .execute();
    await db.schema
      .createIndex('game_rounds_member_time_idx')
      .on('game_rounds')
      .columns(['member_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('game_rounds_member_time_idx').execute();
    for (const table of [
      'exclusions',
      'reality_checks',
      'gambling_limit_changes',
      'gambling_default_changes',
      'gambling_limit_defaults',
      'gambling_limits',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
});
