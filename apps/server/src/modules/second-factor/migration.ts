import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idTable } from '../../db/id-table.js';

/** The second factor of login and the authenticator app (issue 18, migration 0028; tables.ts). */
export const secondFactorMigration = (dialect: 'sqlite' | 'postgres'): Migration => ({
  async up(db: Kysely<unknown>) {
    const member = 'members.id';
    await db.schema
      .createTable('known_login_ips')
      .addColumn('member_id', 'integer', (c) => c.notNull().references(member).onDelete('cascade'))
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('first_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('last_at', 'varchar(40)', (c) => c.notNull())
      .addPrimaryKeyConstraint('known_login_ips_pk', ['member_id', 'ip'])
      .execute();
    await db.schema
      .createTable('login_challenges')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references(member).onDelete('cascade'))
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('portal', 'varchar(8)', (c) => c.notNull())
      .addColumn('login_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('user_agent', 'varchar(256)')
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('code_channel', 'varchar(8)')
      .addColumn('code_salt', 'varchar(32)')
      .addColumn('code_hash', 'varchar(64)')
      .addColumn('code_sent_at', 'varchar(40)')
      .addColumn('code_expires_at', 'varchar(40)')
      .addColumn('consumed_at', 'varchar(40)')
      .execute();
    await db.schema
      .createIndex('login_challenges_expiry_idx')
      .on('login_challenges')
      .column('expires_at')
      .execute();
    await db.schema
      .createTable('totp_authenticators')
      .addColumn('member_id', 'integer', (c) => c.primaryKey().references(member).onDelete('cascade'))
      .addColumn('secret_sealed', 'varchar(200)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('enabled_at', 'varchar(40)')
      .addColumn('last_step', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await idTable(db, dialect, 'recovery_codes')
      .addColumn('member_id', 'integer', (c) => c.notNull().references(member).onDelete('cascade'))
      .addColumn('salt', 'varchar(32)', (c) => c.notNull())
      .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('used_at', 'varchar(40)')
      .execute();
    await db.schema
      .createIndex('recovery_codes_member_idx')
      .on('recovery_codes')
      .column('member_id')
      .execute();
    await idTable(db, dialect, 'trusted_devices')
      .addColumn('member_id', 'integer', (c) => c.notNull().references(member).onDelete('cascade'))
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'trusted_devices',
      'recovery_codes',
      'totp_authenticators',
      'login_challenges',
      'known_login_ips',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
});
