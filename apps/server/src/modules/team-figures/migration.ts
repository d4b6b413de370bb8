import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Team figures (issue 16, migration 0019): the business calendar of each merchant and the
 * pre-aggregated figures per member, scope (own, team) and period, so the agent's overview, reports and settlements read a
 * few rows per period however many bets the team has made. Empty here: the app's start-up builds
 * them from the raw records the first time (figures-rebuild.ts), so a database that already holds
 * bets gets whole figures.
 */
export const teamFiguresMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('business_calendars')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('utc_offset_minutes', 'integer', (c) => c.notNull())
      .addColumn('figures_built_at', 'varchar(40)', (c) => c.notNull())
      .execute();
    const money = (name: string) => (t: ReturnType<typeof table>) =>
      t.addColumn(name, 'bigint', (c) => c.notNull().defaultTo(0));
    const count = (name: string) => (t: ReturnType<typeof table>) =>
      t.addColumn(name, 'integer', (c) => c.notNull().defaultTo(0));
    const table = () =>
      db.schema
        .createTable('team_figures')
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('scope', 'varchar(1)', (c) => c.notNull())
        .addColumn('period_kind', 'varchar(1)', (c) => c.notNull())
        .addColumn('period_start', 'varchar(40)', (c) => c.notNull());
    let t = table();
    for (const add of [
      count('bet_count'),
      money('bet'),
      money('valid_bet'),
      money('win'),
      money('deposit'),
      count('deposit_count'),
      money('withdraw'),
      count('withdraw_count'),
      count('active_members'),
    ])
      t = add(t);
    await t
      .addPrimaryKeyConstraint('team_figures_pk', ['member_id', 'scope', 'period_kind', 'period_start'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('team_figures').execute();
    await db.schema.dropTable('business_calendars').execute();
  },
});
