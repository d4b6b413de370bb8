import type { LanguagePack } from '@gp/contract/constants';
import type { DownlinesQuery, OpenAccountBody } from '@gp/contract/agent';
import type {
  ContractAnswerBody,
  ContractKind,
  ContractOfferBody,
  RevenueQuery,
} from '@gp/contract/agent-contracts';
import type {
  ExportableReport,
  OverviewPeriod,
  ProfitLossReportQuery,
  TeamBetsQuery,
  TeamTransactionsQuery,
} from '@gp/contract/agent-reports';
import { keepPreviousData, queryOptions } from '../../../lib/query';
import { callApi, downloadApiFile, type QueryValue } from '../../../lib/api-client';

/** Every agent-centre query key starts here, so a change to the team refreshes them all. */
export const agentKey = ['agent'] as const;

export type DownlineFilters = Partial<DownlinesQuery>;

export const downlinesQuery = (filters: DownlineFilters) =>
  queryOptions({
    queryKey: [...agentKey, 'downlines', filters],
    queryFn: ({ signal }) => callApi('agentDownlines', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

export const openAccount = (body: OpenAccountBody) => callApi('agentOpenAccount', { body });

/**
 * The team's newest five, its counts and the agent's affiliate code: the overview's list, also read by
 * the open-account page for the affiliate link (one cached answer for both).
 */
export const newestDownlinesQuery = () => downlinesQuery({ scope: 'all', pageSize: 5 });

export const overviewQuery = (period: OverviewPeriod) =>
  queryOptions({
    queryKey: [...agentKey, 'overview', period],
    queryFn: ({ signal }) => callApi('agentOverview', { query: { period }, signal }),
    placeholderData: keepPreviousData,
  });

export type ProfitLossFilters = Partial<ProfitLossReportQuery>;
export const profitLossQuery = (filters: ProfitLossFilters) =>
  queryOptions({
    queryKey: [...agentKey, 'profit-loss', filters],
    queryFn: ({ signal }) => callApi('agentProfitLoss', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

export type TeamBetsFilters = Partial<TeamBetsQuery>;
export const teamBetsQuery = (filters: TeamBetsFilters) =>
  queryOptions({
    queryKey: [...agentKey, 'bets', filters],
    queryFn: ({ signal }) => callApi('agentTeamBets', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

export type TeamTransactionsFilters = Partial<TeamTransactionsQuery>;
export const teamTransactionsQuery = (filters: TeamTransactionsFilters) =>
  queryOptions({
    queryKey: [...agentKey, 'transactions', filters],
    queryFn: ({ signal }) => callApi('agentTeamTransactions', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** A report's CSV file with the page's filters (paging aside), downloaded by the browser. */
export const downloadReport = (report: ExportableReport, filters: Record<string, QueryValue>) => {
  const { pageNum: _page, pageSize: _size, ...query } = filters;
  return downloadApiFile('agentReportExport', { params: { report }, query });
};

const contractRelay = {
  DIVIDEND: 'processDividendReq',
  DAILY: 'processDailySalContract',
  HOURLY: 'processContractHourSalary',
  REALTIME: 'processRealTimeSalaryContract',
} as const;

/** The agent's contracts of a kind and its settlement records (the 7.5 relays; two are POST). */
export const contractRecordsQuery = (kind: ContractKind, pageNum: number, activeOnly: boolean) =>
  queryOptions({
    queryKey: [...agentKey, 'contracts', kind, pageNum, activeOnly],
    queryFn: ({ signal }) => {
      const id = contractRelay[kind];
      return id === 'processDividendReq' || id === 'processDailySalContract'
        ? callApi(id, { query: { pageNum, activeOnly: String(activeOnly) }, signal })
        : callApi(id, { body: { pageNum, activeOnly }, signal });
    },
    placeholderData: keepPreviousData,
  });

export const offerContract = (body: ContractOfferBody) => callApi('agentContractOffer', { body });
export const answerContract = (body: ContractAnswerBody) => callApi('agentContractAnswer', { body });

export type RevenueFilters = Partial<RevenueQuery>;
export const revenueQuery = (filters: RevenueFilters) =>
  queryOptions({
    queryKey: [...agentKey, 'revenue', filters],
    queryFn: ({ signal }) => callApi('agentRevenue', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** agentAnnouncement: the notices for agents and for everyone, in the visitor's language. */
export const agentAnnouncementsQuery = (filters: { language: LanguagePack; pageNum: number }) =>
  queryOptions({
    queryKey: [...agentKey, 'announcements', filters],
    queryFn: ({ signal }) => callApi('agentAnnouncements', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
