import { useTranslation } from '../../../../i18n/use-translation';
import { isRed, rankName, suitSign, type Card } from '../baccarat/baccarat-rules';
import type { StageProps } from '../live/live-table';
import { usePlayOut } from '../live/use-play-out';
import { bullKey, dealOf, seatNumber, type NiuNiuHand, type NiuNiuRules } from './niuniu-rules';
import styles from './niuniu.module.css';

/** How long the hands take to turn over before the result is told. */
const dealMs = 2_000;

const CardFace = ({ card, index }: { card: Card | null; index: number }) =>
  card ? (
    <span
      className={styles.card}
      data-red={isRed(card) ? '' : undefined}
      style={{ animationDelay: `${index * 0.06}s` }}
    >
      <span>{rankName(card)}</span>
      <span>{suitSign(card)}</span>
    </span>
  ) : (
    <span className={styles.card} data-back="" />
  );

const Hand = ({
  name,
  hand,
  done,
  tone,
  order,
}: {
  name: string;
  hand: NiuNiuHand | null;
  done: boolean;
  tone?: 'win' | 'lose' | undefined;
  order: number;
}) => {
  const { t } = useTranslation();
  return (
    <div className={styles.hand} data-tone={done ? tone : undefined}>
      <span className={styles.handName}>{name}</span>
      <span className={styles.cards}>
        {Array.from({ length: 5 }, (_, i) => (
          <CardFace key={i} card={hand?.cards[i] ?? null} index={order * 5 + i} />
        ))}
      </span>
      <span className={styles.bull}>{done && hand ? t(bullKey(hand.bull), { value: hand.bull }) : ''}</span>
    </div>
  );
};

/**
 * The banker's hand above the five seats' hands. Face down while bets are open; when the result
 * arrives every hand turns over, then each seat's bull and whether it beat the banker show. A
 * picture only: the status line says the result in words.
 */
export const NiuNiuCards = ({ rules, reveal, shown, onStopped }: StageProps & { rules: NiuNiuRules }) => {
  const { t } = useTranslation();
  usePlayOut(reveal, dealMs, onStopped);
  const deal = dealOf(reveal?.result ?? null);
  const done = dealOf(shown) !== null;
  return (
    <div className={styles.felt} aria-hidden="true">
      <div className={styles.bankerRow}>
        <Hand name={t('niuniu.banker')} hand={deal?.banker ?? null} done={done} order={0} />
      </div>
      <div className={styles.seatRow}>
        {rules.seats.map((seat, i) => {
          const hand = deal?.seats.find((s) => s.seat === seat) ?? null;
          return (
            <Hand
              key={seat}
              name={t('niuniu.seat', { n: seatNumber(seat) })}
              hand={hand}
              done={done}
              tone={hand ? (hand.wins ? 'win' : 'lose') : undefined}
              order={i + 1}
            />
          );
        })}
      </div>
    </div>
  );
};
