import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idTable } from '../../../../db/id-table.js';

/** The demo vendor's live tables: shared round results, each player's round and its bets (issue 19). */
export const liveTablesMigration = (dialect: 'sqlite' | 'postgres'): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('demo_live_results')
      .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('round_no', 'integer', (c) => c.notNull())
      .addColumn('result', 'varchar(1000)', (c) => c.notNull())
      .addColumn('decided_at', 'varchar(40)', (c) => c.notNull())
      .addPrimaryKeyConstraint('demo_live_results_pk', ['node_id', 'round_no'])
      .execute();
    await db.schema
      .createTable('demo_live_rounds')
      .addColumn('round_id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('round_no', 'integer', (c) => c.notNull())
      .addColumn('game', 'varchar(16)', (c) => c.notNull())
      .addColumn('session_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull())
      .addColumn('mode', 'varchar(8)', (c) => c.notNull())
      .addColumn('closes_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('stake', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('win', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('claimed_at', 'varchar(40)')
      .addColumn('settled_at', 'varchar(40)')
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addUniqueConstraint('demo_live_rounds_seat_uq', ['node_id', 'round_no', 'session_hash'])
      .execute();
    await db.schema
      .createIndex('demo_live_rounds_due_idx')
      .on('demo_live_rounds')
      .columns(['status', 'closes_at'])
      .execute();
    await idTable(db, dialect, 'demo_live_bets')
      .addColumn('round_id', 'varchar(64)', (c) =>
        c.notNull().references('demo_live_rounds.round_id').onDelete('cascade'),
      )
      .addColumn('placement', 'varchar(100)', (c) => c.notNull())
      .addColumn('area', 'varchar(32)', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('status', 'varchar(12)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .execute();
    // One row per area and placement: a placement sent twice (a retry) is held once.
    await db.schema
      .createIndex('demo_live_bets_placement_uq')
      .on('demo_live_bets')
      .columns(['round_id', 'placement', 'area'])
      .unique()
      .execute();
    // The sweep looks for placements left pending every second: an index keeps that off the bets.
    await db.schema
      .createIndex('demo_live_bets_pending_idx')
      .on('demo_live_bets')
      .columns(['status', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('demo_live_bets').execute();
    await db.schema.dropTable('demo_live_rounds').execute();
    await db.schema.dropTable('demo_live_results').execute();
  },
});
