import type { GameCard, VendorLane } from '@gp/contract/games';
import type { GameType } from '@gp/contract/site';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { categoryIcon } from '../../../components/category-icon';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { VendorGridSkeleton } from '../../../components/vendor-card';
import { useVendorLanes } from '../hooks/use-vendor-lanes';

/**
 * What every category page shares: the title with its vendor count, and the loading, load-error and
 * no-vendor states of the vendor lanes. `vendorsOf` picks the category's vendors from the lanes;
 * `children` draws the page once there are some.
 */
export const CategoryFrame = ({
  category,
  vendorsOf,
  children,
}: {
  category: GameType;
  vendorsOf: (lanes: readonly VendorLane[]) => GameCard[];
  children: (vendors: GameCard[], title: string) => ReactNode;
}) => {
  const { t } = useTranslation();
  const { lanes, isPending, isError, refetch } = useVendorLanes();
  const vendors = vendorsOf(lanes ?? []);
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
          children(vendors, title)
        )}
      </div>
    </PageFrame>
  );
};
