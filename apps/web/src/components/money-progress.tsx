import { formatMoney } from '../lib/format';
import styles from './money-progress.module.css';

/** Minor units of a two-decimal amount, for a progress ratio without floats. */
const minor = (amount: string) => Number(amount.replace('.', ''));

/** How far `done` is toward `required` (amounts), in whole percent, 0 to 100. */
export const progressPercent = (done: string, required: string) => {
  const of = minor(required);
  return of === 0 ? 100 : Math.max(0, Math.min(100, Math.floor((minor(done) * 100) / of)));
};

/**
 * A labelled progress bar of money: a bonus's turnover, a VIP threshold, or (`tone="limit"`) what a
 * safer-gambling limit has used, red once it is used up.
 */
export const MoneyProgress = ({
  label,
  done,
  required,
  tone,
}: {
  label: string;
  done: string;
  required: string;
  tone?: 'limit';
}) => {
  const percent = progressPercent(done, required);
  return (
    <div
      className={styles.bar}
      data-tone={tone}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${formatMoney(done)} / ${formatMoney(required)}`}
    >
      <div
        className={styles.fill}
        data-full={percent >= 100 ? '' : undefined}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
};
