import { useQuery } from '../../../lib/query';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Icon } from '../../../components/icons';
import { Skeleton } from '../../../components/skeleton';
import { formatMoney } from '../../../lib/format';
import { useSiteInfo } from '../../../lib/site-store';
import { winnerBoardQuery, type Winner } from '../api/winner-board';
import { useCatalogueScope } from '../hooks/use-catalogue-scope';
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion';
import { gameName } from './game-card';
import styles from './winner-board.module.css';
import { orderWinners } from './winner-order';

const WinnerRow = ({ winner, symbol }: { winner: Winner; symbol: string }) => (
  <li className={styles.row}>
    <span className={styles.player}>{winner.customerName}</span>
    <span className={styles.game}>{gameName(winner.game)}</span>
    <span className={styles.amount}>{formatMoney(winner.winAmount, symbol)}</span>
  </li>
);

/**
 * The winner board (spec 2.3, 9): the three biggest wins ranked, then the rest of the 20 scrolling
 * upwards (paused under the pointer; still and scrollable with reduced motion). Hidden when the server
 * has no winners to show.
 */
export const WinnerBoard = () => {
  const { t } = useTranslation();
  const scope = useCatalogueScope();
  const { site } = useSiteInfo();
  const reducedMotion = usePrefersReducedMotion();
  const query = useQuery(winnerBoardQuery(scope));
  if (query.isPending) {
    return (
      <section className={styles.board} aria-busy="true" aria-label={t('lobby.winners_title')}>
        <Skeleton height={24} width="50%" />
        <Skeleton height={180} />
      </section>
    );
  }
  if (!query.data || query.data.length === 0) return null;
  const { ranked, rest } = orderWinners(query.data);
  const symbol = site.currencySymbol;

  return (
    <section className={styles.board} aria-labelledby="winner-board-title">
      <h2 id="winner-board-title" className={styles.title}>
        <Icon name="trophy" size={20} />
        {t('lobby.winners_title')}
      </h2>
      <ol className={styles.ranked}>
        {ranked.map((winner, index) => (
          <li key={`${winner.customerName}-${winner.createdAt}-${index}`} className={styles.rank}>
            <span className={`${styles.medal} ${styles[`medal${index + 1}`]}`}>
              <span className="visually-hidden">{t('lobby.winner_rank', { rank: index + 1 })}</span>
              <span aria-hidden="true">{index + 1}</span>
            </span>
            <span className={styles.rankText}>
              <span className={styles.player}>{winner.customerName}</span>
              <span className={styles.game}>{gameName(winner.game)}</span>
            </span>
            <span className={styles.amount}>{formatMoney(winner.winAmount, symbol)}</span>
          </li>
        ))}
      </ol>
      {rest.length > 0 ? (
        <div className={`${styles.scroller} ${reducedMotion ? styles.still : ''}`} tabIndex={0}>
          <div
            className={reducedMotion ? undefined : styles.moving}
            style={{ '--winner-seconds': `${rest.length * 2.5}s` } as CSSProperties}
          >
            <ul aria-label={t('lobby.winners_more')}>
              {rest.map((winner, index) => (
                <WinnerRow key={`${winner.customerName}-${index}`} winner={winner} symbol={symbol} />
              ))}
            </ul>
            {reducedMotion ? null : (
              <ul aria-hidden="true">
                {rest.map((winner, index) => (
                  <WinnerRow key={`${winner.customerName}-${index}`} winner={winner} symbol={symbol} />
                ))}
              </ul>
            )}
          </div>
        </div>
      ) : null}
    </section>
  );
};
