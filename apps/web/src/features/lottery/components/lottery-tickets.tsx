import { useQuery } from '../../../lib/query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { LoadingRows, TableRegion } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { lotteryTicketsQuery } from '../api/lottery-queries';
import { ResultBalls } from './result-balls';
import styles from './lottery.module.css';

/** The member's tickets of this game (real or play money), newest first, with their status and win. */
export const LotteryTickets = ({
  gameCode,
  mode,
  currency,
}: {
  gameCode: string;
  mode: 'real' | 'free';
  currency: string;
}) => {
  const { t, i18n } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const tickets = useQuery(lotteryTicketsQuery(gameCode, mode, pageNum));
  const money = (amount: string) => formatMoney(amount, mode === 'real' ? currency : '');

  return (
    <section className={styles.panel} aria-labelledby="lottery-tickets-title">
      <h2 id="lottery-tickets-title" className={styles.panelTitle}>
        {t('lottery.tickets_title')}
        {mode === 'free' && tickets.data ? (
          <span className={styles.playBalance}>
            {t('lottery.play_balance')}: {formatMoney(tickets.data.playBalance)}
          </span>
        ) : null}
      </h2>
      {tickets.isPending ? (
        <LoadingRows rows={3} />
      ) : tickets.isError ? (
        <p className={styles.error} role="alert">
          {t('lottery.load_failed')}
        </p>
      ) : tickets.data.content.length === 0 ? (
        <p className={styles.hint}>{t('lottery.tickets_empty')}</p>
      ) : (
        <>
          <TableRegion label={t('lottery.tickets_title')} className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('lottery.col.issue')}</th>
                <th scope="col">{t('lottery.col.bet')}</th>
                <th scope="col">{t('lottery.col.total')}</th>
                <th scope="col">{t('lottery.col.result')}</th>
                <th scope="col">{t('lottery.col.status')}</th>
              </tr>
            </thead>
            <tbody>
              {tickets.data.content.map((ticket) => (
                <tr key={ticket.ticketId}>
                  <td data-label={t('lottery.col.issue')}>
                    <span className={styles.mono}>{ticket.issue}</span>
                    <small className={styles.muted}>{formatDateTime(ticket.createdAt, i18n.language)}</small>
                  </td>
                  <td data-label={t('lottery.col.bet')}>
                    {t(`lottery.bet_type.${ticket.betType}`)}
                    <small className={styles.mono}>{ticket.numbers.join(', ')}</small>
                  </td>
                  <td data-label={t('lottery.col.total')} className={styles.num}>
                    {money(ticket.total)}
                  </td>
                  <td data-label={t('lottery.col.result')}>
                    {ticket.result ? (
                      <ResultBalls size="sm" result={ticket.result} label={ticket.result} />
                    ) : (
                      <span className={styles.muted}>—</span>
                    )}
                  </td>
                  <td data-label={t('lottery.col.status')}>
                    <span className={`${styles.status} ${styles[`status_${ticket.status}`] ?? ''}`}>
                      {t(`lottery.status.${ticket.status}`)}
                    </span>
                    {ticket.status === 'won' && ticket.win ? (
                      <small className={styles.win}>+{money(ticket.win)}</small>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
          <Pager
            pageNum={pageNum}
            totalPages={tickets.data.totalPages}
            onChange={setPageNum}
            label={t('lottery.tickets_pages')}
          />
        </>
      )}
    </section>
  );
};
