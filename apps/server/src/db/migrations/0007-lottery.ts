import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type SqlDialect = 'sqlite' | 'postgres';

/**
 * The number lottery (issue 5, modules/lottery). The lottery is a vendor integration of its own
 * (LOTTO): real tickets move money only through the seamless-wallet protocol (game_rounds,
 * vendor_transactions, bet_records of 0006); these tables are the vendor's side.
 * - lottery_games: per catalogue lottery game, its draw schedule and number size (operator-tunable);
 * - lottery_draws: one row per draw; `status` pending -> drawn (claimed by ONE process with a
 *   conditional UPDATE that also writes the result) -> settled (every ticket settled);
 * - lottery_tickets: one row per ticket (= one protocol round), with the member's Idempotency-Key;
 * - lottery_play_wallets: play money of free-trial tickets (never the ledger).
 */
export const lotteryMigration = (dialect: SqlDialect): Migration => ({
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
      .createTable('lottery_games')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('interval_seconds', 'integer', (c) => c.notNull())
      .addColumn('close_seconds', 'integer', (c) => c.notNull())
      .addColumn('digits', 'integer', (c) => c.notNull())
      .addColumn('group_code', 'varchar(16)', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('lottery_games_pk', ['merchant_code', 'node_id'])
      .execute();

    await id('lottery_draws')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('draw_no', 'integer', (c) => c.notNull())
      .addColumn('draw_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('close_at', 'varchar(40)', (c) => c.notNull())
      // pending | drawn | settled
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('result', 'varchar(8)')
      .addColumn('ticket_count', 'integer', (c) => c.notNull())
      .addColumn('opened_at', 'varchar(40)')
      .addColumn('opened_by', 'varchar(64)')
      .addColumn('settled_at', 'varchar(40)')
      .addUniqueConstraint('lottery_draws_uq', ['merchant_code', 'node_id', 'draw_no'])
      .execute();
    await db.schema
      .createIndex('lottery_draws_status_idx')
      .on('lottery_draws')
      .columns(['merchant_code', 'status', 'draw_at'])
      .execute();

    await id('lottery_tickets')
      .addColumn('ticket_id', 'varchar(48)', (c) => c.notNull().unique())
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('draw_id', 'integer', (c) => c.notNull().references('lottery_draws.id'))
      .addColumn('bet_type', 'varchar(4)', (c) => c.notNull())
      // JSON array of the picked numbers
      .addColumn('numbers', 'text', (c) => c.notNull())
      .addColumn('stake', 'bigint', (c) => c.notNull())
      .addColumn('total', 'bigint', (c) => c.notNull())
      .addColumn('win', 'bigint')
      .addColumn('mode', 'varchar(8)', (c) => c.notNull())
      // pending (debit in flight) | placed | won | lost | cancelled
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('idem_key', 'varchar(128)', (c) => c.notNull())
      .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('settled_at', 'varchar(40)')
      .addUniqueConstraint('lottery_tickets_key_uq', ['member_id', 'idem_key'])
      .execute();
    await db.schema
      .createIndex('lottery_tickets_member_idx')
      .on('lottery_tickets')
      .columns(['member_id', 'mode', 'created_at'])
      .execute();
    await db.schema
      .createIndex('lottery_tickets_draw_idx')
      .on('lottery_tickets')
      .columns(['draw_id', 'status'])
      .execute();

    await db.schema
      .createTable('lottery_play_wallets')
      .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id'))
      .addColumn('balance', 'bigint', (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['lottery_play_wallets', 'lottery_tickets', 'lottery_draws', 'lottery_games']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
});
