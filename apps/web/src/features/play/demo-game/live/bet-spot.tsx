import { fromMinor } from '@gp/contract/money';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatMoney } from '../../../../lib/format';
import { chipFace } from './table-money';
import styles from './live-table.module.css';

/**
 * One bet area of a live table's board (a roulette number, Meron, Banker): a button that adds the
 * chosen chip, its visible text then what a screen reader hears after it (what the area is, what it
 * pays, the chips on it), and the chips on it drawn beside it, solid once placed and dashed while
 * still to place. Boards style the box and the button; the shared states (focus, hover, win) are here.
 */
export const BetSpot = ({
  area,
  text,
  said = [],
  placed,
  pending,
  won,
  disabled,
  onBet,
  pressed,
  boxClassName,
  className,
  boxStyle,
  data,
  children,
}: {
  area: string;
  text: string;
  said?: readonly string[];
  placed: bigint;
  pending: bigint;
  won: boolean;
  disabled: boolean;
  onBet: (area: string) => void;
  /** A spot that is one half of a choice in two taps (a roulette split's first number): chosen or not. */
  pressed?: boolean | undefined;
  boxClassName?: string | undefined;
  className: string | undefined;
  boxStyle?: CSSProperties;
  /** Attributes the board's CSS keys on (data-colour, data-corner, data-area). */
  data?: Record<`data-${string}`, string | undefined>;
  /** Shown under the text, hidden from the name (a pay: "×1.85", "8:1"). */
  children?: ReactNode;
}) => {
  const { t } = useTranslation();
  const heard = [
    ...said,
    placed > 0n ? t('live_table.bet_placed', { amount: formatMoney(fromMinor(placed)) }) : '',
    pending > 0n ? t('live_table.bet_pending', { amount: formatMoney(fromMinor(pending)) }) : '',
  ].filter(Boolean);
  return (
    <div className={[styles.spotBox, boxClassName].filter(Boolean).join(' ')} style={boxStyle}>
      <button
        type="button"
        className={[styles.spot, className].filter(Boolean).join(' ')}
        {...data}
        data-win={won ? '' : undefined}
        aria-pressed={pressed}
        disabled={disabled}
        onClick={() => onBet(area)}
      >
        {text}
        {heard.length > 0 ? <span className={styles.said}>{`, ${heard.join(', ')}`}</span> : null}
        {children}
      </button>
      {placed + pending > 0n ? (
        <span className={styles.chipMark} data-pending={pending > 0n ? '' : undefined} aria-hidden="true">
          {chipFace(placed + pending)}
        </span>
      ) : null}
    </div>
  );
};
