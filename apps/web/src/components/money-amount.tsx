import { formatMoney, formatSignedMoney } from '../lib/format';
import styles from './money-amount.module.css';

/** A player's or a team's result: green when up, red when down, with its sign. */
export const ProfitAmount = ({ amount }: { amount: string }) => {
  const tone = amount.startsWith('-') ? 'loss' : /[1-9]/.test(amount) ? 'gain' : undefined;
  return (
    <span className={styles.profit} data-tone={tone}>
      {formatSignedMoney(amount)}
    </span>
  );
};

export const Money = ({ amount }: { amount: string }) => <>{formatMoney(amount)}</>;
