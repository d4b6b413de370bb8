import type { SessionRevokeBody } from '@gp/contract/login-activity';
import { callApi } from '../../lib/api-client';
import { keepPreviousData, queryOptions } from '../../lib/query';

/** The security centre's login history and active sessions (issue 18). */
export const loginActivityKey = ['member', 'login-activity'] as const;

export const loginHistoryQuery = (pageNum: number) =>
  queryOptions({
    queryKey: [...loginActivityKey, 'history', pageNum],
    queryFn: ({ signal }) => callApi('loginHistory', { query: { pageNum }, signal }),
    placeholderData: keepPreviousData,
  });

export const activeSessionsQuery = () =>
  queryOptions({
    queryKey: [...loginActivityKey, 'sessions'],
    queryFn: ({ signal }) => callApi('activeSessions', { signal }),
  });

export const revokeSessions = (body: SessionRevokeBody) => callApi('sessionRevoke', { body });
