import { paymentPasswordFormatErrorSchema } from '@gp/contract/payment-password';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { FormAlert, TextField } from '../../../components/form-field';
import { LoadingRows } from '../../../components/data-table';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useQuery } from '../../../lib/query';
import { SmsCodeField } from '../../auth/components/sms-code-field';
import { profileQuery, resetPaymentPassword, sendPaymentPasswordCode } from '../api';
import styles from './account.module.css';

/**
 * A forgotten payment (withdrawal) password, reset by a code to the bound mobile or e-mail
 * (issue 18): the new one follows the merchant's rule, like setting it.
 */
export const PaymentPasswordReset = ({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) => {
  const { t } = useTranslation();
  const profile = useQuery(profileQuery());
  const [channel, setChannel] = useState<'sms' | 'email' | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (profile.isPending) return <LoadingRows rows={2} />;
  const channels = (['sms', 'email'] as const).filter((c) =>
    c === 'sms' ? profile.data?.mobile : profile.data?.email,
  );
  const chosen = channel ?? channels[0] ?? null;
  if (chosen === null) {
    return (
      <div className={styles.panel}>
        <FormAlert>{t('contact_not_bound')}</FormAlert>
        <div>
          <Button variant="secondary" onClick={onCancel}>
            {t('account.cancel')}
          </Button>
        </div>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await resetPaymentPassword({
        channel: chosen,
        code: code.trim(),
        paymentPassword: password,
        confirmPaymentPassword: confirm,
      });
      onDone();
    } catch (error) {
      const rule = error instanceof ApiError ? paymentPasswordFormatErrorSchema.safeParse(error.value) : null;
      setFailure(
        rule?.success
          ? t(rule.data.messageKey, { min: rule.data.min, max: rule.data.max })
          : errorText(t, error),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.panel}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('account.reset_title')}
    >
      <p className={styles.hint}>{t('account.reset_intro')}</p>
      {channels.length > 1 ? (
        <fieldset className={styles.channels}>
          <legend>{t('account.reset_channel')}</legend>
          {channels.map((c) => (
            <label key={c} className={styles.channel}>
              <input
                type="radio"
                name="reset-channel"
                checked={chosen === c}
                onChange={() => setChannel(c)}
              />
              {c === 'sms'
                ? `${t('account.mobile')} ${profile.data?.mobile ?? ''}`
                : `${t('account.email')} ${profile.data?.email ?? ''}`}
            </label>
          ))}
        </fieldset>
      ) : null}
      <SmsCodeField
        requestCode={() => sendPaymentPasswordCode(chosen)}
        sentHint={t(chosen === 'sms' ? 'account.sms_sent' : 'account.email_sent')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <TextField
        label={t('account.new_payment_password')}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={128}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label={t('account.confirm_payment_password')}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={128}
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {t('account.reset_submit')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('account.cancel')}
        </Button>
      </div>
    </form>
  );
};
