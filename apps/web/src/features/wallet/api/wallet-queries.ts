import type { TransactionType } from '@gp/contract/wallet-rules';
import { keepPreviousData, queryOptions } from '../../../lib/query';
import { callApi } from '../../../lib/api-client';
import { walletKey } from '../../../lib/wallet-balance';

/** One queryOptions per wallet endpoint (ARCHITECTURE); all keys start with walletKey. */
export const recordsPageSize = 10;

export const depositChannelsQuery = () =>
  queryOptions({
    queryKey: [...walletKey, 'depositChannels'],
    queryFn: ({ signal }) => callApi('depositChannels', { signal }),
    staleTime: 5 * 60_000,
  });

export const depositRecordsQuery = (pageNum: number) =>
  queryOptions({
    queryKey: [...walletKey, 'depositRecords', pageNum],
    queryFn: ({ signal }) =>
      callApi('depositRecords', { query: { pageNum, pageSize: recordsPageSize }, signal }),
    placeholderData: keepPreviousData,
  });

export const withdrawInfoQuery = () =>
  queryOptions({
    queryKey: [...walletKey, 'withdrawInfo'],
    queryFn: ({ signal }) => callApi('withdrawInfo', { signal }),
  });

export const withdrawRecordsQuery = (pageNum: number) =>
  queryOptions({
    queryKey: [...walletKey, 'withdrawRecords', pageNum],
    queryFn: ({ signal }) =>
      callApi('withdrawRecords', { query: { pageNum, pageSize: recordsPageSize }, signal }),
    placeholderData: keepPreviousData,
  });

export interface HistoryFilters {
  from?: string;
  to?: string;
  type?: TransactionType;
  pageNum: number;
}

export const transactionHistoryQuery = (filters: HistoryFilters) =>
  queryOptions({
    queryKey: [...walletKey, 'transactionHistory', filters],
    queryFn: ({ signal }) =>
      callApi('transactionHistory', {
        query: { ...filters, pageSize: recordsPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
