import type { DownlinesQuery, OpenAccountBody } from '@gp/contract/agent';
import { keepPreviousData, queryOptions } from '../../../lib/query';
import { callApi } from '../../../lib/api-client';

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
