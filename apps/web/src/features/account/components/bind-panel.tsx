import type { ProfileValue } from '@gp/contract/my-account';
import { useCallback, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { FormAlert, TextField } from '../../../components/form-field';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { PhoneField } from '../../auth/components/phone-field';
import { SmsCodeField } from '../../auth/components/sms-code-field';
import { useCountryCodes } from '../../auth/sms/use-country-codes';
import { sendContactCode, verifyContact } from '../api';
import { fieldFailure } from '../field-error';
import styles from './account.module.css';

/**
 * Binding or changing the mobile number or e-mail address (issue 18): the new one gets a code, and
 * only that code binds it; changing one already bound asks for the login password first.
 */
export const BindPanel = ({
  channel,
  changing,
  onDone,
  onCancel,
}: {
  channel: 'sms' | 'email';
  changing: boolean;
  onDone: (profile: ProfileValue) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  const [dialingCode, setDialingCode] = useState('');
  const [number, setNumber] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [addressError, setAddressError] = useState<string | undefined>();
  const codes = useCountryCodes(
    useCallback(() => dialingCode, [dialingCode]),
    useCallback((value: string) => setDialingCode(value), []),
  );

  const requestCode = async () => {
    setFailure(null);
    setAddressError(undefined);
    const address = channel === 'sms' ? number.trim() : email.trim();
    if (address === '') {
      setAddressError(t('account.required'));
      return null;
    }
    const loginPassword = changing ? { loginPassword: password } : {};
    try {
      return await sendContactCode(
        channel === 'sms'
          ? { channel, mobileNum: address, countryDialingCode: dialingCode, ...loginPassword }
          : { channel, email: address, ...loginPassword },
      );
    } catch (error) {
      const { field, text } = fieldFailure(t, error);
      if (field) {
        setAddressError(text);
        return null;
      }
      throw error;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      onDone(await verifyContact(channel, code.trim()));
    } catch (error) {
      setFailure(errorText(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.panel} onSubmit={(event) => void submit(event)} noValidate>
      {channel === 'sms' ? (
        <PhoneField
          label={t('account.new_mobile')}
          codes={codes}
          error={addressError}
          dialingCode={{ value: dialingCode, onChange: (e) => setDialingCode(e.target.value) }}
          number={{ value: number, onChange: (e) => setNumber(e.target.value) }}
        />
      ) : (
        <TextField
          label={t('account.new_email')}
          type="email"
          autoComplete="email"
          maxLength={255}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={addressError}
        />
      )}
      {changing ? (
        <TextField
          label={t('account.login_password')}
          type="password"
          autoComplete="current-password"
          maxLength={128}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      ) : null}
      <SmsCodeField
        requestCode={requestCode}
        sentHint={t(channel === 'sms' ? 'account.sms_sent' : 'account.email_sent')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy || code.trim() === ''} aria-busy={busy}>
          {t('account.confirm')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('account.cancel')}
        </Button>
      </div>
    </form>
  );
};
