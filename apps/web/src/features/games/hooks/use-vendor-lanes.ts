import { useQuery } from '../../../lib/query';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { packOf } from '../../../i18n/i18n';
import { splitSportsLanes } from '../../../lib/game-categories';
import { useSiteInfo } from '../../../lib/site-store';
import { cachedVendorLanes, gameVendorQuery } from '../api/game-vendor';

/**
 * The vendor lanes of the site in the current language, with e-sport and cockfight vendors split out.
 * When the flushed request fails, the lanes cached in this session stay on screen (an error only
 * shows when there is nothing to show).
 */
export const useVendorLanes = () => {
  const { site } = useSiteInfo();
  const { i18n } = useTranslation();
  const language = packOf(i18n.language);
  const query = useQuery(gameVendorQuery(site.merchantCode, language));
  const data = query.data ?? (query.isError ? cachedVendorLanes(site.merchantCode, language) : undefined);
  const lanes = useMemo(
    () =>
      data
        ? splitSportsLanes(data, {
            esportVendors: site.esportVendors,
            cockfightVendors: site.cockfightVendors,
          })
        : undefined,
    [data, site.esportVendors, site.cockfightVendors],
  );
  return { lanes, isPending: query.isPending, isError: query.isError && !data, refetch: query.refetch };
};
