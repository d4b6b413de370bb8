import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idTable } from '../../db/id-table.js';

/**
 * Manual rebate (issue 17, migration 0022): rates per game type, and claims. A member's claims are
 * ordered by `until` (unique per member), so the bets of one instant are paid once.
 */
export const rebateMigration = (dialect: 'sqlite' | 'postgres'): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rebate_rates')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('game_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('rate_bp', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('rebate_rates_pk', ['merchant_code', 'game_type'])
      .execute();
    await idTable(db, dialect, 'rebate_claims')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('until', 'varchar(40)', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('lines', 'text', (c) => c.notNull())
      .addColumn('entry_id', 'integer', (c) => c.notNull().references('journal_entries.id'))
      .addColumn('claimed_at', 'varchar(40)', (c) => c.notNull())
      .addUniqueConstraint('rebate_claims_until_uq', ['member_id', 'until'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('rebate_claims').execute();
    await db.schema.dropTable('rebate_rates').execute();
  },
});

/**
 * Rates per VIP level (issue 17, migration 0024): the key gains `vip_level` (0, the ladder's first
 * level, holds the rates every member gets). SQLite cannot change a primary key, so the table is
 * rebuilt on both dialects and its rows copied at level 0.
 */
export const rebateVipRatesMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rebate_level_rates')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('vip_level', 'integer', (c) => c.notNull())
      .addColumn('game_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('rate_bp', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('rebate_level_rates_pk', ['merchant_code', 'vip_level', 'game_type'])
      .execute();
    await sql`insert into rebate_level_rates (merchant_code, vip_level, game_type, rate_bp)
      select merchant_code, 0, game_type, rate_bp from rebate_rates`.execute(db);
    await db.schema.dropTable('rebate_rates').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .createTable('rebate_rates')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('game_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('rate_bp', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('rebate_rates_pk', ['merchant_code', 'game_type'])
      .execute();
    await sql`insert into rebate_rates (merchant_code, game_type, rate_bp)
      select merchant_code, game_type, rate_bp from rebate_level_rates where vip_level = 0`.execute(db);
    await db.schema.dropTable('rebate_level_rates').execute();
  },
});
