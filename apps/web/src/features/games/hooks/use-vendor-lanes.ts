import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { packOf } from '../../../i18n/i18n';
import { splitSportsLanes } from '../../../lib/game-categories';
import { useSiteInfo } from '../../../lib/site-store';
import { gameVendorQuery } from '../api/game-vendor';

/** The vendor lanes of the site in the current language, with e-sport and cockfight vendors split out. */
export const useVendorLanes = () => {
  const { site } = useSiteInfo();
  const { i18n } = useTranslation();
  const query = useQuery(gameVendorQuery(site.merchantCode, packOf(i18n.language)));
  const lanes = useMemo(
    () =>
      query.data
        ? splitSportsLanes(query.data, {
            esportVendors: site.esportVendors,
            cockfightVendors: site.cockfightVendors,
          })
        : undefined,
    [query.data, site.esportVendors, site.cockfightVendors],
  );
  return { lanes, isPending: query.isPending, isError: query.isError, refetch: query.refetch };
};
