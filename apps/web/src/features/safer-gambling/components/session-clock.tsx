import { useEffect, useState } from 'react';
import { Icon } from '../../../components/icons';
import { ProfitAmount } from '../../../components/money-amount';
import { useTranslation } from '../../../i18n/use-translation';
import { formatSignedMoney } from '../../../lib/format';
import { useQuery } from '../../../lib/query';
import { playSessionQuery } from '../api/safer-gambling-queries';
import styles from './session-clock.module.css';

const minuteMs = 60_000;

/** Whole minutes as h:mm. */
export const elapsedText = (ms: number) => {
  const minutes = Math.max(0, Math.floor(ms / minuteMs));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
};

/**
 * The header's session clock (issue 18, when the merchant turns SESSIONCLOCK3 on): time since this
 * session's login and its net result, from the session answer (read again every minute).
 */
export const SessionClock = () => {
  const { t } = useTranslation();
  const session = useQuery({ ...playSessionQuery(), refetchInterval: minuteMs });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  if (!session.data) return null;
  const time = elapsedText(now - Date.parse(session.data.startedAt));
  const label = t('session_clock_label', { time, net: formatSignedMoney(session.data.net) });
  return (
    <span className={styles.clock} role="group" aria-label={label} title={label}>
      <span className={styles.time} aria-hidden="true">
        <Icon name="clock" size={12} />
        {time}
      </span>
      <span aria-hidden="true">
        <ProfitAmount amount={session.data.net} />
      </span>
    </span>
  );
};
