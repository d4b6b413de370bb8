import { fromMinor } from '@gp/contract/money';
import { useId } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatMoney } from '../../../../lib/format';
import { betKinds, insideBetOf, kindPays, type BetKind } from './inside-bets';
import gameStyles from '../demo-game.module.css';
import styles from './roulette.module.css';

/**
 * What a tap on a number bets (inside-bets.ts), as radio buttons with what each pays, and a line that
 * says what to tap (for a split, which number the second tap must be next to).
 */
export const BetKindPicker = ({
  kind,
  picking,
  onChoose,
}: {
  kind: BetKind;
  /** A split's first number, once tapped. */
  picking: number | null;
  onChoose: (kind: BetKind) => void;
}) => {
  const { t } = useTranslation();
  const name = useId();
  const hint =
    kind === 'split' && picking !== null
      ? t('roulette.split_next', { number: picking })
      : t(`roulette.kind_hint.${kind}`);
  return (
    <div className={styles.kinds}>
      <fieldset className={styles.kindList}>
        <legend className={gameStyles.srOnly}>{t('roulette.kind_label')}</legend>
        {betKinds.map((each) => (
          <label key={each} className={styles.kind} data-selected={each === kind ? '' : undefined}>
            <input
              type="radio"
              name={name}
              value={each}
              checked={each === kind}
              onChange={() => onChoose(each)}
            />
            <span>{t(`roulette.rules.kind.${each}`)}</span>
            <small>{kindPays[each]}</small>
          </label>
        ))}
      </fieldset>
      <p className={styles.kindHint} aria-live="polite">
        {hint}
      </p>
    </div>
  );
};

/** This round's bets on several numbers: their kind, numbers and amount, placed or still to place. */
export const InsideBetList = ({
  placed,
  pending,
}: {
  placed: ReadonlyMap<string, bigint>;
  pending: ReadonlyMap<string, bigint>;
}) => {
  const { t } = useTranslation();
  const areas = [...new Set([...placed.keys(), ...pending.keys()])].flatMap((area) => {
    const bet = insideBetOf(area);
    return bet ? [{ area, ...bet }] : [];
  });
  if (areas.length === 0) return null;
  const money = (minor: bigint) => formatMoney(fromMinor(minor));
  return (
    <section className={styles.insideBets} aria-label={t('roulette.inside_bets')}>
      <h2 className={styles.insideTitle}>{t('roulette.inside_bets')}</h2>
      <ul>
        {areas.map(({ area, kind, numbers }) => {
          const onIt = placed.get(area) ?? 0n;
          const toPlace = pending.get(area) ?? 0n;
          return (
            <li key={area} data-area={area}>
              <span>
                {t(`roulette.rules.kind.${kind}`)}: {numbers.join(', ')}
              </span>
              <span className={styles.insideAmount}>
                {onIt > 0n ? money(onIt) : null}
                {toPlace > 0n ? <em>{t('roulette.to_place', { amount: money(toPlace) })}</em> : null}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
