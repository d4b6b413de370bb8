import type { GameType } from '@gp/contract/site';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { categoryIcon } from '../../../components/category-icon';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { VendorGridSkeleton } from '../../../components/vendor-card';
import { useVendorLanes } from '../hooks/use-vendor-lanes';
import { VendorCards } from './vendor-cards';

/** A category page: every vendor of that category as a responsive grid. */
export const CategoryVendors = ({ category }: { category: GameType }) => {
  const { t } = useTranslation();
  const { lanes, isPending, isError, refetch } = useVendorLanes();
  const cards = lanes?.find((lane) => lane.title === category)?.cards ?? [];
  const title = t(`category_${category}`);

  return (
    <PageFrame
      title={title}
      eyebrow={cards.length > 0 ? t('vendors_count', { count: cards.length }) : undefined}
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
        ) : cards.length === 0 ? (
          <EmptyState
            title={t('vendors_empty_title')}
            text={t('vendors_empty_text')}
            icon={categoryIcon(category)}
          />
        ) : (
          <VendorCards cards={cards} label={title} headingLevel={2} />
        )}
      </div>
    </PageFrame>
  );
};
