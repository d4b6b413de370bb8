import type { z } from 'zod';
import type { leaderboardEntrySchema } from '@gp/contract/missions';
import { useTranslation } from '../../../i18n/use-translation';
import styles from './missions.module.css';

export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** One place on the board: rank, masked account and points; the member's own row is marked and says "You". */
export const LeaderboardRow = ({ entry }: { entry: LeaderboardEntry }) => {
  const { t, i18n } = useTranslation();
  return (
    <li
      className={styles.row}
      aria-current={entry.me ? 'true' : undefined}
      data-top={entry.rank <= 3 ? '' : undefined}
    >
      <span className={styles.rank}>
        <span className="visually-hidden">{t('missions.rank')} </span>
        {entry.rank}
      </span>
      <span className={styles.account}>
        {entry.account}
        {entry.me ? <span className={styles.you}>{t('missions.you')}</span> : null}
      </span>
      <span className={styles.score}>
        {t('missions.points_value', {
          points: new Intl.NumberFormat(i18n.language || undefined).format(entry.points),
        })}
      </span>
    </li>
  );
};
