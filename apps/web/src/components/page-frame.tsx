import type { ReactNode } from 'react';
import styles from './page-frame.module.css';

interface PageFrameProps {
  title: string;
  eyebrow?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** A page's title row and body; the page's only h1. */
export const PageFrame = ({ title, eyebrow, actions, children }: PageFrameProps) => (
  <section className={styles.frame} aria-labelledby="page-title">
    <div className={styles.head}>
      <div>
        {eyebrow ? <span className={styles.eyebrow}>{eyebrow}</span> : null}
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
      </div>
      {actions}
    </div>
    {children}
  </section>
);
