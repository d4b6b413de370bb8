import type { LoginChallengeValue, SecondFactorMethod } from '@gp/contract/session';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Checkbox, TextField } from '../../../components/form-field';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../auth/error-text';
import { AuthForm, SubmitRow } from '../../auth/components/form-parts';
import { SmsCodeField } from '../../auth/components/sms-code-field';
import {
  finishLogin,
  rememberTrustedDevice,
  type LoginInput,
  type LoginOutcome,
} from '../../auth/login-flow';
import { sendLoginCode, verifyLogin } from '../api';
import styles from './second-factor.module.css';

interface SecondFactorStepProps {
  challenge: LoginChallengeValue;
  /** The login the password started: finishing it goes where that login would have gone. */
  input: LoginInput;
  onDone: (outcome: LoginOutcome) => void;
  /** Back to the login form (also when the challenge expired). */
  onBack: () => void;
}

/**
 * Spec 4.2 step 5: the login from a new IP asks for a second factor. The member picks one of the
 * ways the server offered (authenticator app, with recovery codes behind it; a code by SMS or e-mail;
 * the name on a bound bank account), may trust this browser for 30 days, and the login finishes as
 * the password's would have.
 */
export const SecondFactorStep = ({ challenge, input, onDone, onBack }: SecondFactorStepProps) => {
  const { t } = useTranslation();
  const [method, setMethod] = useState<SecondFactorMethod>(challenge.methods[0] ?? 'bank');
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [trust, setTrust] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();

  const choose = (next: SecondFactorMethod) => {
    setMethod(next);
    setRecovery(false);
    setCode('');
    setFailure(null);
    setFieldError(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setFieldError(t('second_factor.required'));
      return;
    }
    setBusy(true);
    setFailure(null);
    setFieldError(undefined);
    try {
      const value = await verifyLogin({
        ticket: challenge.ticket,
        method: method === 'totp' && recovery ? 'recovery' : method,
        code,
        trustDevice: trust,
      });
      rememberTrustedDevice(value.deviceToken);
      onDone(await finishLogin(value, input));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'second_factor_wrong') {
        const left = (error.value as { attemptsLeft?: number } | undefined)?.attemptsLeft ?? 0;
        setFieldError(t('second_factor.attempts_left', { count: left }));
      } else {
        setFailure(errorText(t, error));
      }
      if (error instanceof ApiError && error.code === 'second_factor_expired') onBack();
    } finally {
      setBusy(false);
    }
  };

  const field = () => {
    const shared = {
      value: code,
      error: fieldError,
      onChange: (e: { target: { value: string } }) => setCode(e.target.value),
    };
    switch (method) {
      case 'sms':
      case 'email':
        return (
          <>
            <p className={styles.note}>
              {t(`second_factor.${method}_to`, { to: challenge[method === 'sms' ? 'mobile' : 'email'] })}
            </p>
            <SmsCodeField
              requestCode={() => sendLoginCode(challenge.ticket, method)}
              sentHint={t(`second_factor.${method}_sent`)}
              {...shared}
            />
          </>
        );
      case 'bank':
        return (
          <TextField label={t('second_factor.bank_name')} autoComplete="name" maxLength={128} {...shared} />
        );
      case 'totp':
        return (
          <>
            <TextField
              label={t(recovery ? 'second_factor.recovery_code' : 'second_factor.totp_code')}
              inputMode={recovery ? 'text' : 'numeric'}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={recovery ? 16 : 6}
              {...shared}
            />
            <button
              type="button"
              className={styles.link}
              onClick={() => {
                setRecovery(!recovery);
                setCode('');
                setFieldError(undefined);
              }}
            >
              {t(recovery ? 'second_factor.use_app' : 'second_factor.use_recovery')}
            </button>
          </>
        );
    }
  };

  return (
    <AuthForm onSubmit={(event) => void submit(event)} busy={busy}>
      <div className={styles.head}>
        <h3 className={styles.title}>{t('second_factor.title')}</h3>
        <p className={styles.note}>{t('second_factor.intro')}</p>
      </div>
      {challenge.methods.length > 1 ? (
        <fieldset className={styles.methods}>
          <legend className={styles.legend}>{t('second_factor.method_label')}</legend>
          {challenge.methods.map((m) => (
            <label key={m} className={styles.method}>
              <input
                type="radio"
                name="second-factor-method"
                checked={method === m}
                onChange={() => choose(m)}
              />
              <span>{t(`second_factor.method_${m}`)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {field()}
      <Checkbox
        label={t('second_factor.trust')}
        checked={trust}
        onChange={(e) => setTrust(e.target.checked)}
      />
      <SubmitRow
        failure={failure}
        busy={busy}
        label="second_factor.verify"
        busyLabel="second_factor.verifying"
        icon="lock"
        size="lg"
      />
      <Button variant="secondary" block onClick={onBack}>
        {t('second_factor.back')}
      </Button>
    </AuthForm>
  );
};
