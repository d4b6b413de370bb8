import { fromMinor } from '@gp/contract/money';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatMoney } from '../../../../lib/format';
import { chipFace } from '../live/chip-face';
import type { BoardProps } from '../live/live-table';
import { BaccaratRoads } from './baccarat-roads';
import { areas, handOf, type BaccaratRules } from './baccarat-rules';
import tableStyles from '../live/live-table.module.css';
import styles from './baccarat.module.css';

const won = (area: string, hand: ReturnType<typeof handOf>) =>
  hand !== null &&
  (area === hand.winner ||
    (area === 'player_pair' && hand.playerPair) ||
    (area === 'banker_pair' && hand.bankerPair));

/** Player pair, Player, Tie, Banker, Banker pair with their pays, the chips on them, and the roads. */
export const BaccaratBoard = ({
  rules,
  placed,
  pending,
  shown,
  history,
  disabled,
  onBet,
}: BoardProps & { rules: BaccaratRules }) => {
  const { t } = useTranslation();
  const hand = handOf(shown);
  return (
    <div className={styles.boardBox}>
      <BaccaratRoads history={history} />
      <div className={styles.board} role="group" aria-label={t('live_table.board_label')}>
        {areas.map((area) => {
          const onArea = placed.get(area) ?? 0n;
          const toPlace = pending.get(area) ?? 0n;
          const pays = rules.pays[area];
          const payText = pays === undefined ? '' : `${(pays - 1).toFixed(pays % 1 === 0 ? 0 : 2)}:1`;
          const said = [
            t('baccarat.pays', { pays: payText }),
            onArea > 0n ? t('live_table.bet_placed', { amount: formatMoney(fromMinor(onArea)) }) : '',
            toPlace > 0n ? t('live_table.bet_pending', { amount: formatMoney(fromMinor(toPlace)) }) : '',
          ].filter(Boolean);
          return (
            <div key={area} className={styles.spotBox} data-area={area}>
              <button
                type="button"
                className={styles.spot}
                data-area={area}
                data-win={won(area, hand) ? '' : undefined}
                disabled={disabled}
                onClick={() => onBet(area)}
              >
                {t(`baccarat.area.${area}`)}
                <span className={tableStyles.said}>{`, ${said.join(', ')}`}</span>
                <span className={styles.pays} aria-hidden="true">
                  {payText}
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
    </div>
  );
};
