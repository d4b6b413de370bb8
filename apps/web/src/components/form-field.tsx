import { forwardRef, useId, type ComponentProps, type ReactNode } from 'react';
import styles from './form-field.module.css';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** Translated error message; marks the input invalid and is announced with it. */
  error?: string;
  /** Content after the input inside the field (e.g. a captcha image). */
  addon?: ReactNode;
};

/** A labelled text input with its inline error (react-hook-form registers through the ref). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, addon, id, className, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          ref={ref}
          id={inputId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...rest}
        />
        {addon}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
});

type CheckboxProps = ComponentProps<'input'> & { label: ReactNode; error?: string };

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, id, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.checkField}>
      <label htmlFor={inputId} className={styles.check}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...rest}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
});

/** The message of a failed submit, announced when it appears (spec 4.2 step 4). */
export const FormAlert = ({ children }: { children: ReactNode }) => (
  <p role="alert" className={styles.alert}>
    {children}
  </p>
);
