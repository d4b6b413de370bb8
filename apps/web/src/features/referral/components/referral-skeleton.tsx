import { Skeleton } from '../../../components/skeleton';
import { useTranslation } from '../../../i18n/use-translation';
import styles from './referral.module.css';

/** The page's shape while its first answer is on its way: hero, totals and a few rows. */
export const ReferralSkeleton = () => {
  const { t } = useTranslation();
  return (
    <div className={styles.page} role="status" aria-busy="true" aria-label={t('loading')}>
      <Skeleton height={232} className={styles.skeletonHero} />
      <div className={styles.totals}>
        <Skeleton height={84} />
        <Skeleton height={84} />
        <Skeleton height={84} />
      </div>
      <Skeleton height={44} />
      <Skeleton height={44} />
      <Skeleton height={44} />
    </div>
  );
};
