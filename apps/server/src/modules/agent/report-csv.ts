import {
  exportableReports,
  maxExportRows,
  profitLossReportQuerySchema,
  teamBetsQuerySchema,
  teamTransactionsQuerySchema,
  type ExportableReport,
} from '@gp/contract/agent-reports';
import { revenueQuerySchema, type RevenueQuery, type RevenueValue } from '@gp/contract/agent-contracts';
import { AppError } from '../../lib/app-error.js';
import type { Authenticated } from '../session/session-service.js';
import type { ReportService } from './report-service.js';

type Cell = string | number | boolean;

const numeric = /^-?\d+(\.\d+)?$/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. Text that a spreadsheet
 * would run as a formula (=, +, -, @ first) gets a leading apostrophe; numbers stay numbers.
 */
const cell = (value: Cell): string => {
  let text = String(value);
  if (typeof value === 'string' && !numeric.test(text) && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const csv = (rows: readonly (readonly Cell[])[]) =>
  `${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;

/** All rows of a report: one page of maxExportRows + 1, so a larger result is refused, not cut. */
const all = { pageNum: 1, pageSize: maxExportRows + 1 };
const refuseIfCut = (total: number) => {
  if (total > maxExportRows) {
    throw new AppError('export_too_large', `More than ${maxExportRows} rows`, {
      value: { rows: maxExportRows },
    });
  }
};

/** The report's own query schema; a bad filter is the same bad_request its page answers. */
const parsed = <T>(
  schema: {
    safeParse: (
      v: unknown,
    ) =>
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  query: unknown,
): T => {
  const result = schema.safeParse(query);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new AppError('bad_request', `querystring ${issue.path.join('.')}: ${issue.message}`);
};

const moneyHeader = ['bets', 'bet', 'validBet', 'win', 'profitLoss', 'deposits', 'withdrawals'] as const;

export const isExportableReport = (name: string): name is ExportableReport =>
  (exportableReports as readonly string[]).includes(name);

/**
 * A report as a CSV file, with the same filters as its page (the query is checked by the report's own
 * schema; paging is ignored). Headers are the API's field names, the same in every language, so a
 * spreadsheet built on one file reads the next.
 */
export const reportCsv = async (
  reports: ReportService & { revenue: (auth: Authenticated, q: RevenueQuery) => Promise<RevenueValue> },
  auth: Authenticated,
  report: ExportableReport,
  query: unknown,
): Promise<{ filename: string; body: string }> => {
  if (report === 'revenue') {
    const q = { ...parsed(revenueQuerySchema, query), ...all };
    const v = await reports.revenue(auth, q);
    refuseIfCut(v.count);
    return {
      filename: `income_${v.from}_${v.to}.csv`,
      body: csv([
        [
          'periodStart',
          'periodEnd',
          'kind',
          'validBet',
          'profitLoss',
          'activeMembers',
          'rate',
          'effectiveRate',
          'subAgentsShare',
          'payout',
        ],
        ...v.content.map((r) => [
          r.periodStart,
          r.periodEnd,
          r.kind,
          r.validBet,
          r.profitLoss,
          r.activeMembers,
          r.rate,
          r.effectiveRate,
          r.subAgentsShare,
          r.payout,
        ]),
      ]),
    };
  }
  if (report === 'profit-loss') {
    const q = { ...parsed(profitLossReportQuerySchema, query), ...all };
    const v = await reports.profitLoss(auth, q);
    refuseIfCut(v.total);
    return {
      filename: `profit-loss_${v.path.at(-1)}_${v.from}_${v.to}.csv`,
      body: csv([
        ['account', 'accountType', ...moneyHeader],
        ...v.content.map((r) => [r.account, r.accountType, ...moneyHeader.map((k) => r[k])]),
      ]),
    };
  }
  if (report === 'bets') {
    const q = { ...parsed(teamBetsQuerySchema, query), ...all };
    const v = await reports.teamBets(auth, q);
    refuseIfCut(v.total);
    return {
      filename: `team-bets_${v.from}_${v.to}.csv`,
      body: csv([
        [
          'createdAt',
          'account',
          'gameType',
          'vendorCode',
          'gameName',
          'roundId',
          'bet',
          'validBet',
          'win',
          'profitLoss',
        ],
        ...v.content.map((b) => [
          b.createdAt,
          b.account,
          b.gameType,
          b.vendorCode,
          b.gameName,
          b.roundId,
          b.bet,
          b.validBet,
          b.win,
          b.profitLoss,
        ]),
      ]),
    };
  }
  const q = { ...parsed(teamTransactionsQuerySchema, query), ...all };
  const v = await reports.teamTransactions(auth, q);
  refuseIfCut(v.total);
  return {
    filename: `team-transactions_${v.from}_${v.to}.csv`,
    body: csv([
      ['createdAt', 'account', 'entryId', 'type', 'wallet', 'amount', 'balanceAfter'],
      ...v.content.map((x) => [
        x.createdAt,
        x.account,
        x.entryId,
        x.type,
        x.wallet,
        x.amount,
        x.balanceAfter,
      ]),
    ]),
  };
};
