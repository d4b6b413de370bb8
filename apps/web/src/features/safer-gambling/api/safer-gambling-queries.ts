import type { ExclusionBody, LimitPendingBody, LimitSetBody } from '@gp/contract/safer-gambling';
import { callApi } from '../../../lib/api-client';
import { keepPreviousData, queryOptions } from '../../../lib/query';
import { walletKey } from '../../../lib/wallet-balance';

/**
 * Safer gambling's answers sit under the wallet's key: a deposit or a settled round (a balance push)
 * changes what a limit has used and the session's result, so they refresh with the balance.
 */
export const saferKey = [...walletKey, 'safer-gambling'] as const;

export const saferGamblingQuery = () =>
  queryOptions({
    queryKey: [...saferKey, 'page'],
    queryFn: ({ signal }) => callApi('saferGambling', { signal }),
  });

/**
 * This session's start, end at the session limit, stakes, wins and the reality check's interval. Kept
 * apart from the wallet's key: the reality check reads it once per page load and again when its
 * dialog opens, not after every settled round.
 */
export const playSessionKey = ['safer-gambling', 'session'] as const;
export const playSessionQuery = () =>
  queryOptions({
    queryKey: playSessionKey,
    queryFn: ({ signal }) => callApi('playSession', { signal }),
    staleTime: Infinity,
  });

export const statementQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [...saferKey, 'statement', from, to],
    queryFn: ({ signal }) => callApi('activityStatement', { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
  });

export const setLimit = (body: LimitSetBody) => callApi('saferGamblingLimit', { body });
export const decidePending = (body: LimitPendingBody) => callApi('saferGamblingPending', { body });
export const setRealityCheck = (minutes: number) =>
  callApi('saferGamblingRealityCheck', { body: { minutes } });
export const takeExclusion = (body: ExclusionBody) => callApi('saferGamblingExclusion', { body });
