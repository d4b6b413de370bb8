import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Vendor wallets (issue 14, migration 0013): the merchant's automatic-transfer setting and one row per
 * automatic transfer at a game launch. `launch_key` is unique per member (a retried launch replays
 * its first transfer); the sweep reads sessions by merchant, status and last activity; leave and the
 * sweep look for the member's other sessions of the same wallet.
 */
export const vendorWalletsMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('vendor_wallet_settings')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('auto_transfer', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('idle_minutes', 'integer', (c) => c.notNull().defaultTo(30))
      .execute();
    await db.schema
      .createTable('game_wallet_sessions')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('wallet_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('launch_key', 'varchar(160)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('moved_in', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('entry_in_id', 'integer')
      .addColumn('entry_out_id', 'integer')
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('last_active_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('ended_at', 'varchar(40)')
      .addUniqueConstraint('game_wallet_sessions_launch_uq', ['member_id', 'launch_key'])
      .execute();
    await db.schema
      .createIndex('game_wallet_sessions_member_idx')
      .on('game_wallet_sessions')
      .columns(['member_id', 'wallet_code', 'status'])
      .execute();
    await db.schema
      .createIndex('game_wallet_sessions_sweep_idx')
      .on('game_wallet_sessions')
      .columns(['merchant_code', 'status', 'last_active_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('game_wallet_sessions').execute();
    await db.schema.dropTable('vendor_wallet_settings').execute();
  },
});
