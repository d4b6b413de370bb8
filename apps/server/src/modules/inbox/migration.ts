import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idTable } from '../../db/id-table.js';

/** The inbox (issue 21, migration 0041): messages, personal or broadcast, and members' marks on them. */
export const inboxMigration = (dialect: 'sqlite' | 'postgres'): Migration => ({
  async up(db: Kysely<unknown>) {
    await idTable(db, dialect, 'inbox_messages')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.references('members.id'))
      .addColumn('category', 'varchar(16)', (c) => c.notNull())
      .addColumn('titles', 'text', (c) => c.notNull())
      .addColumn('bodies', 'text', (c) => c.notNull())
      .addColumn('link', 'varchar(300)')
      .addColumn('seg_min_vip', 'integer')
      .addColumn('seg_agent_id', 'integer', (c) => c.references('members.id'))
      .addColumn('seg_registered_from', 'varchar(40)')
      .addColumn('seg_registered_to', 'varchar(40)')
      .addColumn('seg_with_deposit', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sender', 'varchar(16)', (c) => c.notNull())
      .addColumn('notice', 'varchar(40)')
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(40)')
      .execute();
    // A member's own messages, and the broadcasts (member_id null), newest first.
    await db.schema
      .createIndex('inbox_messages_member_idx')
      .on('inbox_messages')
      .columns(['merchant_code', 'member_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('inbox_marks')
      .addColumn('message_id', 'integer', (c) => c.notNull().references('inbox_messages.id'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('read_at', 'varchar(40)')
      .addColumn('deleted_at', 'varchar(40)')
      .addPrimaryKeyConstraint('inbox_marks_pk', ['member_id', 'message_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('inbox_marks').execute();
    await db.schema.dropTable('inbox_messages').execute();
  },
});
