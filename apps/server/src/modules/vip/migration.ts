import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idTable } from '../../db/id-table.js';

/**
 * VIP (issue 17, migration 0023): the operator's ladder, and the rewards paid, each once per member
 * and slot (a level's level-up, a business month's monthly bonus; unique key).
 */
export const vipMigration = (dialect: 'sqlite' | 'postgres'): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('vip_levels')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('names', 'text', (c) => c.notNull())
      .addColumn('min_valid_bet', 'bigint', (c) => c.notNull())
      .addColumn('min_deposit', 'bigint', (c) => c.notNull())
      .addColumn('level_up_bonus', 'bigint', (c) => c.notNull())
      .addColumn('monthly_bonus', 'bigint', (c) => c.notNull())
      .addColumn('turnover_x100', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('vip_levels_pk', ['merchant_code', 'level'])
      .execute();
    await idTable(db, dialect, 'vip_rewards')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('slot', 'varchar(48)', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('period', 'varchar(40)')
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('bonus_id', 'integer', (c) => c.notNull().references('bonuses.id'))
      .addColumn('claimed_at', 'varchar(40)', (c) => c.notNull())
      .addUniqueConstraint('vip_rewards_slot_uq', ['member_id', 'slot'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('vip_rewards').execute();
    await db.schema.dropTable('vip_levels').execute();
  },
});
