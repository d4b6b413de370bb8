import type { PendingBet } from '@gp/contract/play';
import { Money } from '../../../components/money-amount';
import { TableRegion } from '../../../components/data-table';
import { useTranslation } from '../../../i18n/use-translation';
import { RoundCells } from './round-cells';
import styles from './records.module.css';

/**
 * Bets whose round is still open (a sports bet before its match ends), above the settled records:
 * they are not in the totals until they settle (issue 19).
 */
export const PendingBets = ({
  bets,
  vendorName,
}: {
  bets: readonly PendingBet[];
  vendorName: (code: string) => string;
}) => {
  const { t } = useTranslation();
  if (bets.length === 0) return null;
  return (
    <div className={styles.pending}>
      <h3 className={styles.pendingTitle}>{t('play.records.pending')}</h3>
      <p className={styles.pendingNote}>{t('play.records.pending_note')}</p>
      <TableRegion label={t('play.records.pending')}>
        <thead>
          <tr>
            <th scope="col">{t('play.col.time')}</th>
            <th scope="col">{t('play.col.game')}</th>
            <th scope="col">{t('play.col.vendor')}</th>
            <th scope="col" className={styles.num}>
              {t('play.col.bet')}
            </th>
            <th scope="col">{t('play.col.round')}</th>
          </tr>
        </thead>
        <tbody>
          {bets.map((bet) => (
            <tr key={bet.roundId}>
              <RoundCells round={bet} vendorName={vendorName} />
              <td data-label={t('play.col.bet')} className={styles.num}>
                <Money amount={bet.bet} />
              </td>
              <td data-label={t('play.col.round')} className={styles.round}>
                {bet.roundId}
              </td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
    </div>
  );
};
