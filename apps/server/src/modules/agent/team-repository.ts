import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { dormantAfterDays, type DownlinesQuery } from '@gp/contract/agent';
import type { Db } from '../../db/database.js';
import { textContains } from '../../db/text-contains.js';
import type { DatabaseSchema, MembersTable } from '../../db/schema.js';
import type { TeamPathsTable } from './tables.js';

type DownlineScope = ExpressionBuilder<DatabaseSchema & { p: TeamPathsTable; m: MembersTable }, 'p' | 'm'>;

const dayAfter = (isoDay: string) =>
  new Date(Date.parse(`${isoDay}T00:00:00.000Z`) + 86_400_000).toISOString();

export interface DownlineFilter extends DownlinesQuery {
  /** Account types that are agents (AGENT_TYPES). */
  agentTypes: readonly number[];
  now: Date;
}

/**
 * SQL of the team tree (the closure table `team_paths`, kept by triggers) and of agents' invite codes.
 * New accounts go in through the registration's repository (the same checks and insert).
 */
export const createTeamRepository = (db: Db) => {
  /** The filters of the downline list, as one where-clause over `team_paths p` and `members m`. */
  const downlineWhere = (agentId: number, f: DownlineFilter) => (eb: DownlineScope) => {
    const pending = eb.or([eb('m.must_change_password', '=', 1), eb('m.last_login_at', 'is', null)]);
    const cutoff = new Date(f.now.getTime() - dormantAfterDays * 86_400_000).toISOString();
    const isAgent = eb('m.type', 'in', f.agentTypes.length > 0 ? [...f.agentTypes] : [-1]);
    const where: Expression<SqlBool>[] = [
      eb('p.ancestor_id', '=', agentId),
      f.scope === 'direct' ? eb('p.depth', '=', 1) : eb('p.depth', '>', 0),
    ];
    if (f.level !== undefined) where.push(eb('p.depth', '=', f.level));
    if (f.account !== undefined) {
      where.push(textContains('m.account', f.account));
    }
    if (f.accountType === 'AGENT') where.push(isAgent);
    if (f.accountType === 'MEMBER') where.push(eb.not(isAgent));
    if (f.joinedFrom !== undefined) where.push(eb('m.created_at', '>=', `${f.joinedFrom}T00:00:00.000Z`));
    if (f.joinedTo !== undefined) where.push(eb('m.created_at', '<', dayAfter(f.joinedTo)));
    if (f.status === 'PENDING') where.push(pending);
    if (f.status === 'ACTIVE') where.push(eb.and([eb.not(pending), eb('m.last_login_at', '>=', cutoff)]));
    if (f.status === 'DORMANT') where.push(eb.and([eb.not(pending), eb('m.last_login_at', '<', cutoff)]));
    return eb.and(where);
  };

  return {
    /** The member `account` when it is anywhere under `agentId` (any depth), with its depth. */
    findInTeam: (merchantCode: string, agentId: number, account: string) =>
      db
        .selectFrom('team_paths as p')
        .innerJoin('members as m', 'm.id', 'p.descendant_id')
        .select(['m.id', 'm.account', 'p.depth'])
        .where('p.ancestor_id', '=', agentId)
        .where('p.depth', '>', 0)
        .where('m.merchant_code', '=', merchantCode)
        .where('m.account', '=', account)
        .executeTakeFirst(),

    /** Everyone under the agent, and those one level down. */
    teamCounts: async (agentId: number) => {
      const row = await db
        .selectFrom('team_paths')
        .select([
          sql<string>`count(*)`.as('team'),
          sql<string>`coalesce(sum(case when depth = 1 then 1 else 0 end), 0)`.as('direct'),
        ])
        .where('ancestor_id', '=', agentId)
        .where('depth', '>', 0)
        .executeTakeFirstOrThrow();
      return { teamSize: Number(row.team), directCount: Number(row.direct) };
    },

    /** One page of the agent's downlines (newest first) and how many match. */
    downlines: async (agentId: number, f: DownlineFilter) => {
      const matching = db
        .selectFrom('team_paths as p')
        .innerJoin('members as m', 'm.id', 'p.descendant_id')
        .where(downlineWhere(agentId, f));
      const [count, rows] = await Promise.all([
        matching.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
        matching
          .leftJoin('members as up', 'up.id', 'm.upline_id')
          .select((eb) => [
            'm.id',
            'm.account',
            'm.nickname',
            'm.type',
            'm.created_at',
            'm.last_login_at',
            'm.must_change_password',
            'p.depth',
            'up.account as upline',
            eb
              .selectFrom('team_paths as t')
              .select(sql<string>`count(*)`.as('n'))
              .whereRef('t.ancestor_id', '=', 'm.id')
              .where('t.depth', '>', 0)
              .as('team_size'),
          ])
          .orderBy('m.created_at', 'desc')
          .orderBy('m.id', 'desc')
          .limit(f.pageSize)
          .offset((f.pageNum - 1) * f.pageSize)
          .execute(),
      ]);
      return { total: Number(count.n), rows };
    },

    /** The merchant's default initial password hash ({key}, spec 9), or null when the operator set none. */
    initialPasswordHash: async (merchantCode: string) =>
      (
        await db
          .selectFrom('merchants')
          .select('initial_password_hash')
          .where('code', '=', merchantCode)
          .executeTakeFirst()
      )?.initial_password_hash ?? null,

    inviteCodeOf: async (memberId: number) =>
      (await db.selectFrom('members').select('invite_code').where('id', '=', memberId).executeTakeFirst())
        ?.invite_code ?? null,

    /** Gives the member `code` unless it has one already (a concurrent call may have won). */
    setInviteCodeIfMissing: (memberId: number, code: string) =>
      db
        .updateTable('members')
        .set({ invite_code: code })
        .where('id', '=', memberId)
        .where('invite_code', 'is', null)
        .execute(),
  };
};

export type TeamRepository = ReturnType<typeof createTeamRepository>;
