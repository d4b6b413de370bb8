import { buttonClassName } from '../../../components/button';
import { LoadingRows } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-field';
import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { useQuery } from '../../../lib/query';
import { Link } from '../../../lib/router';
import { useSessionStore } from '../../../lib/session-store';
import { promotionsQuery } from '../api/promotion-queries';
import { PromotionCard } from '../components/promotion-card';
import { usePromotionAction } from '../components/use-promotion-action';
import styles from '../components/promotions.module.css';

/**
 * rewardCenter (spec 2.6): what the member can claim now, then the promotions it joined or applied
 * for; the menu's badge counts the first (availablePromoCount).
 */
export const RewardCenterPage = () => {
  const { t } = useTranslation();
  const viewer = useSessionStore((state) => state.member?.id ?? null);
  const promotions = useQuery(promotionsQuery(currentLanguage(), viewer));
  const actions = usePromotionAction();
  const data = promotions.data;
  if (promotions.isPending) return <LoadingRows rows={3} />;
  if (promotions.isError || !data) return <FormAlert>{errorText(t, promotions.error)}</FormAlert>;
  const names = new Map(data.categories.map((c) => [c.code, c.name]));
  const claimable = data.promotions.filter((p) => p.status === 'claim');
  const waiting = data.promotions.filter((p) => p.status === 'joined' || p.status === 'applying');
  const section = (id: string, title: string, list: typeof claimable) => (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.grid}>
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
      {actions.done ? <p role="status">{actions.done}</p> : null}
      {actions.error ? <FormAlert>{actions.error}</FormAlert> : null}
      {claimable.length > 0 ? section('rewards-claim', t('rewards.reward_claim_now'), claimable) : null}
      {waiting.length > 0 ? section('rewards-waiting', t('rewards.reward_in_progress'), waiting) : null}
      {claimable.length === 0 && waiting.length === 0 ? (
        <EmptyState title={t('rewards.reward_empty')} text={t('rewards.reward_empty_text')} icon="trophy">
          <Link to="/promotions" className={buttonClassName({ variant: 'primary' })}>
            {t('rewards.reward_browse')}
          </Link>
        </EmptyState>
      ) : null}
    </div>
  );
};
