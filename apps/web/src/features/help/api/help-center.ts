import type { LanguagePack } from '@gp/contract/constants';
import { queryOptions } from '../../../lib/query';
import { callApi } from '../../../lib/api-client';

/** GET help centre (spec 7.1): query lang and device WEB. */
export const helpCenterQuery = (lang: LanguagePack) =>
  queryOptions({
    queryKey: ['system', 'helpCenter', lang] as const,
    queryFn: ({ signal }) => callApi('helpCenter', { query: { lang, device: 'WEB' }, signal }),
    staleTime: 10 * 60_000,
  });
