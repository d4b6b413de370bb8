import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A session opened by a login that must change its password (the merchant's initial password, a
 * mailed temporary one, an expired one under the password policy) carries the mark, so the access
 * guard refuses everything but the password change until it happens (spec 4.2 step 3, 6).
 */
export const sessionPasswordChangeMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('sessions')
      .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').dropColumn('must_change_password').execute();
  },
});
