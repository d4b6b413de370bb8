import { useTranslation } from '../../../i18n/use-translation';
import { SlotSymbol } from './slot-symbol';
import styles from './demo-game.module.css';

/** What a reel shows while it spins: a blurred strip of every symbol, twice for a seamless loop. */
const blurStrip = ['SEVEN', 'CHERRY', 'BAR', 'LEMON', 'BELL', 'GRAPE', 'WILD', 'PLUM', 'ORANGE'];

interface SlotReelsProps {
  window: string[][];
  spinning: boolean;
  /** "reel:row" keys of winning cells. */
  highlighted: Set<string>;
  /** Bumps on every finished spin so the landing animation replays. */
  roundKey: string;
  onKeySpin: () => void;
}

/**
 * The 5x3 reel window. Each cell is named for screen readers ("Reel 2, row 1: CHERRY"); winning cells
 * carry data-win. Space or Enter on the focused reels spins (like the spin button).
 */
export const SlotReels = ({ window, spinning, highlighted, roundKey, onKeySpin }: SlotReelsProps) => {
  const { t } = useTranslation();
  const anyWin = highlighted.size > 0;
  return (
    <div
      className={styles.reels}
      role="group"
      aria-roledescription={t('play.slot.reels_role')}
      aria-label={t('play.slot.reels')}
      aria-busy={spinning}
      tabIndex={0}
      onKeyDown={(event) => {
        if (event.key === ' ' || event.key === 'Enter') {
          event.preventDefault();
          onKeySpin();
        }
      }}
    >
      {window.map((column, reel) => (
        <div key={reel} className={styles.reel} data-spinning={spinning ? '' : undefined}>
          {spinning ? (
            <div className={styles.blur} aria-hidden="true">
              {[...blurStrip, ...blurStrip].map((symbol, index) => (
                <div key={index} className={styles.cell}>
                  <SlotSymbol symbol={symbol} />
                </div>
              ))}
            </div>
          ) : (
            <div key={roundKey} className={styles.landed}>
              {column.map((symbol, row) => {
                const win = highlighted.has(`${reel}:${row}`);
                return (
                  <div
                    key={row}
                    className={styles.cell}
                    role="img"
                    aria-label={t('play.slot.cell', {
                      reel: reel + 1,
                      row: row + 1,
                      symbol: t(`play.symbol.${symbol}`, { defaultValue: symbol }),
                    })}
                    data-win={win ? '' : undefined}
                    data-dim={anyWin && !win ? '' : undefined}
                  >
                    <SlotSymbol symbol={symbol} />
                  </div>
                );
              })}
            </div>
          )}
        </div>
      ))}
    </div>
  );
};
