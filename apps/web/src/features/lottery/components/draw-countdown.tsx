import type { LotteryDrawRef } from '@gp/contract/lottery';
import { useTranslation } from '../../../i18n/use-translation';
import { countdown } from '../countdown';
import styles from './lottery.module.css';

/** "Closes in 00:45" / "Draw in 00:08" / "Drawing…" for a draw, from the device clock and server offset. */
export const DrawCountdown = ({
  draw,
  now,
  offsetMs,
}: {
  draw: LotteryDrawRef;
  now: number;
  offsetMs: number;
}) => {
  const { t } = useTranslation();
  const state = countdown(draw, now, offsetMs);
  const text =
    state.phase === 'open'
      ? t('lottery.closes_in', { time: state.label })
      : state.phase === 'closed'
        ? t('lottery.draw_in', { time: state.label })
        : t('lottery.drawing');
  return (
    <span className={`${styles.countdown} ${styles[state.phase]}`} role="timer" aria-live="off">
      {text}
    </span>
  );
};
