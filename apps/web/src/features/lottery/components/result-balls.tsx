import styles from './lottery.module.css';

/** An opened number as a row of balls, read out as the number. */
export const ResultBalls = ({
  result,
  label,
  size = 'md',
}: {
  result: string;
  label: string;
  size?: 'sm' | 'md';
}) => (
  <span className={`${styles.balls} ${size === 'sm' ? styles.ballsSmall : ''}`} role="img" aria-label={label}>
    {result.split('').map((digit, index) => (
      <span key={index} className={styles.ball} aria-hidden="true">
        {digit}
      </span>
    ))}
  </span>
);
