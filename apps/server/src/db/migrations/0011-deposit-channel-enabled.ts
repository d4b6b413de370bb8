import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Deposit channels can be switched off by the operator (`npm run operator -- deposit-channel disable
 * CODE`) instead of deleted: a disabled channel is not offered and takes no deposit, its past orders
 * keep their channel code, and the idempotent demo seed does not switch it back on. Production start
 * refuses an enabled instant channel (it credits without any payment).
 */
export const depositChannelEnabledMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('deposit_channels')
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('deposit_channels').dropColumn('enabled').execute();
  },
});
