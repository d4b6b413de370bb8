import type { ReactNode } from 'react';
import styles from './agent-pages.module.css';

/** A report page's card: its title, its CSV file button, then the filters and results. */
export const ReportCard = ({
  id,
  title,
  csv,
  children,
}: {
  id: string;
  title: string;
  csv: ReactNode;
  children: ReactNode;
}) => (
  <section className={styles.card} aria-labelledby={id}>
    <div className={styles.cardHead}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {csv}
    </div>
    {children}
  </section>
);
