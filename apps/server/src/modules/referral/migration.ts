import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Invite friends (issue 20, migration 0038): rewards, invitees, payouts and members' devices. */
export const referralMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('referral_rewards')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('milestone', 'varchar(16)', (c) => c.notNull())
      .addColumn('threshold', 'bigint', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('referral_rewards_pk', ['merchant_code', 'milestone'])
      .execute();
    await db.schema
      .createTable('referrals')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('invitee_id', 'integer', (c) => c.primaryKey().references('members.id'))
      .addColumn('referrer_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('registered_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('device_hash', 'varchar(64)')
      .addColumn('excluded', 'varchar(16)')
      .addColumn('first_deposit', 'bigint')
      .addColumn('first_deposit_at', 'varchar(40)')
      .addColumn('valid_bet', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('referrals_referrer_idx')
      .on('referrals')
      .columns(['referrer_id', 'registered_at'])
      .execute();
    await db.schema
      .createTable('referral_payouts')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('invitee_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('milestone', 'varchar(16)', (c) => c.notNull())
      .addColumn('referrer_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('entry_id', 'integer', (c) => c.notNull().references('journal_entries.id'))
      .addColumn('paid_at', 'varchar(40)', (c) => c.notNull())
      .addPrimaryKeyConstraint('referral_payouts_pk', ['invitee_id', 'milestone'])
      .execute();
    await db.schema
      .createIndex('referral_payouts_referrer_idx')
      .on('referral_payouts')
      .column('referrer_id')
      .execute();
    await db.schema
      .createTable('member_devices')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('device_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('first_seen_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('last_seen_at', 'varchar(40)', (c) => c.notNull())
      .addPrimaryKeyConstraint('member_devices_pk', ['member_id', 'device_hash', 'ip'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['member_devices', 'referral_payouts', 'referrals', 'referral_rewards']) {
      await db.schema.dropTable(table).execute();
    }
  },
});
