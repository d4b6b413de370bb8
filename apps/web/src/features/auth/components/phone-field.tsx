import type { CountryCode } from '@gp/contract/system';
import { useId, type ComponentProps } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import fieldStyles from '../../../components/form-field.module.css';
import styles from './sms.module.css';

interface PhoneFieldProps {
  label: string;
  codes: readonly CountryCode[];
  error?: string;
  /** The dialing-code select (react-hook-form `register('countryDialingCode')`). */
  dialingCode: ComponentProps<'select'>;
  /** The national number input (react-hook-form `register('mobileNum')`). */
  number: ComponentProps<'input'>;
}

/** Mobile number: the country dialing code (GET /wps/system/countryCodes) and the national number. */
export const PhoneField = ({ label, codes, error, dialingCode, number }: PhoneFieldProps) => {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={fieldStyles.control}>
        <select className={styles.dialingCode} aria-label={t('phone_dialing_code')} {...dialingCode}>
          {codes.length === 0 ? <option value="">+</option> : null}
          {codes.map((entry) => (
            <option key={entry.countryCode} value={entry.countryDialingCode}>
              {`${entry.countryCode} ${entry.countryDialingCode}`}
            </option>
          ))}
        </select>
        <input
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={15}
          placeholder={t('phone_placeholder')}
          className={fieldStyles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...number}
        />
      </div>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
};
