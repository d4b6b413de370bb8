import { constants } from '@gp/contract/constants';
import type { SmsCodeValue } from '@gp/contract/verification';
import { forwardRef, useState, type ComponentProps } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { errorText } from '../error-text';
import { useSmsCountdown } from '../sms/use-sms-countdown';
import styles from './sms.module.css';
import { WarningDialog } from './warning-dialog';

type SmsCodeFieldProps = ComponentProps<'input'> & {
  error?: string;
  /** Validates the number and requests a code; resolves null when the number is not valid. */
  requestCode: () => Promise<SmsCodeValue | null>;
  /** What the status line says once a code is on its way (default: sent by SMS). */
  sentHint?: string;
};

/**
 * The SMS code input with its send button (spec 4.3): disabled while a request runs and during the
 * countdown of 60 s x expiredMinutes, throttled to one request per second. A failed send shows the
 * server's message in a warning dialog with an OK button (spec 8).
 */
export const SmsCodeField = forwardRef<HTMLInputElement, SmsCodeFieldProps>(function SmsCodeField(
  { error, requestCode, sentHint, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const countdown = useSmsCountdown();
  const [warning, setWarning] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const send = () => {
    countdown
      .send(requestCode)
      .then((result) => {
        if (result === 'sent') setSent(true);
      })
      .catch((failure: unknown) => setWarning(errorText(t, failure)));
  };

  let label = sent ? t('sms_resend') : t('sms_send');
  if (countdown.sending) label = t('sms_sending');
  else if (countdown.counting) label = t('sms_countdown', { seconds: countdown.remaining });

  return (
    <>
      <TextField
        ref={ref}
        label={t('sms_code')}
        placeholder={t('sms_code_placeholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={constants.verificationCodeMaxLength}
        error={error}
        addon={
          <Button
            variant="secondary"
            className={styles.sendButton}
            disabled={countdown.sending || countdown.counting}
            onClick={send}
          >
            {label}
          </Button>
        }
        {...rest}
      />
      <p className={styles.status} role="status">
        {sent && countdown.counting ? (sentHint ?? t('sms_sent_hint')) : ''}
      </p>
      {warning ? <WarningDialog message={warning} onClose={() => setWarning(null)} /> : null}
    </>
  );
});
