import styles from './global-loader.module.css';

interface GlobalLoaderProps {
  label: string;
}

/** The branded full-page loader: announced once as a status, the spinner itself is decorative. */
export const GlobalLoader = ({ label }: GlobalLoaderProps) => (
  <div className={styles.loader} role="status" aria-live="polite" aria-busy="true">
    <div className={styles.inner}>
      <div className={styles.mark} aria-hidden="true">
        <span className={styles.ring} />
        <svg className={styles.star} viewBox="0 0 24 24" fill="currentColor">
          <path d="M12 2.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L3.3 8.8l6.1-.7z" />
        </svg>
      </div>
      <span className={styles.label}>{label}</span>
    </div>
  </div>
);
