import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Accounts and sessions (issue 3): login bookkeeping columns on members, the merchant's default initial
 * password (argon2 hash), sessions (token SHA-256 hashes), image captchas (answer HMACs), spent
 * single-use tokens (proof-of-work challenges, free-play nonces), server keys shared by all processes
 * (RSA key pair, challenge HMAC key) and the country dialing codes.
 */
export const accountsSessionsMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    // SQLite adds one column per ALTER TABLE statement.
    const memberColumns = [
      ['last_login_at', 'varchar(40)'],
      ['last_login_ip', 'varchar(64)'],
      ['first_login_done_at', 'varchar(40)'],
      ['password_changed_at', 'varchar(40)'],
      ['language', 'varchar(8)'],
    ] as const;
    for (const [name, type] of memberColumns) {
      await db.schema.alterTable('members').addColumn(name, type).execute();
    }
    await db
      .updateTable('members' as never)
      .set({ password_changed_at: sql.ref('created_at') } as never)
      .execute();

    await db.schema.alterTable('merchants').addColumn('initial_password_hash', 'text').execute();

    await db.schema
      .createTable('sessions')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('last_seen_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_member_idx').on('sessions').column('member_id').execute();

    await db.schema
      .createTable('captchas')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('answer_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('captchas_expires_idx').on('captchas').column('expires_at').execute();

    await db.schema
      .createTable('spent_tokens')
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
      .addPrimaryKeyConstraint('spent_tokens_pk', ['kind', 'token_hash'])
      .execute();
    await db.schema.createIndex('spent_tokens_expires_idx').on('spent_tokens').column('expires_at').execute();

    await db.schema
      .createTable('server_keys')
      .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('country_codes')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
      .addColumn('country_code', 'varchar(2)', (c) => c.notNull())
      .addColumn('country_dialing_code', 'varchar(8)', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('country_codes_pk', ['merchant_code', 'country_code'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['country_codes', 'server_keys', 'spent_tokens', 'captchas', 'sessions']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
    await db.schema.alterTable('merchants').dropColumn('initial_password_hash').execute();
    for (const column of [
      'language',
      'password_changed_at',
      'first_login_done_at',
      'last_login_ip',
      'last_login_at',
    ]) {
      await db.schema.alterTable('members').dropColumn(column).execute();
    }
  },
});
