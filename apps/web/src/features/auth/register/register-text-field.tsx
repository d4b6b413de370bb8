import type { RegisterFieldName } from '@gp/contract/system';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { TextField } from '../../../components/form-field';

const secret = new Set<RegisterFieldName>(['password', 'confirmPassword', 'paymentPassword']);

const autoCompleteOf: Partial<Record<RegisterFieldName, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'off',
  email: 'email',
  payeeName: 'name',
  birthday: 'bday',
};

const isoDay = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

interface RegisterTextFieldProps {
  name: RegisterFieldName;
  required: boolean;
  today: Date;
  error?: string;
  registration: UseFormRegisterReturn;
}

/** One plain registration field: its label (marked optional unless required) and input type. */
export const RegisterTextField = ({ name, required, today, error, registration }: RegisterTextFieldProps) => {
  const { t } = useTranslation();
  const label = t(`register_field_${name}`);
  let type = 'text';
  if (secret.has(name)) type = 'password';
  else if (name === 'email') type = 'email';
  else if (name === 'birthday') type = 'date';
  return (
    <TextField
      label={required ? label : t('register_optional', { label })}
      type={type}
      autoComplete={autoCompleteOf[name] ?? 'off'}
      autoCapitalize="none"
      spellCheck={false}
      aria-required={required || undefined}
      max={name === 'birthday' ? isoDay(today) : undefined}
      error={error}
      {...registration}
    />
  );
};
