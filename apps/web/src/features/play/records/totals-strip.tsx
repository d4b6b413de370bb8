import type { BetTotals } from '@gp/contract/play';
import { useTranslation } from '../../../i18n/use-translation';
import { Money, ProfitAmount } from '../../../components/money-amount';
import styles from './records.module.css';

/** Rounds, bet, valid bet, win and profit of a period or filter, as a row of figures. */
export const TotalsStrip = ({ totals, label }: { totals: BetTotals; label: string }) => {
  const { t } = useTranslation();
  const figures = [
    { key: 'rounds', name: t('play.col.rounds'), value: <>{totals.rounds.toLocaleString()}</> },
    { key: 'bet', name: t('play.col.bet'), value: <Money amount={totals.bet} /> },
    { key: 'validBet', name: t('play.col.valid_bet'), value: <Money amount={totals.validBet} /> },
    { key: 'win', name: t('play.col.win'), value: <Money amount={totals.win} /> },
    { key: 'profit', name: t('play.col.profit'), value: <ProfitAmount amount={totals.profit} /> },
  ];
  return (
    <dl className={styles.totals} aria-label={label}>
      {figures.map((figure) => (
        <div key={figure.key} className={styles.figure}>
          <dt>{figure.name}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
};
