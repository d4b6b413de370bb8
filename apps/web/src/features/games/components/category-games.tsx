import { constants } from '@gp/contract/constants';
import type { GameType } from '@gp/contract/site';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { categoryIcon } from '../../../components/category-icon';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { VendorGridSkeleton } from '../../../components/vendor-card';
import { laneCards } from '../../../lib/game-menu';
import { useVendorLanes } from '../hooks/use-vendor-lanes';
import { CataloguePanel } from './catalogue-panel';

/**
 * A game list centre (/live, /fish, /rng, /pvp; spec 2.1): the category's games, 24 per page with load
 * more, narrowed to one vendor by ?vassalage= (the RNG page of spec 4.6 takes it from a vendor card).
 */
export const CategoryGames = ({ category }: { category: GameType }) => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { lanes, isPending, isError, refetch } = useVendorLanes();
  const vendors = laneCards(lanes ?? [], category);
  const title = t(`category_${category}`);

  return (
    <PageFrame
      title={title}
      eyebrow={vendors.length > 0 ? t('vendors_count', { count: vendors.length }) : undefined}
    >
      <div aria-busy={isPending}>
        {isPending ? (
          <VendorGridSkeleton count={10} />
        ) : isError && !lanes ? (
          <EmptyState title={t('vendors_load_error')} icon="globe">
            <Button variant="secondary" onClick={() => void refetch()}>
              {t('retry')}
            </Button>
          </EmptyState>
        ) : vendors.length === 0 ? (
          <EmptyState
            title={t('vendors_empty_title')}
            text={t('vendors_empty_text')}
            icon={categoryIcon(category)}
          />
        ) : (
          <CataloguePanel
            category={category}
            vendors={vendors}
            vassalage={params.get('vassalage') ?? undefined}
            onVassalage={(vassalage) => setParams(vassalage ? { vassalage } : {}, { replace: true })}
            pageSize={constants.gameListPageSize}
          />
        )}
      </div>
    </PageFrame>
  );
};
