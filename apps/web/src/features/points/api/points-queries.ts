import type { PointEntryKind, RedeemStatus, RewardKind } from '@gp/contract/points';
import type { LanguagePack } from '@gp/contract/constants';
import { callApi } from '../../../lib/api-client';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '../../../lib/query';
import { walletKey } from '../../../lib/wallet-balance';

/**
 * Every points query sits under the wallet's key: a settled round earns points and pushes a balance
 * change (lib/realtime.ts), and a redeem or conversion (lib/use-money-mutation.ts) invalidates the
 * wallet, so the balance, the catalogue's stock, the orders and the details all follow without a list
 * of keys to remember here.
 */
export const pointsKey = [...walletKey, 'points'] as const;

/** Rows per page of the two tables; the catalogue's cards come 12 at a time (2, 3 or 4 per row). */
export const tablePageSize = 20;
export const cataloguePageSize = 12;

export const pointBalanceQuery = () =>
  queryOptions({
    queryKey: [...pointsKey, 'balance'],
    queryFn: ({ signal }) => callApi('getPointBalance', { signal }),
  });

/** The terms change only when the operator edits them, but the deposit total moves with deposits. */
export const pointConfigQuery = () =>
  queryOptions({
    queryKey: [...pointsKey, 'config'],
    queryFn: ({ signal }) => callApi('getPointConfig', { signal }),
  });

/** The next page of a paged answer, or undefined once the last one is loaded (load more). */
export const nextPage = (last: { pageNum: number; totalPages: number }): number | undefined =>
  last.pageNum < last.totalPages ? last.pageNum + 1 : undefined;

/** The catalogue, cheapest first, a page at a time; `kind` undefined is every kind. */
export const pointRewardsQuery = (language: LanguagePack, kind: RewardKind | undefined) =>
  infiniteQueryOptions({
    queryKey: [...pointsKey, 'rewards', language, kind ?? 'ALL'],
    queryFn: ({ pageParam, signal }) =>
      callApi('getPointReward', {
        query: { pageNum: pageParam, pageSize: cataloguePageSize, kind, language },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPage(last),
  });

export const redeemListQuery = (
  language: LanguagePack,
  filters: { status: RedeemStatus | undefined; pageNum: number },
) =>
  queryOptions({
    queryKey: [...pointsKey, 'orders', language, filters],
    queryFn: ({ signal }) =>
      callApi('getRedeemPointList', {
        query: { ...filters, pageSize: tablePageSize, language },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const pointEntriesQuery = (
  language: LanguagePack,
  filters: { kind: PointEntryKind | undefined; pageNum: number },
) =>
  queryOptions({
    queryKey: [...pointsKey, 'entries', language, filters],
    queryFn: ({ signal }) =>
      callApi('memberTransactionDetails', {
        query: { ...filters, pageSize: tablePageSize, language },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/**
 * Whether the member has a payment password, from the withdrawal info (the one call that says so):
 * without one the forms show the withdraw page's guidance instead of a password field. Its own key,
 * so the wallet feature's query of the same call keeps its own options.
 */
export const paymentPasswordStateQuery = () =>
  queryOptions({
    queryKey: [...pointsKey, 'paymentPassword'],
    queryFn: async ({ signal }) => (await callApi('withdrawInfo', { signal })).hasPaymentPassword,
  });

export interface RedeemVars {
  rewardId: number;
  paymentPassword: string;
  delivery?: { name: string; phone: string; address: string };
  language: LanguagePack;
}

/** POST redeemPointReward; `headers` carries the submission's Idempotency-Key. */
export const redeemReward = (body: RedeemVars, headers: Record<string, string>) =>
  callApi('redeemPointReward', { body, headers });

export interface ConvertVars {
  points: string;
  paymentPassword: string;
}

/** POST convertPoint; `headers` carries the submission's Idempotency-Key. */
export const convertPoints = (body: ConvertVars, headers: Record<string, string>) =>
  callApi('convertPoint', { body, headers });
