import type { RaffleWinner } from '@gp/contract/raffle';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatMoney } from '../../../../lib/format';
import { rankText } from './raffle-text';
import styles from './raffle.module.css';

/** A drawn raffle's winners by rank: masked account and prize; the member's own row is marked "You". */
export const RaffleWinners = ({ winners, label }: { winners: readonly RaffleWinner[]; label: string }) => {
  const { t } = useTranslation();
  if (winners.length === 0) return <p className={styles.muted}>{t('raffle.no_winners')}</p>;
  return (
    <ol className={styles.winners} aria-label={label}>
      {winners.map((w) => (
        <li key={w.rank} className={styles.winner} aria-current={w.me ? 'true' : undefined}>
          <span className={styles.place} data-top={w.rank <= 3 ? '' : undefined}>
            {rankText(t, w.rank)}
          </span>
          <span className={styles.account}>
            {w.account}
            {w.me ? <span className={styles.you}>{t('raffle.you')}</span> : null}
          </span>
          <span className={styles.prize}>{formatMoney(w.prize)}</span>
        </li>
      ))}
    </ol>
  );
};
