import { useTranslation } from '../../../../i18n/use-translation';
import type { StageProps } from '../live/live-table';
import { usePlayOut } from '../live/use-play-out';
import { readOdds, winnerOf } from './cockfight-rules';
import styles from './cockfight.module.css';

/** How long the fight plays out before its result is told. */
const fightMs = 3_000;

/**
 * The arena: the red corner (Meron) against the blue corner (Wala) with this fight's number. When the
 * result arrives the two clash for three seconds (not with reduced motion), then the winner's corner
 * lights up. A picture only: the result is told in words by the table's status line.
 */
export const CockfightArena = ({ reveal, shown, terms, onStopped }: StageProps) => {
  const { t } = useTranslation();
  usePlayOut(reveal, fightMs, onStopped);
  const odds = readOdds(terms);
  const winner = winnerOf(shown);
  const fighting = reveal !== null && shown === null;
  return (
    <div className={styles.arena} aria-hidden="true" data-fighting={fighting ? '' : undefined}>
      <span className={styles.fight}>{odds ? t('cockfight.fight', { fight: odds.fight % 1000 }) : ''}</span>
      <div className={styles.rooster} data-corner="meron" data-win={winner === 'meron' ? '' : undefined}>
        M
      </div>
      <span className={styles.versus} data-win={winner === 'draw' ? '' : undefined}>
        {winner === 'draw' ? '=' : 'VS'}
      </span>
      <div className={styles.rooster} data-corner="wala" data-win={winner === 'wala' ? '' : undefined}>
        W
      </div>
    </div>
  );
};
