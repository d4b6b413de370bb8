import { queryOptions } from '../../../lib/query';
import { callApi } from '../../../lib/api-client';

/** CSP_unreadCount (spec 7.2): unread platform messages, the badge of the messageV2 entry. */
export const unreadCountQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['inbox', 'unreadCount', token],
    queryFn: ({ signal }) => callApi('unreadCount', { signal }),
    enabled: token !== null,
    staleTime: 60_000,
  });
