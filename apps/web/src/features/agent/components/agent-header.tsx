import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Icon } from '../../../components/icons';
import { useSessionStore } from '../../../lib/session-store';
import { gmtOffset, useClock } from '../hooks/use-clock';
import styles from './agent.module.css';

/**
 * Agent header (spec 2.7): GMT offset, a clock updated each second, nickname and sign out (the auth
 * feature's button, passed in by the layout).
 */
export const AgentHeader = ({ signOut }: { signOut: ReactNode }) => {
  const { t, i18n } = useTranslation();
  const now = useClock();
  const nickname = useSessionStore((state) => state.nickname);
  const time = new Intl.DateTimeFormat(i18n.language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(now);

  return (
    <header className={styles.agentHeader}>
      <span className={styles.nickname}>
        <Icon name="crown" />
        {t('agent_home_title')}
      </span>
      <div className={styles.agentMeta}>
        <span>
          <span className="visually-hidden">{t('agent_timezone')}: </span>
          {gmtOffset(now)}
        </span>
        <span className={styles.clock}>
          <Icon name="clock" size={16} />
          <span className="visually-hidden">{t('agent_clock')}: </span>
          <time dateTime={now.toISOString()}>{time}</time>
        </span>
        {nickname ? (
          <span className={styles.nickname}>
            <Icon name="user" size={16} />
            {nickname}
          </span>
        ) : null}
        {signOut}
      </div>
    </header>
  );
};
