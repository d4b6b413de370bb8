import type { z } from 'zod';
import type { winnerRankValueSchema } from '@gp/contract/raffle';
import { Icon } from '../../../../components/icons';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatDateTime } from '../../../../lib/format';
import { RaffleWinners } from './raffle-winners';
import styles from './raffle.module.css';

type DrawnRaffle = NonNullable<z.infer<typeof winnerRankValueSchema>['raffle']>;

/** The promotions page's block of the last drawn raffle: its title, draw time and winners by rank. */
export const LatestWinners = ({
  raffle,
  winners,
}: {
  raffle: DrawnRaffle;
  winners: z.infer<typeof winnerRankValueSchema>['winners'];
}) => {
  const { t, i18n } = useTranslation();
  return (
    <section className={styles.latest} aria-labelledby="latest-winners-title">
      <div className={styles.latestHead}>
        <span className={styles.latestIcon}>
          <Icon name="trophy" size={22} />
        </span>
        <div>
          <h2 id="latest-winners-title" className={styles.sectionTitle}>
            {t('raffle.latest')}
          </h2>
          <p className={styles.muted}>
            {raffle.title} ·{' '}
            <time dateTime={raffle.drawnAt}>
              {t('raffle.drawn_at', { date: formatDateTime(raffle.drawnAt, i18n.language) })}
            </time>
          </p>
        </div>
      </div>
      <RaffleWinners winners={winners} label={t('raffle.winners_of', { title: raffle.title })} />
    </section>
  );
};
