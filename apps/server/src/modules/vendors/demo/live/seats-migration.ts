import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Issue 19: who holds each seat of a card table's round. The key makes a seat one player's: the first
 * placement on it inserts the row, any other player's finds it taken.
 */
export const liveSeatHoldersMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('demo_live_seat_holders')
      .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('round_no', 'integer', (c) => c.notNull())
      .addColumn('area', 'varchar(32)', (c) => c.notNull())
      .addColumn('round_id', 'varchar(64)', (c) =>
        c.notNull().references('demo_live_rounds.round_id').onDelete('cascade'),
      )
      .addColumn('player', 'varchar(64)', (c) => c.notNull())
      .addPrimaryKeyConstraint('demo_live_seat_holders_pk', ['node_id', 'round_no', 'area'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('demo_live_seat_holders').execute();
  },
});
