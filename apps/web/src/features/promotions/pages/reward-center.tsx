import { Suspense } from 'react';
import { buttonClassName } from '../../../components/button';
import { LoadingRows } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { Icon } from '../../../components/icons';
import { FormAlert } from '../../../components/form-field';
import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { useQuery } from '../../../lib/query';
import { Link } from '../../../lib/router';
import { useSessionStore } from '../../../lib/session-store';
import { promotionsQuery, vipQuery } from '../api/promotion-queries';
import { useVipEnabled } from '../api/use-vip-enabled';
import { PromotionCard } from '../components/promotion-card';
import { usePromotionAction } from '../components/use-promotion-action';
import styles from '../components/promotions.module.css';
import { useVipClaim } from '../components/use-vip-claim';
import { VipRewardCard } from '../components/vip-reward-card';
import { LazyRaffleSection } from '../raffle/components/raffle-parts';

/**
 * rewardCenter (spec 2.6): what the member can claim now (VIP rewards, then promotions), then the
 * promotions it joined or applied for, then the raffles (issue 20); the menu's badge counts the first
 * (availablePromoCount).
 */
export const RewardCenterPage = () => {
  const { t } = useTranslation();
  const viewer = useSessionStore((state) => state.member?.id ?? null);
  const promotions = useQuery(promotionsQuery(currentLanguage(), viewer));
  const actions = usePromotionAction();
  const vipEnabled = useVipEnabled();
  const vip = useQuery({ ...vipQuery(currentLanguage()), enabled: vipEnabled });
  const vipClaim = useVipClaim();
  const data = promotions.data;
  if (promotions.isPending || (vipEnabled && vip.isPending)) return <LoadingRows rows={3} />;
  if (promotions.isError || !data) return <FormAlert>{errorText(t, promotions.error)}</FormAlert>;
  const names = new Map(data.categories.map((c) => [c.code, c.name]));
  const claimable = data.promotions.filter((p) => p.status === 'claim');
  const waiting = data.promotions.filter((p) => p.status === 'joined' || p.status === 'applying');
  const vipRewards = vip.data?.claimable ?? [];
  const section = (id: string, title: string, list: typeof claimable, withVip = false) => (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.grid}>
        {withVip
          ? vipRewards.map((reward) => (
              <li key={reward.kind}>
                <VipRewardCard reward={reward} levels={vip.data?.levels ?? []} claim={vipClaim} />
              </li>
            ))
          : null}
        {list.map((p) => (
          <li key={p.id}>
            <PromotionCard promotion={p} category={names.get(p.category) ?? p.category} actions={actions} />
          </li>
        ))}
      </ul>
    </section>
  );

  return (
    <div className={styles.section}>
      {(actions.done ?? vipClaim.done) ? <p role="status">{actions.done ?? vipClaim.done}</p> : null}
      {(actions.error ?? vipClaim.error) ? <FormAlert>{actions.error ?? vipClaim.error}</FormAlert> : null}
      {claimable.length + vipRewards.length > 0
        ? section('rewards-claim', t('rewards.reward_claim_now'), claimable, true)
        : null}
      {waiting.length > 0 ? section('rewards-waiting', t('rewards.reward_in_progress'), waiting) : null}
      {claimable.length + vipRewards.length === 0 && waiting.length === 0 ? (
        <EmptyState title={t('rewards.reward_empty')} text={t('rewards.reward_empty_text')} icon="trophy">
          <Link to="/promotions" className={buttonClassName({ variant: 'primary' })}>
            {t('rewards.reward_browse')}
          </Link>
        </EmptyState>
      ) : null}
      {/* Raffles load with their strings when the page shows them (promotions/raffle). */}
      <Suspense fallback={<LoadingRows rows={2} />}>
        <LazyRaffleSection />
      </Suspense>
      {/* Points are the other reward a member collects: their mall is one step away (issue 20). */}
      <div>
        <Link to="/pointMall" className={buttonClassName({ variant: 'secondary' })}>
          <Icon name="gift" size={16} />
          {t('side_point_mall')}
        </Link>
      </div>
    </div>
  );
};
