import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idTable } from '../../../../db/id-table.js';

/** The demo vendor's sportsbook: fixture results, bets and their legs (issue 19, tables.ts). */
export const sportsbookMigration = (dialect: 'sqlite' | 'postgres'): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('demo_sports_results')
      .addColumn('fixture_id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('status', 'varchar(12)', (c) => c.notNull())
      .addColumn('home_score', 'integer')
      .addColumn('away_score', 'integer')
      .addColumn('revision', 'integer', (c) => c.notNull())
      .addColumn('decided_at', 'varchar(40)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('demo_sports_bets')
      .addColumn('bet_id', 'varchar(48)', (c) => c.primaryKey())
      .addColumn('session_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('placement', 'varchar(40)', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull())
      .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('mode', 'varchar(8)', (c) => c.notNull())
      .addColumn('stake', 'bigint', (c) => c.notNull())
      .addColumn('odds', 'integer', (c) => c.notNull())
      .addColumn('payout', 'bigint')
      .addColumn('status', 'varchar(12)', (c) => c.notNull())
      .addColumn('settles_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('claimed_at', 'varchar(40)')
      .addColumn('placed_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('settled_at', 'varchar(40)')
      .addUniqueConstraint('demo_sports_bets_placement_uq', ['session_hash', 'placement'])
      .execute();
    // The sweep looks for due bets every few seconds; a player's page lists theirs newest first.
    await db.schema
      .createIndex('demo_sports_bets_due_idx')
      .on('demo_sports_bets')
      .columns(['status', 'settles_at'])
      .execute();
    await db.schema
      .createIndex('demo_sports_bets_member_idx')
      .on('demo_sports_bets')
      .columns(['member_id', 'node_id', 'placed_at'])
      .execute();
    await idTable(db, dialect, 'demo_sports_legs')
      .addColumn('bet_id', 'varchar(48)', (c) =>
        c.notNull().references('demo_sports_bets.bet_id').onDelete('cascade'),
      )
      .addColumn('leg_no', 'integer', (c) => c.notNull())
      .addColumn('fixture_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('sport', 'varchar(16)', (c) => c.notNull())
      .addColumn('home', 'varchar(60)', (c) => c.notNull())
      .addColumn('away', 'varchar(60)', (c) => c.notNull())
      .addColumn('kickoff_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('market', 'varchar(24)', (c) => c.notNull())
      .addColumn('selection', 'varchar(8)', (c) => c.notNull())
      .addColumn('odds', 'integer', (c) => c.notNull())
      .addColumn('outcome', 'varchar(12)')
      .addColumn('settled_revision', 'integer')
      .addUniqueConstraint('demo_sports_legs_uq', ['bet_id', 'leg_no'])
      .execute();
    await db.schema
      .createIndex('demo_sports_legs_fixture_idx')
      .on('demo_sports_legs')
      .columns(['fixture_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('demo_sports_legs').execute();
    await db.schema.dropTable('demo_sports_bets').execute();
    await db.schema.dropTable('demo_sports_results').execute();
  },
});
