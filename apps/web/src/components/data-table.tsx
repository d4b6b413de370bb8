import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Skeleton } from './skeleton';
import styles from './data-table.module.css';

/** A horizontally scrollable, keyboard-focusable table region; `className` adds to the table's look. */
export const TableRegion = ({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) => (
  <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={label}>
    <table className={[styles.table, className].filter(Boolean).join(' ')}>{children}</table>
  </div>
);

/** Loading rows of a list or form. */
export const LoadingRows = ({ rows = 3 }: { rows?: number }) => {
  const { t } = useTranslation();
  return (
    <div className={styles.skeletons} role="status" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={44} />
      ))}
    </div>
  );
};
