import { Suspense, useState } from 'react';
import { LoadingRows } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-field';
import { PageFrame } from '../../../components/page-frame';
import * as Tabs from '../../../components/tabs';
import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { useQuery } from '../../../lib/query';
import { useSessionStore } from '../../../lib/session-store';
import { promotionsQuery } from '../api/promotion-queries';
import { PromotionCard } from '../components/promotion-card';
import { usePromotionAction } from '../components/use-promotion-action';
import strip from '../../../components/tab-strip.module.css';
import styles from '../components/promotions.module.css';
import { latestWinnersQuery } from '../raffle/api/winner-rank';
import { LazyLatestWinners } from '../raffle/components/raffle-parts';

const all = 'ALL';

/**
 * /promotions (spec 2.2 "Promotions (with categories)"): an "All" tab and the operator's categories,
 * each promotion a card with its offer and the member's action or status (spec 4.10); under them the
 * winners of the last drawn raffle (spec 7.5 winner rank list; issue 20) for guests and members.
 */
export const PromotionsPage = () => {
  const { t } = useTranslation();
  const viewer = useSessionStore((state) =>
    state.isLogin && !state.isTrial ? (state.member?.id ?? null) : null,
  );
  const promotions = useQuery(promotionsQuery(currentLanguage(), viewer));
  const actions = usePromotionAction();
  // The last drawn raffle's winners (public): the block and its strings load only when there is one.
  const winners = useQuery(latestWinnersQuery(currentLanguage()));
  const drawn = winners.data?.raffle ?? null;
  const [tab, setTab] = useState(all);
  const data = promotions.data;
  const names = new Map(data?.categories.map((c) => [c.code, c.name]));

  return (
    <PageFrame title={t('page_promotions_title')}>
      {actions.done ? <p role="status">{actions.done}</p> : null}
      {actions.error ? <FormAlert>{actions.error}</FormAlert> : null}
      {promotions.isPending ? (
        <LoadingRows rows={3} />
      ) : promotions.isError || !data ? (
        <FormAlert>{errorText(t, promotions.error)}</FormAlert>
      ) : data.promotions.length === 0 ? (
        <EmptyState title={t('rewards.empty')} text={t('rewards.empty_text')} icon="promo" />
      ) : (
        <Tabs.Root value={tab} onValueChange={setTab} activationMode="manual">
          <Tabs.List className={`${strip.list} ${styles.tabs}`} aria-label={t('rewards.categories')}>
            {[{ code: all, name: t('rewards.all') }, ...data.categories].map((c) => (
              <Tabs.Trigger key={c.code} value={c.code} className={strip.tab}>
                {c.name}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {[all, ...data.categories.map((c) => c.code)].map((code) => (
            <Tabs.Content key={code} value={code}>
              <ul className={styles.grid} aria-label={t('rewards.list')}>
                {data.promotions
                  .filter((p) => code === all || p.category === code)
                  .map((p) => (
                    <li key={p.id}>
                      <PromotionCard
                        promotion={p}
                        category={names.get(p.category) ?? p.category}
                        actions={actions}
                      />
                    </li>
                  ))}
              </ul>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
      {drawn && winners.data ? (
        <Suspense fallback={null}>
          <LazyLatestWinners raffle={drawn} winners={winners.data.winners} />
        </Suspense>
      ) : null}
    </PageFrame>
  );
};
