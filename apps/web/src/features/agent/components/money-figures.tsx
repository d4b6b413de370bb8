import type { MoneyFigures } from '@gp/contract/agent-reports';
import { Money, ProfitAmount } from '../../../components/money-amount';
import { useTranslation } from '../../../i18n/use-translation';
import styles from './agent-pages.module.css';

/** Rounds, stakes, valid bets, wins, profit and loss, deposits and withdrawals, as a row of figures. */
export const MoneyFiguresList = ({ figures, label }: { figures: MoneyFigures; label: string }) => {
  const { t } = useTranslation();
  const items = [
    { key: 'bets', value: <>{figures.bets.toLocaleString()}</> },
    { key: 'validBet', value: <Money amount={figures.validBet} /> },
    { key: 'win', value: <Money amount={figures.win} /> },
    { key: 'profitLoss', value: <ProfitAmount amount={figures.profitLoss} /> },
    { key: 'deposits', value: <Money amount={figures.deposits} /> },
    { key: 'withdrawals', value: <Money amount={figures.withdrawals} /> },
  ];
  return (
    <dl className={styles.moneyFigures} aria-label={label}>
      {items.map((item) => (
        <div key={item.key} className={styles.figure}>
          <dt>{t(`agent.fig_${item.key}`)}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
};
