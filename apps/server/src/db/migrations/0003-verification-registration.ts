import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * SMS codes, registration and password recovery (issue 3, second half):
 * - members: mobile (E.164, unique per merchant), e-mail, payee name, upline member, invite code
 *   (an agent's affiliate code, unique per merchant), payment password hash, the must-change flag set
 *   by a temporary password, and the remaining registration fields as a JSON profile;
 * - sms_codes: one row per code sent, only a salted SHA-256 of the code, bound to number and purpose;
 * - dev_outbox: SMS and e-mails of the development providers (SMS_PROVIDER=outbox, no SMTP_URL).
 */
export const verificationRegistrationMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    // SQLite adds one column per ALTER TABLE statement.
    const memberColumns = [
      ['mobile', 'varchar(20)'],
      ['email', 'varchar(255)'],
      ['payee_name', 'varchar(100)'],
      ['upline_id', 'integer'],
      ['invite_code', 'varchar(64)'],
      ['payment_password_hash', 'text'],
      ['profile', 'text'],
    ] as const;
    for (const [name, type] of memberColumns) {
      await db.schema.alterTable('members').addColumn(name, type).execute();
    }
    await db.schema
      .alterTable('members')
      .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // NULLs never collide in a unique index (SQLite and PostgreSQL alike).
    await db.schema
      .createIndex('members_mobile_uq')
      .unique()
      .on('members')
      .columns(['merchant_code', 'mobile'])
      .execute();
    await db.schema
      .createIndex('members_invite_code_uq')
      .unique()
      .on('members')
      .columns(['merchant_code', 'invite_code'])
      .execute();

    await db.schema
      .createTable('sms_codes')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('phone', 'varchar(20)', (c) => c.notNull())
      .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
      .addColumn('salt', 'varchar(32)', (c) => c.notNull())
      .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('consumed_at', 'varchar(40)')
      .execute();
    await db.schema
      .createIndex('sms_codes_phone_idx')
      .on('sms_codes')
      .columns(['merchant_code', 'phone', 'purpose'])
      .execute();

    await db.schema
      .createTable('dev_outbox')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('channel', 'varchar(8)', (c) => c.notNull())
      .addColumn('recipient', 'varchar(255)', (c) => c.notNull())
      .addColumn('subject', 'varchar(255)')
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('dev_outbox_recipient_idx')
      .on('dev_outbox')
      .columns(['channel', 'recipient'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('dev_outbox').ifExists().execute();
    await db.schema.dropTable('sms_codes').ifExists().execute();
    await db.schema.dropIndex('members_invite_code_uq').ifExists().execute();
    await db.schema.dropIndex('members_mobile_uq').ifExists().execute();
    for (const column of [
      'must_change_password',
      'profile',
      'payment_password_hash',
      'invite_code',
      'upline_id',
      'payee_name',
      'email',
      'mobile',
    ]) {
      await db.schema.alterTable('members').dropColumn(column).execute();
    }
  },
});
