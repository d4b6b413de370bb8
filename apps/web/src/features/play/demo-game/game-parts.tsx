import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icons';
import { formatMoney } from '../../../lib/format';
import styles from './demo-game.module.css';

/**
 * The parts every demo game page shares (slot, live tables, sportsbook, fishing): the title bar with
 * the free-play badge and the rules button, and the meters under the game.
 */

/** The game's name, "Free play" in play-money mode, and the rules button when the game has one. */
export const GameHeader = ({
  name,
  mode,
  rules,
  className = styles.top,
  children,
}: {
  name: string;
  mode: 'real' | 'free';
  rules?: { label: string; onOpen: () => void; disabled?: boolean };
  className?: string | undefined;
  children?: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <header className={className}>
      <h1 className={styles.title}>{name}</h1>
      {mode === 'free' ? <span className={styles.freeBadge}>{t('play.slot.free_badge')}</span> : null}
      {rules ? (
        <Button
          variant="secondary"
          size="sm"
          className={styles.rulesButton}
          onClick={rules.onOpen}
          disabled={rules.disabled}
        >
          <Icon name="ticket" size={16} />
          {rules.label}
        </Button>
      ) : null}
      {children}
    </header>
  );
};

/** A figure under the game: its label shown, the value read out under the same name. */
export const Meter = ({ label, win, children }: { label: string; win?: boolean; children: ReactNode }) => (
  <div className={styles.meter}>
    <span className={styles.meterLabel} aria-hidden="true">
      {label}
    </span>
    <output className={styles.meterValue} aria-label={label} data-win={win ? '' : undefined}>
      {children}
    </output>
  </div>
);

/** The balance the game plays from; free mode says it is play money (docs/decisions.md, free play). */
export const BalanceMeter = ({
  mode,
  balance,
  currency,
}: {
  mode: 'real' | 'free';
  balance: string;
  currency: string;
}) => {
  const { t } = useTranslation();
  return (
    <Meter label={t(mode === 'free' ? 'play_money.balance_label' : 'play.slot.balance')}>
      {formatMoney(balance)} <small>{currency}</small>
    </Meter>
  );
};

/** The stake of the next spin or shot, one of the session's levels. */
export const StakeSelect = ({
  label,
  levels,
  value,
  disabled,
  title,
  onChange,
}: {
  label: string;
  levels: readonly string[];
  value: string;
  disabled: boolean;
  title?: string | undefined;
  onChange: (value: string) => void;
}) => {
  const id = useId();
  return (
    <div className={styles.meter}>
      <label className={styles.meterLabel} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.betSelect}
        value={value}
        disabled={disabled}
        title={title}
        onChange={(event) => onChange(event.target.value)}
      >
        {levels.map((level) => (
          <option key={level} value={level}>
            {formatMoney(level)}
          </option>
        ))}
      </select>
    </div>
  );
};
