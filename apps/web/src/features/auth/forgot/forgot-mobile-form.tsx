import { errorCodes } from '@gp/contract/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { FormAlert, TextField } from '../../../components/form-field';
import { ApiError, callApi } from '../../../lib/api-client';
import { useSiteInfo } from '../../../lib/site-store';
import styles from '../components/login-form.module.css';
import { PhoneField } from '../components/phone-field';
import { SmsCodeField } from '../components/sms-code-field';
import { errorText, fieldMessage } from '../error-text';
import { useLoginOutcome } from '../hooks/use-login-outcome';
import { runLogin } from '../login-flow';
import { requestSmsCode } from '../sms/request-sms-code';
import { useCountryCodes } from '../sms/use-country-codes';
import { forgotMobileSchema, type ForgotMobileValues } from './forgot-mobile-schema';

const codeErrors = new Set<string>([
  errorCodes.invalidVerificationCode,
  errorCodes.missingVerificationCode,
  errorCodes.verificationCodeExpired,
]);

/**
 * Forgot password by phone (PHONEPWD3, spec 4.5): a code by POST /wps/verification/sms/noLogin (the
 * countdown of 4.3), then the new password (E); the returned account logs in with it at once and the
 * modal closes (the after-login modal follows, as for any login).
 */
export const ForgotMobileForm = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const navigate = useNavigate();
  const handleOutcome = useLoginOutcome();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => forgotMobileSchema(info.register.rules.password), [info]);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<ForgotMobileValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      countryDialingCode: '',
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
      confirmNewPassword: '',
    },
  });
  const codes = useCountryCodes(
    useCallback(() => getValues('countryDialingCode'), [getValues]),
    useCallback((code: string) => setValue('countryDialingCode', code), [setValue]),
  );

  const requestCode = async () => {
    if (!(await trigger(['countryDialingCode', 'mobileNum'], { shouldFocus: true }))) return null;
    return requestSmsCode('smsNoLogin', getValues());
  };

  const submit = async (values: ForgotMobileValues) => {
    setFailure(null);
    let account: string;
    try {
      ({ account } = await callApi('setPasswordByPhone', { body: values }));
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      if (codeErrors.has(code)) setError('verificationCode', { message: code }, { shouldFocus: true });
      else if (code === errorCodes.invalidPasswordFormat) setError('newPassword', { message: code });
      else if (code === errorCodes.inconsistentTwice) setError('confirmNewPassword', { message: code });
      else setFailure(errorText(t, error));
      return;
    }
    try {
      const outcome = await runLogin({ username: account, password: values.newPassword, portal: 'player' });
      onClose();
      handleOutcome(outcome);
    } catch {
      // The password did change; the automatic login did not (e.g. a captcha is now required).
      onClose();
      void navigate('/login');
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      noValidate
      aria-busy={isSubmitting || undefined}
    >
      <PhoneField
        label={t('register_field_mobileNum')}
        codes={codes}
        error={fieldMessage(t, errors.mobileNum?.message ?? errors.countryDialingCode?.message)}
        dialingCode={register('countryDialingCode')}
        number={register('mobileNum')}
      />
      <SmsCodeField
        requestCode={requestCode}
        error={fieldMessage(t, errors.verificationCode?.message)}
        {...register('verificationCode')}
      />
      <TextField
        label={t('change_password_new')}
        type="password"
        autoComplete="new-password"
        error={fieldMessage(t, errors.newPassword?.message)}
        {...register('newPassword')}
      />
      <TextField
        label={t('change_password_confirm')}
        type="password"
        autoComplete="new-password"
        error={fieldMessage(t, errors.confirmNewPassword?.message)}
        {...register('confirmNewPassword')}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Button type="submit" block disabled={isSubmitting}>
        {isSubmitting ? <span className={styles.spinner} aria-hidden="true" /> : null}
        {t('forgot_mobile_submit')}
      </Button>
    </form>
  );
};
