import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/icons';
import styles from './lobby-section.module.css';

interface LobbySectionProps {
  id: string;
  title: string;
  icon: IconName;
  /** A link or button at the end of the heading row ("View all", refresh). */
  action?: ReactNode;
  children: ReactNode;
  busy?: boolean;
}

/** One block of the home lobby: icon, heading, an optional action, then its cards. */
export const LobbySection = ({ id, title, icon, action, children, busy }: LobbySectionProps) => (
  <section className={styles.section} aria-labelledby={id} aria-busy={busy || undefined}>
    <div className={styles.head}>
      <h2 id={id} className={styles.title}>
        <span className={styles.icon} aria-hidden="true">
          <Icon name={icon} size={18} />
        </span>
        {title}
      </h2>
      {action}
    </div>
    {children}
  </section>
);
