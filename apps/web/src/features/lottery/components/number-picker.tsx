import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icons';
import { allNumbers, normaliseTyped, numberSize, quickPick, toggleNumber, type BetSlip } from '../bet-slip';
import styles from './lottery.module.css';

/**
 * Picks the slip's numbers: a grid of toggle buttons for 1- and 2-digit bets (0-9, 00-99), a typed
 * number for 3-digit bets (1,000 buttons would help nobody), quick pick and clear for all.
 */
export const NumberPicker = ({
  slip,
  maxNumbers,
  onChange,
}: {
  slip: BetSlip;
  maxNumbers: number;
  onChange: (slip: BetSlip) => void;
}) => {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState(false);
  const inputId = useId();
  const size = numberSize(slip.betType);
  const full = slip.numbers.length >= maxNumbers;

  const addTyped = () => {
    const number = normaliseTyped(slip.betType, typed);
    setTypedError(number === null);
    if (number === null) return;
    onChange(slip.numbers.includes(number) ? slip : toggleNumber(slip, number, maxNumbers));
    setTyped('');
  };

  return (
    <div className={styles.picker}>
      <div className={styles.pickerHead}>
        <span className={styles.fieldLabel} id={`${inputId}-count`}>
          {t('lottery.numbers_label', { count: slip.numbers.length, max: maxNumbers })}
        </span>
        <span className={styles.pickerActions}>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange(quickPick(slip, Math.min(3, maxNumbers)))}
          >
            <Icon name="sparkle" size={16} />
            {t('lottery.quick_pick')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange({ ...slip, numbers: [] })}
            disabled={!slip.numbers.length}
          >
            {t('lottery.clear')}
          </Button>
        </span>
      </div>
      {size < 3 ? (
        <div
          className={`${styles.grid} ${size === 1 ? styles.gridSingle : ''}`}
          role="group"
          aria-labelledby={`${inputId}-count`}
        >
          {allNumbers(slip.betType).map((number) => {
            const picked = slip.numbers.includes(number);
            return (
              <button
                key={number}
                type="button"
                className={styles.numberButton}
                aria-pressed={picked}
                aria-label={t('lottery.number', { number })}
                disabled={!picked && full}
                onClick={() => onChange(toggleNumber(slip, number, maxNumbers))}
              >
                {number}
              </button>
            );
          })}
        </div>
      ) : (
        <div className={styles.typed}>
          <label htmlFor={inputId} className={styles.srOnly}>
            {t('lottery.type_number')}
          </label>
          <input
            id={inputId}
            className={styles.input}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            placeholder="000"
            value={typed}
            aria-invalid={typedError}
            aria-describedby={typedError ? `${inputId}-error` : undefined}
            onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addTyped();
              }
            }}
          />
          <Button variant="secondary" onClick={addTyped} disabled={full || typed === ''}>
            {t('lottery.add_number')}
          </Button>
          {typedError ? (
            <p id={`${inputId}-error`} className={styles.error} role="alert">
              {t('lottery.type_number_error')}
            </p>
          ) : null}
        </div>
      )}
      {slip.numbers.length > 0 ? (
        <ul className={styles.chips} aria-label={t('lottery.picked')}>
          {slip.numbers.map((number) => (
            <li key={number}>
              <button
                type="button"
                className={styles.chip}
                aria-label={t('lottery.remove_number', { number })}
                onClick={() => onChange(toggleNumber(slip, number, maxNumbers))}
              >
                {number}
                <Icon name="close" size={12} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
