import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { pageWithTotal } from '../../db/page-with-total.js';
import { moneyText, sumText } from '../wallet/ledger.js';

/** [from, to) instants of a report, the team's owner, and the shared filters. */
export interface TeamRange {
  agentId: number;
  from: string;
  to: string;
  /** One downline's account (exact, any case). */
  account?: string | undefined;
}

/** Journal entry types that pay the agent its contract income (dividends and salaries). */
export const incomeEntryTypes = ['CONTRACT_DIVIDEND', 'CONTRACT_SALARY'] as const;

/** SQL of the agent's raw-record reports: team bet records, the team's journal, membership, income. */
export const createReportRepository = (db: Db) => {
  const teamBets = (f: TeamRange & { gameType?: string | undefined }) => {
    let q = db
      .selectFrom('team_paths as p')
      .innerJoin('bet_records as b', 'b.member_id', 'p.descendant_id')
      .innerJoin('members as m', 'm.id', 'p.descendant_id')
      .where('p.ancestor_id', '=', f.agentId)
      .where('p.depth', '>', 0)
      .where('b.created_at', '>=', f.from)
      .where('b.created_at', '<', f.to);
    if (f.account) q = q.where(sql`lower(m.account)`, '=', f.account.toLowerCase());
    if (f.gameType) q = q.where('b.game_type', '=', f.gameType);
    return q;
  };

  const teamPostings = (f: TeamRange & { type?: string | undefined }) => {
    let q = db
      .selectFrom('team_paths as p')
      .innerJoin('ledger_accounts as a', 'a.member_id', 'p.descendant_id')
      .innerJoin('postings as g', 'g.account_id', 'a.id')
      .innerJoin('journal_entries as j', 'j.id', 'g.entry_id')
      .innerJoin('members as m', 'm.id', 'p.descendant_id')
      .where('p.ancestor_id', '=', f.agentId)
      .where('p.depth', '>', 0)
      // Real money only: play-money movements are nobody's money.
      .where('a.kind', '<>', 'PLAY')
      .where('j.created_at', '>=', f.from)
      .where('j.created_at', '<', f.to);
    if (f.account) q = q.where(sql`lower(m.account)`, '=', f.account.toLowerCase());
    if (f.type) q = q.where('j.type', '=', f.type);
    return q;
  };

  return {
    /** A page of the team's settled rounds, newest first, with the totals of every matching round. */
    teamBets: async (
      f: TeamRange & { gameType?: string | undefined },
      page: { num: number; size: number },
    ) => {
      const totals = await teamBets(f)
        .select([
          sql<string>`count(*)`.as('bets'),
          sumText('b.bet_minor').as('bet'),
          sumText('b.valid_bet_minor').as('valid_bet'),
          sumText('b.win_minor').as('win'),
        ])
        .executeTakeFirstOrThrow();
      const rows = await teamBets(f)
        .select([
          'b.id',
          'm.account',
          'b.round_id',
          'b.vendor_code',
          'b.game_name',
          'b.game_type',
          'b.created_at',
          moneyText('b.bet_minor').as('bet'),
          moneyText('b.valid_bet_minor').as('valid_bet'),
          moneyText('b.win_minor').as('win'),
        ])
        .orderBy('b.created_at', 'desc')
        .orderBy('b.id', 'desc')
        .limit(page.size)
        .offset((page.num - 1) * page.size)
        .execute();
      return { total: Number(totals.bets), totals, rows };
    },

    /** A page of the postings on the team's wallets, newest first. */
    teamTransactions: (f: TeamRange & { type?: string | undefined }, page: { num: number; size: number }) => {
      const base = teamPostings(f);
      return pageWithTotal(
        base,
        base
          .select([
            'g.entry_id',
            'm.account',
            'j.type',
            'j.created_at',
            'a.vendor_code',
            moneyText('g.amount').as('amount'),
            moneyText('g.balance_after').as('balance_after'),
          ])
          .orderBy('g.id', 'desc'),
        page.num,
        page.size,
      );
    },

    /** Team members who joined in [from, to). */
    newMembers: async (agentId: number, from: string, to: string) =>
      Number(
        (
          await db
            .selectFrom('team_paths as p')
            .innerJoin('members as m', 'm.id', 'p.descendant_id')
            .select(sql<string>`count(*)`.as('n'))
            .where('p.ancestor_id', '=', agentId)
            .where('p.depth', '>', 0)
            .where('m.created_at', '>=', from)
            .where('m.created_at', '<', to)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /** What contract payouts credited to the agent's own wallets in [from, to). */
    income: async (agentId: number, from: string, to: string) =>
      BigInt(
        (
          await db
            .selectFrom('ledger_accounts as a')
            .innerJoin('postings as g', 'g.account_id', 'a.id')
            .innerJoin('journal_entries as j', 'j.id', 'g.entry_id')
            .select(sumText('g.amount').as('income'))
            .where('a.member_id', '=', agentId)
            .where('j.type', 'in', [...incomeEntryTypes])
            .where('j.created_at', '>=', from)
            .where('j.created_at', '<', to)
            .executeTakeFirstOrThrow()
        ).income,
      ),

    /** The chain from the agent down to one of its downlines (accounts, the agent first). */
    chainTo: (agentId: number, downlineId: number) =>
      db
        .selectFrom('team_paths as up')
        .innerJoin('team_paths as own', 'own.ancestor_id', 'up.descendant_id')
        .innerJoin('members as m', 'm.id', 'up.descendant_id')
        .select(['m.account', 'up.depth'])
        .where('up.ancestor_id', '=', agentId)
        .where('own.descendant_id', '=', downlineId)
        .orderBy('up.depth')
        .execute(),

    /** Whether each member has anyone under it. */
    withTeams: async (ids: number[]) =>
      ids.length === 0
        ? new Set<number>()
        : new Set(
            (
              await db
                .selectFrom('team_paths')
                .select('ancestor_id')
                .distinct()
                .where('ancestor_id', 'in', ids)
                .where('depth', '=', 1)
                .execute()
            ).map((r) => r.ancestor_id),
          ),
  };
};

export type ReportRepository = ReturnType<typeof createReportRepository>;
