import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/icons';
import styles from './status-page.module.css';

interface StatusPageProps {
  icon: IconName;
  title: string;
  text?: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** A full-page status display (maintenance, region block, start-up failure). */
export const StatusPage = ({ icon, title, text, children, actions }: StatusPageProps) => (
  <main className={styles.page} id="main">
    <div className={styles.card}>
      <span className={styles.icon}>
        <Icon name={icon} size={34} />
      </span>
      <h1 className={styles.title}>{title}</h1>
      {text ? <p className={styles.text}>{text}</p> : null}
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  </main>
);

export const IpAddress = ({ label, ip }: { label: string; ip: string }) => (
  <p className={styles.ip}>
    <span>{label}</span>
    <span className={styles.ipValue}>{ip}</span>
  </p>
);
