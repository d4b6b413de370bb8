import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type SqlDialect = 'sqlite' | 'postgres';

/**
 * Game launch, the seamless-wallet protocol and the demo vendor (issue 5). Money is BIGINT minor units.
 * Platform side:
 * - game_launches: one row per signed launch token (jti), consumed once by the vendor's session call;
 * - vendor_transactions: every debit, credit and rollback a vendor sent, unique per (merchant,
 *   integration, transaction id) with the request hash and the first answer (idempotency);
 * - game_rounds: the platform's view of a vendor round (bet and win totals, open | settled | rolled_back);
 * - bet_records: one row per settled round, written in the settlement's transaction.
 * Vendor side (the built-in demo vendor; a real vendor keeps these in its own system):
 * - demo_vendor_sessions: game sessions opened with a launch token (token hash), play money in free mode;
 * - demo_vendor_rounds: every spin with its reels, stake, win and state.
 */
export const vendorRoundsMigration = (dialect: SqlDialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const id = (name: string) =>
      db.schema
        .createTable(name)
        .addColumn('id', 'integer', (c) =>
          dialect === 'sqlite'
            ? c.primaryKey().autoIncrement()
            : c.primaryKey().generatedByDefaultAsIdentity(),
        );

    await db.schema
      .createTable('game_launches')
      .addColumn('jti', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('integration', 'varchar(32)', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('mode', 'varchar(8)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('used_at', 'varchar(40)')
      .execute();

    await id('vendor_transactions')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('integration', 'varchar(32)', (c) => c.notNull())
      .addColumn('transaction_id', 'varchar(128)', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull())
      .addColumn('round_id', 'varchar(128)', (c) => c.notNull())
      .addColumn('ref_transaction_id', 'varchar(128)')
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('entry_id', 'integer')
      // ok | rolled_back (a debit later rolled back) | not_found (a rollback of an unknown transaction)
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('response', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addUniqueConstraint('vendor_transactions_uq', ['merchant_code', 'integration', 'transaction_id'])
      .execute();
    await db.schema
      .createIndex('vendor_transactions_ref_idx')
      .on('vendor_transactions')
      .columns(['merchant_code', 'integration', 'ref_transaction_id'])
      .execute();

    await id('game_rounds')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('integration', 'varchar(32)', (c) => c.notNull())
      .addColumn('round_id', 'varchar(128)', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('bet', 'bigint', (c) => c.notNull())
      .addColumn('win', 'bigint', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('settled_at', 'varchar(40)')
      .addUniqueConstraint('game_rounds_uq', ['merchant_code', 'integration', 'round_id'])
      .execute();

    await id('bet_records')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('vendor_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('game_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('game_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('round_id', 'varchar(128)', (c) => c.notNull())
      .addColumn('bet_minor', 'bigint', (c) => c.notNull())
      .addColumn('win_minor', 'bigint', (c) => c.notNull())
      .addColumn('valid_bet_minor', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addUniqueConstraint('bet_records_round_uq', ['merchant_code', 'vendor_code', 'round_id'])
      .execute();
    await db.schema
      .createIndex('bet_records_member_idx')
      .on('bet_records')
      .columns(['member_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('bet_records_merchant_idx')
      .on('bet_records')
      .columns(['merchant_code', 'created_at'])
      .execute();

    await db.schema
      .createTable('demo_vendor_sessions')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('launch_jti', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull())
      .addColumn('player_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
      // What the platform's session call said about the game, kept by the vendor for its page.
      .addColumn('game_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('vendor_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('game_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('language', 'varchar(8)', (c) => c.notNull())
      .addColumn('mode', 'varchar(8)', (c) => c.notNull())
      .addColumn('currency', 'varchar(8)', (c) => c.notNull())
      .addColumn('play_balance', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('demo_vendor_rounds')
      .addColumn('round_id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('session_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull())
      .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('mode', 'varchar(8)', (c) => c.notNull())
      .addColumn('bet', 'bigint', (c) => c.notNull())
      .addColumn('win', 'bigint', (c) => c.notNull())
      // JSON of the outcome (reel set, stops, window, line wins), null until spun.
      .addColumn('outcome', 'text')
      // open -> debited -> settled; open -> refused (debit refused); debited -> credit_pending
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('demo_vendor_rounds_session_idx')
      .on('demo_vendor_rounds')
      .columns(['session_hash', 'created_at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'demo_vendor_rounds',
      'demo_vendor_sessions',
      'bet_records',
      'game_rounds',
      'vendor_transactions',
      'game_launches',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
});
