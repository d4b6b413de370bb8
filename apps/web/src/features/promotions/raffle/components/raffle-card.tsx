import type { Raffle } from '@gp/contract/raffle';
import { useId } from 'react';
import { Button } from '../../../../components/button';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import { RaffleTickets } from './raffle-tickets';
import { RaffleWinners } from './raffle-winners';
import { rankText } from './raffle-text';
import styles from './raffle.module.css';
import type { RaffleClaim } from './use-raffle-claim';

/**
 * One raffle: how tickets are earned, its earning window and draw, the prizes by rank, the member's
 * tickets and chance with the claim of new ones, and once drawn its winners.
 */
export const RaffleCard = ({ raffle, claim }: { raffle: Raffle; claim: RaffleClaim }) => {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const newTickets = raffle.earnedTickets - raffle.claimedTickets;
  const mine = raffle.winners.find((w) => w.me);
  return (
    <article className={styles.card} aria-labelledby={titleId} data-status={raffle.status}>
      <header className={styles.head}>
        <h3 id={titleId} className={styles.title}>
          {raffle.title}
        </h3>
        <span className={styles.status} data-status={raffle.status}>
          {t(`raffle.status_${raffle.status}`)}
        </span>
      </header>
      <p className={styles.basis}>
        {t(`raffle.basis_${raffle.basis}`, { amount: formatMoney(raffle.ticketAmount) })}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('raffle.window')}</dt>
          <dd>
            <time dateTime={raffle.startsAt}>{when(raffle.startsAt)}</time> –{' '}
            <time dateTime={raffle.endsAt}>{when(raffle.endsAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('raffle.draw')}</dt>
          <dd>
            <time dateTime={raffle.drawAt}>{when(raffle.drawAt)}</time>
          </dd>
        </div>
      </dl>
      <div className={styles.block}>
        <h4 className={styles.blockTitle}>{t('raffle.prizes')}</h4>
        <ol className={styles.prizes} aria-label={t('raffle.prizes_of', { title: raffle.title })}>
          {raffle.prizes.map((prize, index) => (
            <li key={index}>
              <span className={styles.place} data-top={index < 3 ? '' : undefined}>
                {rankText(t, index + 1)}
              </span>
              <span className={styles.prize}>{formatMoney(prize)}</span>
            </li>
          ))}
        </ol>
      </div>
      {raffle.status === 'upcoming' ? (
        <p className={styles.muted}>{t('raffle.upcoming_hint', { date: when(raffle.startsAt) })}</p>
      ) : (
        <RaffleTickets raffle={raffle} />
      )}
      {raffle.status === 'open' && newTickets > 0 ? (
        <div className={styles.action}>
          <Button
            aria-describedby={titleId}
            disabled={claim.busy !== null}
            aria-busy={claim.busy === raffle.id}
            onClick={() => void claim.claim(raffle)}
          >
            {newTickets === 1 ? t('raffle.claim_one') : t('raffle.claim_other', { count: newTickets })}
          </Button>
        </div>
      ) : null}
      {raffle.status === 'closed' && newTickets > 0 ? (
        <p className={styles.muted}>{t('raffle.closed_unclaimed')}</p>
      ) : null}
      {raffle.status === 'drawn' ? (
        <div className={styles.block}>
          <h4 className={styles.blockTitle}>{t('raffle.winners')}</h4>
          {mine ? (
            <p className={styles.won}>{t('raffle.you_won', { prize: formatMoney(mine.prize) })}</p>
          ) : null}
          <RaffleWinners winners={raffle.winners} label={t('raffle.winners_of', { title: raffle.title })} />
        </div>
      ) : null}
    </article>
  );
};
