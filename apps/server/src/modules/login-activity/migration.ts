import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idTable } from '../../db/id-table.js';

/**
 * Login history and active sessions (issue 18, migration 0027): every login attempt on a known
 * account, and the browser a session was opened from.
 */
export const loginActivityMigration = (dialect: 'sqlite' | 'postgres'): Migration => ({
  async up(db: Kysely<unknown>) {
    await idTable(db, dialect, 'login_events')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('at', 'varchar(40)', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('country', 'varchar(2)')
      .addColumn('user_agent', 'varchar(256)')
      .addColumn('result', 'varchar(16)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('login_events_member_idx')
      .on('login_events')
      .columns(['member_id', 'id'])
      .execute();
    await db.schema.alterTable('sessions').addColumn('user_agent', 'varchar(256)').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
    await db.schema.dropTable('login_events').execute();
  },
});
