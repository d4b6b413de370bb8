import { rewardKinds, type PointReward, type RewardKind } from '@gp/contract/points';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import { LoadingRows } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-field';
import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { useInfiniteQuery } from '../../../lib/query';
import { pointRewardsQuery } from '../api/points-queries';
import { RedeemDialog } from './redeem-dialog';
import { RewardCard } from './reward-card';
import styles from './points.module.css';

type Filter = RewardKind | 'ALL';
const filters: readonly Filter[] = ['ALL', ...rewardKinds];

/**
 * The reward catalogue (getPointReward, cheapest first): filter chips by kind, a card per reward,
 * "load more" while the server has pages left, and the redeem dialog of the chosen reward.
 */
export const RewardCatalogue = ({
  balance,
  hasPaymentPassword,
  onShowHistory,
}: {
  balance: string | undefined;
  hasPaymentPassword: boolean | undefined;
  onShowHistory: () => void;
}) => {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('ALL');
  const [chosen, setChosen] = useState<PointReward | null>(null);
  const rewards = useInfiniteQuery(
    pointRewardsQuery(currentLanguage(), filter === 'ALL' ? undefined : filter),
  );
  const pages = rewards.data?.pages;
  const list = useMemo(() => pages?.flatMap((page) => page.content) ?? [], [pages]);
  const total = pages?.at(-1)?.total ?? 0;

  let body;
  if (rewards.isPending) body = <LoadingRows rows={3} />;
  else if (rewards.isError && list.length === 0) body = <FormAlert>{errorText(t, rewards.error)}</FormAlert>;
  else if (list.length === 0)
    body = (
      <EmptyState
        title={t('points.catalogue_empty')}
        text={t('points.catalogue_empty_text')}
        icon="gift"
        headingLevel={3}
      />
    );
  else
    body = (
      <>
        <ul className={styles.grid} aria-label={t('points.catalogue_title')}>
          {list.map((reward) => (
            <li key={reward.id}>
              <RewardCard reward={reward} balance={balance} onRedeem={setChosen} />
            </li>
          ))}
        </ul>
        <div className={styles.more}>
          <span aria-live="polite">{t('points.catalogue_shown', { shown: list.length, total })}</span>
          {rewards.hasNextPage ? (
            <Button
              variant="secondary"
              onClick={() => void rewards.fetchNextPage()}
              disabled={rewards.isFetchingNextPage}
              aria-busy={rewards.isFetchingNextPage}
            >
              {rewards.isFetchingNextPage ? t('loading') : t('points.load_more')}
            </Button>
          ) : null}
        </div>
      </>
    );

  return (
    <section className={styles.panel} aria-labelledby="points-catalogue-title">
      <div className={styles.catalogueHead}>
        <h2 id="points-catalogue-title" className={styles.sectionTitle}>
          {t('points.catalogue_title')}
        </h2>
        <div className={styles.chips} role="group" aria-label={t('points.filter_label')}>
          {filters.map((f) => (
            <button
              key={f}
              type="button"
              className={styles.chip}
              aria-pressed={filter === f}
              onClick={() => setFilter(f)}
            >
              {t(f === 'ALL' ? 'points.filter_all' : `points.kind_${f}`)}
            </button>
          ))}
        </div>
      </div>
      {body}
      {chosen ? (
        <RedeemDialog
          reward={chosen}
          balance={balance}
          hasPaymentPassword={hasPaymentPassword}
          onClose={() => setChosen(null)}
          onShowHistory={() => {
            setChosen(null);
            onShowHistory();
          }}
        />
      ) : null}
    </section>
  );
};
