import type { GameType } from '@gp/contract/site';
import { keepPreviousData, queryOptions } from '../../../lib/query';
import { callApi } from '../../../lib/api-client';
import { walletKey } from '../../../lib/wallet-balance';

/**
 * One queryOptions per records endpoint (ARCHITECTURE). Keys sit under the wallet key: a balance push
 * (a settled round) invalidates every wallet query, so the records refresh after play too.
 */
export const betRecordsPageSize = 20;

export interface BetRecordFilters {
  from?: string;
  to?: string;
  gameType?: GameType;
  vendor?: string;
  pageNum: number;
}

export const betRecordsQuery = (filters: BetRecordFilters) =>
  queryOptions({
    queryKey: [...walletKey, 'betRecords', filters],
    queryFn: ({ signal }) =>
      callApi('betRecords', { query: { ...filters, pageSize: betRecordsPageSize }, signal }),
    placeholderData: keepPreviousData,
  });

export type ProfitPeriod = 'today' | 'yesterday' | 'last7days' | 'thisMonth' | 'range';

export interface ProfitFilters {
  period: ProfitPeriod;
  from?: string;
  to?: string;
  /** The viewer's UTC offset, so "today" is the viewer's day (JS gives minutes west: negated). */
  tzOffsetMinutes: number;
}

export const profitLossQuery = (filters: ProfitFilters) =>
  queryOptions({
    queryKey: [...walletKey, 'profitLoss', filters],
    queryFn: ({ signal }) => callApi('profitLoss', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  });

/** The viewer's offset east of UTC in minutes (e.g. 540 in Seoul). */
export const viewerOffsetMinutes = (date: Date = new Date()): number => -date.getTimezoneOffset() || 0;
