import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Forgot password by e-mail (issue 13): the single-use reset code mailed to a member. One row per
 * member (the primary key), so a new request replaces the earlier code in one statement; only a salted
 * SHA-256 of the code is kept; `attempts` counts guesses (raised before each check) and `consumed_at`
 * marks the code used (a conditional UPDATE, so two uses of one code cannot both succeed).
 */
export const passwordResetCodesMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('password_reset_codes')
      .addColumn('member_id', 'integer', (c) => c.primaryKey())
      .addColumn('id', 'varchar(32)', (c) => c.notNull())
      .addColumn('salt', 'varchar(32)', (c) => c.notNull())
      .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('consumed_at', 'varchar(40)')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('password_reset_codes').execute();
  },
});
