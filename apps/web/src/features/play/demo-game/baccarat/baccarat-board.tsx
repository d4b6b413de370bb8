import { useTranslation } from '../../../../i18n/use-translation';
import { BetSpot } from '../live/bet-spot';
import type { BoardProps } from '../live/live-table';
import { BaccaratRoads } from './baccarat-roads';
import { areas, handOf, type BaccaratRules } from './baccarat-rules';
import styles from './baccarat.module.css';

/** Where each area sits in the board's grid (baccarat.module.css). */
const gridAreas: Record<string, string> = {
  player_pair: 'pp',
  tie: 'tie',
  banker_pair: 'bp',
  player: 'player',
  banker: 'banker',
};

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
          const pays = rules.pays[area];
          const payText = pays === undefined ? '' : `${(pays - 1).toFixed(pays % 1 === 0 ? 0 : 2)}:1`;
          return (
            <BetSpot
              key={area}
              area={area}
              text={t(`baccarat.area.${area}`)}
              said={[t('baccarat.pays', { pays: payText })]}
              placed={placed.get(area) ?? 0n}
              pending={pending.get(area) ?? 0n}
              won={won(area, hand)}
              disabled={disabled}
              onBet={onBet}
              className={styles.spot}
              boxStyle={{ gridArea: gridAreas[area] }}
              data={{ 'data-area': area }}
            >
              <span className={styles.pays} aria-hidden="true">
                {payText}
              </span>
            </BetSpot>
          );
        })}
      </div>
    </div>
  );
};
