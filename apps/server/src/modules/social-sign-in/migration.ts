import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idTable } from '../../db/id-table.js';

/** Social sign-in: the merchant's channels, linked identities and sign-in flows (issue 18, migration 0030). */
export const socialSignInMigration = (dialect: 'sqlite' | 'postgres'): Migration => ({
  async up(db: Kysely<unknown>) {
    const member = 'members.id';
    await db.schema
      .createTable('social_channel_settings')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('channel', 'varchar(16)', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('social_channel_settings_pk', ['merchant_code', 'channel'])
      .execute();
    await idTable(db, dialect, 'social_identities')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull().references(member).onDelete('cascade'))
      .addColumn('channel', 'varchar(16)', (c) => c.notNull())
      .addColumn('subject', 'varchar(255)', (c) => c.notNull())
      .addColumn('email', 'varchar(255)')
      .addColumn('linked_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('last_login_at', 'varchar(40)')
      .addUniqueConstraint('social_identities_subject_uq', ['merchant_code', 'channel', 'subject'])
      .addUniqueConstraint('social_identities_member_uq', ['member_id', 'channel'])
      .execute();
    await db.schema
      .createTable('social_flows')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('channel', 'varchar(16)', (c) => c.notNull())
      .addColumn('mode', 'varchar(8)', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.references(member).onDelete('cascade'))
      .addColumn('browser_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('nonce', 'varchar(64)', (c) => c.notNull())
      .addColumn('code_verifier', 'varchar(128)', (c) => c.notNull())
      .addColumn('redirect_uri', 'varchar(512)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('callback_at', 'varchar(40)')
      .addColumn('ticket_hash', 'varchar(64)', (c) => c.unique())
      .addColumn('ticket_expires_at', 'varchar(40)')
      .addColumn('subject', 'varchar(255)')
      .addColumn('email', 'varchar(255)')
      .addColumn('name', 'varchar(255)')
      .addColumn('proven_member_id', 'integer', (c) => c.references(member).onDelete('cascade'))
      .addColumn('consumed_at', 'varchar(40)')
      .execute();
    await db.schema.createIndex('social_flows_expiry_idx').on('social_flows').column('expires_at').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['social_flows', 'social_identities', 'social_channel_settings']) {
      await db.schema.dropTable(table).execute();
    }
  },
});
