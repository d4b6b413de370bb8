import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idTable } from '../../db/id-table.js';

/** Missions (issue 20, migration 0039): the operator's missions and the claims of each period. */
export const missionsMigration = (dialect: 'sqlite' | 'postgres'): Migration => ({
  async up(db: Kysely<unknown>) {
    await idTable(db, dialect, 'missions')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('period', 'varchar(1)', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('game_type', 'varchar(16)')
      .addColumn('target', 'bigint', (c) => c.notNull())
      .addColumn('reward', 'bigint', (c) => c.notNull())
      .addColumn('mission_points', 'integer', (c) => c.notNull())
      .addColumn('names', 'text', (c) => c.notNull())
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('mission_claims')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('mission_id', 'integer', (c) => c.notNull().references('missions.id'))
      .addColumn('period_start', 'varchar(40)', (c) => c.notNull())
      .addColumn('reward', 'bigint', (c) => c.notNull())
      .addColumn('mission_points', 'integer', (c) => c.notNull())
      .addColumn('entry_id', 'integer', (c) => c.notNull().references('journal_entries.id'))
      .addColumn('claimed_at', 'varchar(40)', (c) => c.notNull())
      .addPrimaryKeyConstraint('mission_claims_pk', ['member_id', 'mission_id', 'period_start'])
      .execute();
    await db.schema
      .createIndex('mission_claims_week_idx')
      .on('mission_claims')
      .columns(['merchant_code', 'claimed_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('mission_claims').execute();
    await db.schema.dropTable('missions').execute();
  },
});
