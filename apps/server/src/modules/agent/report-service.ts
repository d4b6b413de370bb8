import {
  type MoneyFigures,
  type OverviewPeriod,
  type OverviewValue,
  type ProfitLossReportQuery,
  type ProfitLossReportValue,
  type TeamBetsQuery,
  type TeamBetsValue,
  type TeamTransactionsQuery,
  type TeamTransactionsValue,
} from '@gp/contract/agent-reports';
import type { TransactionType } from '@gp/contract/wallet-rules';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Authenticated } from '../session/session-service.js';
import { noFigures, type Figures, type FiguresRepository } from '../team-figures/figures-repository.js';
import {
  businessDate,
  periodOf,
  previousPeriod,
  type Period,
  type PeriodKind,
} from '../team-figures/periods.js';
import { money } from '../wallet/money.js';
import { reportDayRange } from '../team-figures/report-range.js';
import type { ReportRepository } from './report-repository.js';
import type { TeamRepository } from './team-repository.js';

export const moneyFigures = (f: Figures): MoneyFigures => ({
  bets: f.betCount,
  bet: money(f.bet),
  validBet: money(f.validBet),
  win: money(f.win),
  profitLoss: money(f.win - f.bet),
  deposits: money(f.deposit),
  withdrawals: money(f.withdraw),
});

const overviewPeriod: Record<OverviewPeriod, [PeriodKind, boolean]> = {
  today: ['D', false],
  yesterday: ['D', true],
  thisWeek: ['W', false],
  lastWeek: ['W', true],
  thisMonth: ['M', false],
  lastMonth: ['M', true],
};

/**
 * The agent centre's figures (spec 2.7, issue 16). The overview and the profit-and-loss statement
 * read the pre-aggregated team figures (a few rows per period, however many bets); the bet and
 * journal lists read the raw records of the team, one page at a time.
 */
export const createReportService = (deps: {
  figures: FiguresRepository;
  reports: ReportRepository;
  team: TeamRepository;
  clock: Clock;
  merchantCode: string;
  agentTypes: readonly number[];
  utcOffsetMinutes: number;
}) => {
  const { figures, reports, team, clock, merchantCode, utcOffsetMinutes: offset } = deps;
  const accountType = (type: number) =>
    deps.agentTypes.includes(type) ? ('AGENT' as const) : ('MEMBER' as const);

  const dayRange = (q: { from?: string | undefined; to?: string | undefined }) =>
    reportDayRange(q, clock(), offset);

  const page = (total: number, q: { pageNum: number; pageSize: number }) => ({
    pageNum: q.pageNum,
    totalPages: Math.ceil(total / q.pageSize),
    total,
  });

  return {
    overview: async (auth: Authenticated, q: { period: OverviewPeriod }): Promise<OverviewValue> => {
      const [kind, previous] = overviewPeriod[q.period];
      const current = periodOf(kind, clock(), offset);
      const period: Period = previous ? previousPeriod(current, offset) : current;
      const todayEnd = periodOf('D', clock(), offset).end;
      const lastDayEnd = period.end < todayEnd ? period.end : todayEnd;
      const [totals, series, counts, newMembers, income] = await Promise.all([
        figures.totals(auth.memberId, 'T', kind, period.start, period.end),
        figures.series(auth.memberId, 'T', 'D', period.start, lastDayEnd),
        team.teamCounts(auth.memberId),
        reports.newMembers(auth.memberId, period.start, period.end),
        reports.income(auth.memberId, period.start, period.end),
      ]);
      const byStart = new Map(series.map((s) => [s.start, s]));
      const days: OverviewValue['days'] = [];
      for (let day = periodOf('D', new Date(period.start), offset); day.start < lastDayEnd;) {
        const f = byStart.get(day.start) ?? noFigures;
        days.push({
          date: businessDate(day.start, offset),
          activeMembers: f.activeMembers,
          ...moneyFigures(f),
        });
        day = periodOf('D', new Date(day.end), offset);
      }
      return {
        period: q.period,
        from: businessDate(period.start, offset),
        to: days.at(-1)?.date ?? businessDate(period.start, offset),
        utcOffsetMinutes: offset,
        teamSize: counts.teamSize,
        newMembers,
        activeMembers: totals.activeMembers,
        figures: moneyFigures(totals),
        income: money(income),
        days,
      };
    },

    profitLoss: async (auth: Authenticated, q: ProfitLossReportQuery): Promise<ProfitLossReportValue> => {
      const r = dayRange(q);
      let parentId = auth.memberId;
      if (q.parent) {
        const downline = await team.findInTeam(merchantCode, auth.memberId, q.parent);
        if (!downline) throw new AppError('not_your_downline', 'That account is not in your team');
        parentId = downline.id;
      }
      const [path, own, teamTotals, list] = await Promise.all([
        reports.chainTo(auth.memberId, parentId),
        parentId === auth.memberId ? noFigures : figures.totals(parentId, 'S', 'D', r.start, r.end),
        figures.totals(parentId, 'T', 'D', r.start, r.end),
        figures.downlineTotals(parentId, r.start, r.end, {
          pageNum: q.pageNum,
          pageSize: q.pageSize,
          ...(q.account ? { account: q.account } : {}),
        }),
      ]);
      const withTeams = await reports.withTeams(list.rows.map((row) => row.id));
      return {
        from: r.from,
        to: r.to,
        utcOffsetMinutes: offset,
        path: path.map((p) => p.account),
        own: moneyFigures(own),
        team: moneyFigures(teamTotals),
        content: list.rows.map((row) => ({
          account: row.account,
          accountType: accountType(row.type),
          hasTeam: withTeams.has(row.id),
          ...moneyFigures(row.figures),
        })),
        ...page(list.total, q),
      };
    },

    teamBets: async (auth: Authenticated, q: TeamBetsQuery): Promise<TeamBetsValue> => {
      const r = dayRange(q);
      const result = await reports.teamBets(
        { agentId: auth.memberId, from: r.start, to: r.end, account: q.account, gameType: q.gameType },
        { num: q.pageNum, size: q.pageSize },
      );
      const bet = BigInt(result.totals.bet);
      const win = BigInt(result.totals.win);
      return {
        from: r.from,
        to: r.to,
        utcOffsetMinutes: offset,
        content: result.rows.map((b) => ({
          id: b.id,
          account: b.account,
          roundId: b.round_id,
          vendorCode: b.vendor_code,
          gameName: b.game_name,
          gameType: b.game_type,
          bet: money(BigInt(b.bet)),
          validBet: money(BigInt(b.valid_bet)),
          win: money(BigInt(b.win)),
          profitLoss: money(BigInt(b.win) - BigInt(b.bet)),
          createdAt: b.created_at,
        })),
        totals: {
          bets: result.total,
          bet: money(bet),
          validBet: money(BigInt(result.totals.valid_bet)),
          win: money(win),
          profitLoss: money(win - bet),
        },
        ...page(result.total, q),
      };
    },

    teamTransactions: async (
      auth: Authenticated,
      q: TeamTransactionsQuery,
    ): Promise<TeamTransactionsValue> => {
      const r = dayRange(q);
      const result = await reports.teamTransactions(
        { agentId: auth.memberId, from: r.start, to: r.end, account: q.account, type: q.type },
        { num: q.pageNum, size: q.pageSize },
      );
      return {
        from: r.from,
        to: r.to,
        utcOffsetMinutes: offset,
        content: result.rows.map((x) => ({
          entryId: x.entry_id,
          account: x.account,
          type: x.type as TransactionType,
          wallet: x.vendor_code ?? 'MAIN',
          amount: money(BigInt(x.amount)),
          balanceAfter: money(BigInt(x.balance_after)),
          createdAt: x.created_at,
        })),
        ...page(result.total, q),
      };
    },
  };
};

export type ReportService = ReturnType<typeof createReportService>;
