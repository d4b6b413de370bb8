import { sessionKeys, type LanguagePack } from '@gp/contract/constants';
import type { VendorLane } from '@gp/contract/games';
import { queryOptions } from '../../../lib/query';
import { callApi } from '../../../lib/api-client';
import { session } from '../../../lib/storage';

interface CachedLanes {
  merchantCode: string;
  language: LanguagePack;
  lanes: VendorLane[];
}

/** Lanes cached in session storage (spec 3 gameVendor), shown at once while the flushed request runs. */
export const cachedVendorLanes = (merchantCode: string, language: LanguagePack): VendorLane[] | undefined => {
  const cached = session.getJson<CachedLanes>(sessionKeys.gameVendor);
  if (!cached || cached.merchantCode !== merchantCode || cached.language !== language) return undefined;
  return Array.isArray(cached.lanes) ? cached.lanes : undefined;
};

type GameVendorKey = readonly ['games', 'vendor', string, LanguagePack];

/** GET game vendor (spec 7.3): the default request flushes the server cache (spec 4.8). */
export const gameVendorQuery = (merchantCode: string, language: LanguagePack) =>
  queryOptions<VendorLane[], GameVendorKey>({
    queryKey: ['games', 'vendor', merchantCode, language],
    queryFn: async ({ signal }): Promise<VendorLane[]> => {
      const value = await callApi('gameVendor', {
        query: { merchantCode, platform: 'html5-desktop', language, flush: 'true' },
        signal,
      });
      const lanes = value.data.lanes;
      session.setJson(sessionKeys.gameVendor, { merchantCode, language, lanes } satisfies CachedLanes);
      return lanes;
    },
    placeholderData: (previous: VendorLane[] | undefined): VendorLane[] | undefined =>
      previous ?? cachedVendorLanes(merchantCode, language),
    staleTime: 5 * 60_000,
  });
