import { forwardRef, useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/skeleton';
import styles from './wallet.module.css';

type SelectFieldProps = ComponentProps<'select'> & { label: string; error?: string; children: ReactNode };

/** A labelled select with its inline error (react-hook-form registers through the ref). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, id, children, ...rest },
  ref,
) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={styles.selectField}>
      <label htmlFor={selectId}>{label}</label>
      <select
        ref={ref}
        id={selectId}
        className={styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        {...rest}
      >
        {children}
      </select>
      {error ? (
        <p id={`${selectId}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
});

const tones: Record<string, 'good' | 'bad' | 'wait'> = {
  approved: 'good',
  received: 'good',
  rejected: 'bad',
  not_received: 'bad',
  pending: 'wait',
  in_process: 'wait',
  partly_received: 'wait',
};

/** A record status in the spec 4.10 vocabulary (key `wallet_status_<status>`). */
export const StatusBadge = ({ status }: { status: string }) => {
  const { t } = useTranslation();
  return (
    <span className={styles.status} data-tone={tones[status]}>
      {t(`wallet_status_${status}`)}
    </span>
  );
};

/** Loading rows of a list or form. */
export const LoadingRows = ({ rows = 3 }: { rows?: number }) => {
  const { t } = useTranslation();
  return (
    <div className={styles.skeletons} aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={44} />
      ))}
    </div>
  );
};

/** A horizontally scrollable, keyboard-focusable table region. */
export const TableRegion = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={label}>
    <table className={styles.table}>{children}</table>
  </div>
);

/** An inline confirmation, announced when it appears. */
export const Success = ({ children }: { children: ReactNode }) => (
  <p role="status" className={styles.success}>
    {children}
  </p>
);
