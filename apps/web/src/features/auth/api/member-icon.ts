import { queryOptions } from '../../../lib/query';
import { callApi } from '../../../lib/api-client';

/** GET /wps/member/info/icon (T): the member's avatar, per session token. */
export const memberIconQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'icon', token] as const,
    queryFn: ({ signal }) => callApi('memberIcon', { signal }),
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  });
