import { forwardRef, type ComponentProps, type FormEventHandler, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../lib/router';
import { Button, type ButtonSize } from '../../../components/button';
import { Checkbox, FormAlert, TextField } from '../../../components/form-field';
import { Icon, type IconName } from '../../../components/icons';
import type { SmsCodeValue } from '@gp/contract/verification';
import type { CountryCode } from '@gp/contract/system';
import styles from './login-form.module.css';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';

/** The form element every auth form uses: validation by the schema only, busy while submitting. */
export const AuthForm = ({
  onSubmit,
  busy,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  children: ReactNode;
}) => (
  <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
    {children}
  </form>
);

type TermsCheckboxProps = ComponentProps<'input'> & {
  minimumAge: number;
  error?: string;
  /** Called when the terms link is followed (closes the modal holding the form). */
  onLinkClick?: () => void;
};

/** The terms checkbox (spec 5) with its link to the help page. */
export const TermsCheckbox = forwardRef<HTMLInputElement, TermsCheckboxProps>(function TermsCheckbox(
  { minimumAge, onLinkClick, ...rest },
  ref,
) {
  const { t } = useTranslation();
  return (
    <Checkbox
      ref={ref}
      label={
        <>
          {t('login_terms_prefix', { age: minimumAge })}{' '}
          <Link to="/help#terms" className={styles.inlineLink} onClick={onLinkClick}>
            {t('login_terms_link')}
          </Link>
        </>
      }
      {...rest}
    />
  );
});

interface RegisteredField {
  error?: string;
  /** react-hook-form `register(name)`. */
  field: UseFormRegisterReturn;
}

/** The new password and its confirmation. */
export const NewPasswordFields = ({
  password,
  confirm,
}: {
  password: RegisteredField;
  confirm: RegisteredField;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('change_password_new')}
        type="password"
        autoComplete="new-password"
        error={password.error}
        {...password.field}
      />
      <TextField
        label={t('change_password_confirm')}
        type="password"
        autoComplete="new-password"
        error={confirm.error}
        {...confirm.field}
      />
    </>
  );
};

/** The mobile number (dialing code and national number) and the SMS code sent to it. */
export const PhoneCodeFields = ({
  codes,
  phoneError,
  dialingCode,
  number,
  code,
  requestCode,
}: {
  codes: readonly CountryCode[];
  phoneError?: string;
  dialingCode: UseFormRegisterReturn;
  number: UseFormRegisterReturn;
  code: RegisteredField;
  requestCode: () => Promise<SmsCodeValue | null>;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <PhoneField
        label={t('register_field_mobileNum')}
        codes={codes}
        error={phoneError}
        dialingCode={dialingCode}
        number={number}
      />
      <SmsCodeField requestCode={requestCode} error={code.error} {...code.field} />
    </>
  );
};

interface SubmitRowProps {
  /** The form-level failure shown above the button. */
  failure: string | null;
  busy: boolean;
  /** Translation key of the button. */
  label: string;
  /** Translation key of the button while submitting (the label when absent). */
  busyLabel?: string;
  /** The icon shown when not submitting (the spinner replaces it). */
  icon?: IconName;
  size?: ButtonSize;
}

/** The form-level failure and the full-width submit button with its spinner. */
export const SubmitRow = ({ failure, busy, label, busyLabel = label, icon, size }: SubmitRowProps) => {
  const { t } = useTranslation();
  return (
    <>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Button type="submit" size={size} block disabled={busy}>
        {busy ? (
          <span className={styles.spinner} aria-hidden="true" />
        ) : icon ? (
          <Icon name={icon} size={18} />
        ) : null}
        {t(busy ? busyLabel : label)}
      </Button>
    </>
  );
};
