import { forwardRef, useId, type ComponentProps, type ReactNode } from 'react';
import styles from './select-field.module.css';

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
