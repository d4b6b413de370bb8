import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A member's open rounds are listed above the bet records (pending sports bets, issue 19): a partial
 * index holds only open rounds, so the lookup does not walk every spin a member ever made.
 */
export const openRoundsIndexMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('game_rounds_open_member_idx')
      .on('game_rounds')
      .columns(['member_id', 'created_at'])
      .where(sql.ref('status'), '=', 'open')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('game_rounds_open_member_idx').execute();
  },
});
