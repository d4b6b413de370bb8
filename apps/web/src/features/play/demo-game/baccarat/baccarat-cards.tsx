import { useTranslation } from '../../../../i18n/use-translation';
import type { StageProps } from '../live/live-table';
import { usePlayOut } from '../live/use-play-out';
import { handOf, isRed, rankName, suitSign, type Card } from './baccarat-rules';
import styles from './baccarat.module.css';

/** How long the cards take to turn over before the result is told. */
const dealMs = 2_400;

const CardFace = ({ card, index }: { card: Card; index: number }) => (
  <span
    className={styles.card}
    data-red={isRed(card) ? '' : undefined}
    style={{ animationDelay: `${index * 0.35}s` }}
  >
    <span>{rankName(card)}</span>
    <span>{suitSign(card)}</span>
  </span>
);

/**
 * The player's and the banker's hands. When the result arrives the cards are dealt face up one after
 * another, then the totals and the winner's side light up. A picture only: the table's status line
 * says the result in words.
 */
export const BaccaratCards = ({ reveal, shown, onStopped }: StageProps) => {
  const { t } = useTranslation();
  usePlayOut(reveal, dealMs, onStopped);
  const hand = handOf(reveal?.result ?? null);
  const done = handOf(shown);
  const side = (who: 'player' | 'banker') => (
    <div className={styles.hand} data-side={who} data-win={done && done.winner === who ? '' : undefined}>
      <span className={styles.handName}>{t(`baccarat.area.${who}`)}</span>
      <span className={styles.cards}>
        {hand
          ? hand[who].map((card, i) => (
              <CardFace key={i} card={card} index={who === 'player' ? i * 2 : i * 2 + 1} />
            ))
          : null}
      </span>
      <span className={styles.total}>{done ? done[`${who}Total`] : ''}</span>
    </div>
  );
  return (
    <div className={styles.felt} aria-hidden="true">
      {side('player')}
      {side('banker')}
    </div>
  );
};
