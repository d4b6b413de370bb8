import { useTranslation } from '../../../../i18n/use-translation';
import { BetSpot } from '../live/bet-spot';
import type { BoardProps } from '../live/live-table';
import { corners, oddsText, readOdds, winnerOf } from './cockfight-rules';
import styles from './cockfight.module.css';

/** Meron, Draw and Wala, each with this fight's pay, the chips on it and the winner lit once known. */
export const CockfightBoard = ({ placed, pending, shown, terms, disabled, onBet }: BoardProps) => {
  const { t } = useTranslation();
  const odds = readOdds(terms);
  const winner = winnerOf(shown);
  return (
    <div className={styles.board} role="group" aria-label={t('live_table.board_label')}>
      {corners.map((corner) => {
        const pays = odds ? oddsText(odds[corner]) : '';
        return (
          <BetSpot
            key={corner}
            area={corner}
            text={t(`cockfight.corner.${corner}`)}
            said={pays ? [t('cockfight.pays', { odds: pays })] : []}
            placed={placed.get(corner) ?? 0n}
            pending={pending.get(corner) ?? 0n}
            won={winner === corner}
            disabled={disabled}
            onBet={onBet}
            className={styles.corner}
            data={{ 'data-corner': corner }}
          >
            <span className={styles.odds} aria-hidden="true">
              {pays ? `×${pays}` : ''}
            </span>
          </BetSpot>
        );
      })}
    </div>
  );
};
