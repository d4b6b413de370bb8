import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idTable } from '../../db/id-table.js';

/** Raffles (issue 20, migration 0040): the raffles, the members' claimed tickets, the winners. */
export const raffleMigration = (dialect: 'sqlite' | 'postgres'): Migration => ({
  async up(db: Kysely<unknown>) {
    await idTable(db, dialect, 'raffles')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('names', 'text', (c) => c.notNull())
      .addColumn('basis', 'varchar(16)', (c) => c.notNull())
      .addColumn('ticket_amount', 'bigint', (c) => c.notNull())
      .addColumn('starts_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('ends_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('draw_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('prizes', 'text', (c) => c.notNull())
      .addColumn('status', 'varchar(8)', (c) => c.notNull())
      .addColumn('drawn_at', 'varchar(40)')
      .execute();
    await db.schema.createIndex('raffles_due_idx').on('raffles').columns(['status', 'draw_at']).execute();
    await db.schema
      .createTable('raffle_entries')
      .addColumn('raffle_id', 'integer', (c) => c.notNull().references('raffles.id'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('tickets', 'integer', (c) => c.notNull())
      .addColumn('claimed_at', 'varchar(40)', (c) => c.notNull())
      .addPrimaryKeyConstraint('raffle_entries_pk', ['raffle_id', 'member_id'])
      .execute();
    await db.schema
      .createTable('raffle_winners')
      .addColumn('raffle_id', 'integer', (c) => c.notNull().references('raffles.id'))
      .addColumn('rank', 'integer', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('tickets', 'integer', (c) => c.notNull())
      .addColumn('prize', 'bigint', (c) => c.notNull())
      .addColumn('entry_id', 'integer', (c) => c.notNull().references('journal_entries.id'))
      .addPrimaryKeyConstraint('raffle_winners_pk', ['raffle_id', 'rank'])
      .addUniqueConstraint('raffle_winners_member_uq', ['raffle_id', 'member_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['raffle_winners', 'raffle_entries', 'raffles']) {
      await db.schema.dropTable(table).execute();
    }
  },
});
