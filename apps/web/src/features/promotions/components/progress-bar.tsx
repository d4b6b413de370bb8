import { formatMoney } from '../../../lib/format';
import styles from './promotions.module.css';

/** Minor units of a two-decimal amount, for a progress ratio without floats. */
const minor = (amount: string) => Number(amount.replace('.', ''));

/** How far `done` is toward `required` (amounts), in whole percent, 0 to 100. */
export const progressPercent = (done: string, required: string) => {
  const of = minor(required);
  return of === 0 ? 100 : Math.min(100, Math.floor((minor(done) * 100) / of));
};

/** A labelled progress bar of money: a bonus's turnover, a VIP threshold. */
export const MoneyProgress = ({
  label,
  done,
  required,
}: {
  label: string;
  done: string;
  required: string;
}) => {
  const percent = progressPercent(done, required);
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${formatMoney(done)} / ${formatMoney(required)}`}
    >
      <div className={styles.barFill} style={{ width: `${percent}%` }} />
    </div>
  );
};
