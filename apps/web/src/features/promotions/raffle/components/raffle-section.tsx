import { FormAlert } from '../../../../components/form-field';
import { Icon } from '../../../../components/icons';
import { Skeleton } from '../../../../components/skeleton';
import { currentLanguage } from '../../../../i18n/i18n';
import { useTranslation } from '../../../../i18n/use-translation';
import { errorText } from '../../../../lib/error-text';
import { useQuery } from '../../../../lib/query';
import { useSessionStore } from '../../../../lib/session-store';
import { rafflesQuery } from '../api/raffle-queries';
import { RaffleCard } from './raffle-card';
import styles from './raffle.module.css';
import { useRaffleClaim } from './use-raffle-claim';

/** Loading: two card-sized placeholders, announced once as busy. */
const RafflesSkeleton = () => {
  const { t } = useTranslation();
  return (
    <div className={styles.grid} role="status" aria-busy="true" aria-label={t('loading')}>
      <Skeleton height={320} />
      <Skeleton height={320} />
    </div>
  );
};

/**
 * The reward centre's raffles (spec 7.5; issue 20): every raffle open, waiting for its draw or drawn
 * in the last 30 days, soonest draw first, with the claim of new tickets and the winners.
 */
export const RaffleSection = () => {
  const { t } = useTranslation();
  const viewer = useSessionStore((state) => (state.isTrial ? null : (state.member?.id ?? null)));
  const raffles = useQuery(rafflesQuery(currentLanguage(), viewer));
  const claim = useRaffleClaim(viewer);
  // Raffles are for members with a real account (the server's policy); a trial visitor sees none.
  if (viewer === null) return null;

  const body = () => {
    if (raffles.isPending) return <RafflesSkeleton />;
    // A failed refresh keeps the list shown; only a first load that failed shows the error.
    const data = raffles.data;
    if (!data) return <FormAlert>{errorText(t, raffles.error)}</FormAlert>;
    if (data.raffles.length === 0) {
      return (
        <p className={styles.empty}>
          <Icon name="ticket" size={20} />
          {t('raffle.empty')}
        </p>
      );
    }
    return (
      <ul className={styles.grid}>
        {data.raffles.map((raffle) => (
          <li key={raffle.id}>
            <RaffleCard raffle={raffle} claim={claim} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section className={styles.section} aria-labelledby="raffles-title">
      <div className={styles.sectionHead}>
        <h2 id="raffles-title" className={styles.sectionTitle}>
          {t('raffle.title')}
        </h2>
        <p className={styles.muted}>{t('raffle.intro')}</p>
      </div>
      {claim.done ? (
        <p role="status" className={styles.done}>
          {claim.done}
        </p>
      ) : null}
      {claim.error ? <FormAlert>{claim.error}</FormAlert> : null}
      {body()}
    </section>
  );
};
