import { useTranslation } from '../../../../i18n/use-translation';
import { handOf, type BaccaratHand } from './baccarat-rules';
import tableStyles from '../live/live-table.module.css';
import styles from './baccarat.module.css';

const rows = 6;
type Winner = BaccaratHand['winner'];
const letters: Record<Winner, string> = { player: 'P', banker: 'B', tie: 'T' };

interface RoadCell {
  col: number;
  row: number;
  winner: Exclude<Winner, 'tie'>;
  ties: number;
}

/**
 * The big road: a new column each time the winner changes, going down while it repeats (past the
 * sixth row the streak turns right, the "dragon tail"); a tie marks the cell before it.
 */
export const bigRoad = (winners: readonly Winner[]): RoadCell[] => {
  const cells: RoadCell[] = [];
  let col = -1;
  let depth = 0;
  for (const winner of winners) {
    const last = cells.at(-1);
    if (winner === 'tie') {
      if (last) last.ties += 1;
      continue;
    }
    if (!last || last.winner !== winner) {
      col = (last ? Math.max(...cells.map((c) => c.col)) : -1) + 1;
      depth = 0;
    } else depth += 1;
    const row = Math.min(depth, rows - 1);
    cells.push({ col: col + Math.max(0, depth - (rows - 1)), row, winner, ties: 0 });
  }
  return cells;
};

/** The bead plate and the big road of the table's recent rounds (oldest first, left to right). */
export const BaccaratRoads = ({ history }: { history: readonly { roundNo: number; result: unknown }[] }) => {
  const { t } = useTranslation();
  const winners = history
    .map((h) => handOf(h.result)?.winner)
    .filter((w): w is Winner => w !== undefined)
    .reverse();
  const road = bigRoad(winners);
  return (
    <div className={styles.roads}>
      <figure className={styles.road}>
        <figcaption>{t('baccarat.bead_plate')}</figcaption>
        <ol className={styles.bead} aria-label={t('baccarat.bead_plate')}>
          {winners.map((winner, i) => (
            <li
              key={i}
              data-winner={winner}
              style={{ gridColumn: Math.floor(i / rows) + 1, gridRow: (i % rows) + 1 }}
            >
              <span aria-hidden="true">{letters[winner]}</span>
              <span className={tableStyles.said}>{t(`baccarat.area.${winner}`)}</span>
            </li>
          ))}
        </ol>
      </figure>
      <figure className={styles.road} aria-hidden="true">
        <figcaption>{t('baccarat.big_road')}</figcaption>
        <div className={styles.big}>
          {road.map((cell, i) => (
            <span
              key={i}
              data-winner={cell.winner}
              data-ties={cell.ties > 0 ? cell.ties : undefined}
              style={{ gridColumn: cell.col + 1, gridRow: cell.row + 1 }}
            />
          ))}
        </div>
      </figure>
    </div>
  );
};
