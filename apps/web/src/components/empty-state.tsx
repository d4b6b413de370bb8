import type { ReactNode } from 'react';
import styles from './empty-state.module.css';
import { Icon, type IconName } from './icons';

interface EmptyStateProps {
  title: string;
  text?: string;
  icon?: IconName;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}

export const EmptyState = ({
  title,
  text,
  icon = 'sparkle',
  headingLevel = 2,
  children,
}: EmptyStateProps) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.empty}>
      <span className={styles.icon}>
        <Icon name={icon} size={26} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {children}
    </div>
  );
};
