import type { Raffle } from '@gp/contract/raffle';
import { useTranslation } from '../../../../i18n/use-translation';
import { chanceText, countText } from './raffle-text';
import styles from './raffle.module.css';

/** The member's tickets (earned, and entered in the draw), every ticket in the draw, and its chance. */
export const RaffleTickets = ({ raffle }: { raffle: Raffle }) => {
  const { t, i18n } = useTranslation();
  const count = (n: number) => countText(n, i18n.language);
  return (
    <dl className={styles.tickets}>
      <div>
        <dt>{t('raffle.earned')}</dt>
        <dd>{count(raffle.earnedTickets)}</dd>
      </div>
      <div>
        <dt>{t('raffle.entered')}</dt>
        <dd>{count(raffle.claimedTickets)}</dd>
      </div>
      <div>
        <dt>{t('raffle.total')}</dt>
        <dd>{count(raffle.totalTickets)}</dd>
      </div>
      <div>
        <dt>{t('raffle.chance')}</dt>
        <dd>{chanceText(raffle.claimedTickets, raffle.totalTickets, i18n.language)}</dd>
      </div>
    </dl>
  );
};
