import { queryOptions } from './query';
import { callApi } from './api-client';

/**
 * GET /wps/transfer/upline: whom a transfer to the upline pays, or null without an upline. Shared by
 * the member-centre menu (the entry shows only with an upline) and the transfer page (its confirmation
 * names the upline). Trial users have no wallet: pass enabled false for them.
 */
export const uplineInfoQuery = (token: string | null, enabled = true) =>
  queryOptions({
    queryKey: ['uplineInfo', token],
    queryFn: ({ signal }) => callApi('transferUplineInfo', { signal }),
    enabled: enabled && token !== null,
    staleTime: 5 * 60_000,
  });
