import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { packOf } from '../../../i18n/i18n';
import { useSiteInfo } from '../../../lib/site-store';
import type { CatalogueScope } from '../api/catalogue-params';

/** The merchant and language every catalogue query is keyed by. */
export const useCatalogueScope = (): CatalogueScope => {
  const { site } = useSiteInfo();
  const { i18n } = useTranslation();
  const language = packOf(i18n.language);
  return useMemo(() => ({ merchantCode: site.merchantCode, language }), [site.merchantCode, language]);
};
