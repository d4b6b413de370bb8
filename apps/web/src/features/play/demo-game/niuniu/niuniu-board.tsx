import { useTranslation } from '../../../../i18n/use-translation';
import { formatMoney } from '../../../../lib/format';
import { BetSpot } from '../live/bet-spot';
import type { BoardProps } from '../live/live-table';
import { dealOf, seatNumber, type NiuNiuRules } from './niuniu-rules';
import styles from './niuniu.module.css';

/**
 * The five seats: each a spot for the chosen chip while it is free or this player's, showing who holds
 * it this hand and the stake on it; another player's seat is shown taken and cannot take chips.
 */
export const NiuNiuBoard = ({
  rules,
  placed,
  pending,
  shown,
  seats,
  disabled,
  onBet,
}: BoardProps & { rules: NiuNiuRules }) => {
  const { t } = useTranslation();
  const deal = dealOf(shown);
  return (
    <div className={styles.board} role="group" aria-label={t('live_table.board_label')}>
      {rules.seats.map((seat) => {
        const holder = seats.find((s) => s.area === seat);
        const takenByOther = holder !== undefined && !holder.mine;
        const whose = !holder
          ? t('niuniu.seat_free')
          : holder.mine
            ? t('niuniu.seat_yours')
            : t('niuniu.seat_taken', { player: holder.player, amount: formatMoney(holder.stake) });
        return (
          <BetSpot
            key={seat}
            area={seat}
            text={t('niuniu.seat', { n: seatNumber(seat) })}
            said={[whose, t('niuniu.pays', { pays: (rules.pays - 1).toFixed(2) })]}
            placed={placed.get(seat) ?? 0n}
            pending={pending.get(seat) ?? 0n}
            won={deal?.seats.find((s) => s.seat === seat)?.wins === true && (placed.get(seat) ?? 0n) > 0n}
            disabled={disabled || takenByOther}
            onBet={onBet}
            className={styles.spot}
            data={{ 'data-holder': holder ? (holder.mine ? 'mine' : 'other') : 'free' }}
          >
            <span className={styles.holder} aria-hidden="true">
              {holder ? (holder.mine ? t('niuniu.seat_yours') : holder.player) : t('niuniu.seat_free')}
            </span>
          </BetSpot>
        );
      })}
    </div>
  );
};
