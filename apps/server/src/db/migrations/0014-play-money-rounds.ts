import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Free play with play money (issue 14): a seamless-wallet round remembers whether it moves real money
 * or play money, so every credit and rollback of the round books against the account kind its first
 * debit chose (a vendor cannot turn a play-money round into a real one halfway). Existing rounds are
 * real. Play-money accounts themselves need no schema change: they are ledger_accounts rows of kind
 * PLAY (member) and PLAY_BANK (system).
 */
export const playMoneyRoundsMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('game_rounds')
      .addColumn('mode', 'varchar(8)', (c) => c.notNull().defaultTo('real'))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('game_rounds').dropColumn('mode').execute();
  },
});
