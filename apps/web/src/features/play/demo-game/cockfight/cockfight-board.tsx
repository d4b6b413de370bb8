import { fromMinor } from '@gp/contract/money';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatMoney } from '../../../../lib/format';
import { chipFace } from '../live/chip-face';
import type { BoardProps } from '../live/live-table';
import { corners, oddsText, readOdds, winnerOf } from './cockfight-rules';
import tableStyles from '../live/live-table.module.css';
import styles from './cockfight.module.css';

/** Meron, Draw and Wala, each with this fight's pay, the chips on it and the winner lit once known. */
export const CockfightBoard = ({ placed, pending, shown, terms, disabled, onBet }: BoardProps) => {
  const { t } = useTranslation();
  const odds = readOdds(terms);
  const winner = winnerOf(shown);
  return (
    <div className={styles.board} role="group" aria-label={t('live_table.board_label')}>
      {corners.map((corner) => {
        const onArea = placed.get(corner) ?? 0n;
        const toPlace = pending.get(corner) ?? 0n;
        const pays = odds ? oddsText(odds[corner]) : '';
        const said = [
          pays ? t('cockfight.pays', { odds: pays }) : '',
          onArea > 0n ? t('live_table.bet_placed', { amount: formatMoney(fromMinor(onArea)) }) : '',
          toPlace > 0n ? t('live_table.bet_pending', { amount: formatMoney(fromMinor(toPlace)) }) : '',
        ].filter(Boolean);
        return (
          <div key={corner} className={styles.cornerBox}>
            <button
              type="button"
              className={styles.corner}
              data-corner={corner}
              data-win={winner === corner ? '' : undefined}
              disabled={disabled}
              onClick={() => onBet(corner)}
            >
              {t(`cockfight.corner.${corner}`)}
              <span className={tableStyles.said}>{`, ${said.join(', ')}`}</span>
              <span className={styles.odds} aria-hidden="true">
                {pays ? `×${pays}` : ''}
              </span>
            </button>
            {onArea + toPlace > 0n ? (
              <span
                className={tableStyles.chipMark}
                data-pending={toPlace > 0n ? '' : undefined}
                aria-hidden="true"
              >
                {chipFace(onArea + toPlace)}
              </span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
};
