import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The team tree (issue 16, migration 0018) as a closure table: one row per (ancestor, descendant)
 * pair at any depth, and a depth-0 row of every member to itself. "Everyone under X" is one indexed
 * range read (`ancestor_id = X and depth > 0`), "X's upline chain" another (`descendant_id = X`).
 *
 * The rows are kept by triggers on `members`, so every way a member comes to exist (registration, an
 * agent's registerCenter, the seed, a test's insert) and every change of `upline_id` keeps the tree
 * whole in the same transaction. Moving a member moves its whole subtree; a move under its own
 * subtree is refused (`team_cycle`, raised by the trigger, so the statement rolls back).
 */
const sqliteTriggers = async (db: Kysely<unknown>) => {
  await sql`create trigger team_paths_member_insert after insert on members begin
    insert into team_paths (ancestor_id, descendant_id, depth) values (new.id, new.id, 0);
    insert into team_paths (ancestor_id, descendant_id, depth)
      select ancestor_id, new.id, depth + 1 from team_paths where descendant_id = new.upline_id;
  end`.execute(db);
  await sql`create trigger team_paths_member_move after update of upline_id on members
    when new.upline_id is not old.upline_id begin
    select raise(abort, 'team_cycle') where exists (
      select 1 from team_paths where ancestor_id = new.id and descendant_id = new.upline_id);
    delete from team_paths
      where descendant_id in (select descendant_id from team_paths where ancestor_id = new.id)
        and ancestor_id in (select ancestor_id from team_paths where descendant_id = new.id and depth > 0);
    insert into team_paths (ancestor_id, descendant_id, depth)
      select up.ancestor_id, down.descendant_id, up.depth + down.depth + 1
      from team_paths up cross join team_paths down
      where up.descendant_id = new.upline_id and down.ancestor_id = new.id;
  end`.execute(db);
};

const postgresTriggers = async (db: Kysely<unknown>) => {
  await sql`create function team_paths_member_insert() returns trigger language plpgsql as $$
    begin
      insert into team_paths (ancestor_id, descendant_id, depth) values (new.id, new.id, 0);
      insert into team_paths (ancestor_id, descendant_id, depth)
        select ancestor_id, new.id, depth + 1 from team_paths where descendant_id = new.upline_id;
      return null;
    end $$`.execute(db);
  await sql`create trigger team_paths_member_insert after insert on members
    for each row execute function team_paths_member_insert()`.execute(db);
  await sql`create function team_paths_member_move() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from team_paths where ancestor_id = new.id and descendant_id = new.upline_id) then
        raise exception 'team_cycle';
      end if;
      delete from team_paths
        where descendant_id in (select descendant_id from team_paths where ancestor_id = new.id)
          and ancestor_id in (select ancestor_id from team_paths where descendant_id = new.id and depth > 0);
      insert into team_paths (ancestor_id, descendant_id, depth)
        select up.ancestor_id, down.descendant_id, up.depth + down.depth + 1
        from team_paths up cross join team_paths down
        where up.descendant_id = new.upline_id and down.ancestor_id = new.id;
      return null;
    end $$`.execute(db);
  // After, not before: a BEFORE row trigger makes PostgreSQL lock every updated members row FOR
  // UPDATE when the statement's SET names a key column (db/row-lock.ts sets id = id), and two
  // transactions already holding FOR KEY SHARE (a foreign key to the member) then deadlock.
  await sql`create trigger team_paths_member_move after update of upline_id on members
    for each row when (new.upline_id is distinct from old.upline_id)
    execute function team_paths_member_move()`.execute(db);
};

export const agentTeamMigration = (dialect: 'sqlite' | 'postgres'): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('team_paths')
      .addColumn('ancestor_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('descendant_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('depth', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('team_paths_pk', ['ancestor_id', 'depth', 'descendant_id'])
      .execute();
    await db.schema
      .createIndex('team_paths_descendant_idx')
      .on('team_paths')
      .columns(['descendant_id', 'depth'])
      .execute();
    // The members there already: walk each one's upline chain once.
    await sql`with recursive chain (ancestor_id, descendant_id, depth) as (
        select id, id, 0 from members
        union all
        select m.upline_id, chain.descendant_id, chain.depth + 1
        from chain join members m on m.id = chain.ancestor_id
        where m.upline_id is not null
      )
      insert into team_paths (ancestor_id, descendant_id, depth)
      select ancestor_id, descendant_id, depth from chain`.execute(db);
    if (dialect === 'sqlite') await sqliteTriggers(db);
    else await postgresTriggers(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop trigger if exists team_paths_member_insert${sql.raw(dialect === 'postgres' ? ' on members' : '')}`.execute(
      db,
    );
    await sql`drop trigger if exists team_paths_member_move${sql.raw(dialect === 'postgres' ? ' on members' : '')}`.execute(
      db,
    );
    if (dialect === 'postgres') {
      await sql`drop function if exists team_paths_member_insert()`.execute(db);
      await sql`drop function if exists team_paths_member_move()`.execute(db);
    }
    await db.schema.dropTable('team_paths').execute();
  },
});
