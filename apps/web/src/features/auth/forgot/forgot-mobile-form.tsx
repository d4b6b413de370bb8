import type { ErrorCode } from '@gp/contract/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from '../../../lib/router';
import { ApiError, callApi } from '../../../lib/api-client';
import { useSiteInfo } from '../../../lib/site-store';
import { AuthForm, NewPasswordFields, PhoneCodeFields, SubmitRow } from '../components/form-parts';
import { errorText, fieldMessage } from '../error-text';
import { useLoginOutcome } from '../hooks/use-login-outcome';
import { requestPhoneCode, useFormCountryCodes } from '../hooks/use-phone-code';
import { runLogin } from '../login-flow';
import { forgotMobileSchema, type ForgotMobileValues } from './forgot-mobile-schema';

const codeErrors = new Set<string>([
  'invalid_verification_code' satisfies ErrorCode,
  'missing_verification_code' satisfies ErrorCode,
  'verification_code_expired' satisfies ErrorCode,
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
  const form = useForm<ForgotMobileValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      countryDialingCode: '',
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
      confirmNewPassword: '',
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const codes = useFormCountryCodes(form);

  const submit = async (values: ForgotMobileValues) => {
    setFailure(null);
    let account: string;
    try {
      ({ account } = await callApi('setPasswordByPhone', { body: values }));
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      if (codeErrors.has(code)) setError('verificationCode', { message: code }, { shouldFocus: true });
      else if (code === ('invalid_password_format' satisfies ErrorCode))
        setError('newPassword', { message: code });
      else if (code === ('inconsistent_twice' satisfies ErrorCode))
        setError('confirmNewPassword', { message: code });
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
    <AuthForm onSubmit={(event) => void handleSubmit(submit)(event)} busy={isSubmitting}>
      <PhoneCodeFields
        codes={codes}
        phoneError={fieldMessage(t, errors.mobileNum?.message ?? errors.countryDialingCode?.message)}
        dialingCode={register('countryDialingCode')}
        number={register('mobileNum')}
        code={{
          error: fieldMessage(t, errors.verificationCode?.message),
          field: register('verificationCode'),
        }}
        requestCode={() => requestPhoneCode(form, 'smsNoLogin')}
      />
      <NewPasswordFields
        password={{ error: fieldMessage(t, errors.newPassword?.message), field: register('newPassword') }}
        confirm={{
          error: fieldMessage(t, errors.confirmNewPassword?.message),
          field: register('confirmNewPassword'),
        }}
      />
      <SubmitRow failure={failure} busy={isSubmitting} label="forgot_mobile_submit" />
    </AuthForm>
  );
};
