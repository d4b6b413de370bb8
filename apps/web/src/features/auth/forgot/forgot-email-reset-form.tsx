import type { ErrorCode } from '@gp/contract/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { ApiError, callApi } from '../../../lib/api-client';
import { useSiteInfo } from '../../../lib/site-store';
import { AuthForm, NewPasswordFields, SubmitRow } from '../components/form-parts';
import { errorText, fieldMessage } from '../error-text';
import { forgotEmailResetSchema, type ForgotEmailResetValues } from './forgot-email-reset-schema';
import forgotStyles from './forgot.module.css';

const codeErrors = new Set<string>([
  'invalid_verification_code' satisfies ErrorCode,
  'verification_code_expired' satisfies ErrorCode,
]);

export interface ResetRequest {
  username: string;
  email: string;
  /** Lifetime of the mailed code, from the server's answer. */
  minutes: number;
}

/**
 * Step two of forgot by e-mail: "check your inbox", then the mailed code and the new password twice
 * (POST /wps/member/password/email/reset, E). A wrong or expired code is shown on the code field;
 * "send a new code" goes back to step one with the same username and e-mail.
 */
export const ForgotEmailResetForm = ({
  request,
  onDone,
  onRestart,
}: {
  request: ResetRequest;
  onDone: () => void;
  onRestart: () => void;
}) => {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => forgotEmailResetSchema(info.register.rules.password), [info]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotEmailResetValues>({
    resolver: zodResolver(schema),
    defaultValues: { code: '', newPassword: '', confirmNewPassword: '' },
  });

  const submit = async (values: ForgotEmailResetValues) => {
    setFailure(null);
    try {
      await callApi('resetPasswordByEmail', { body: { username: request.username, ...values } });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      if (codeErrors.has(code)) setError('code', { message: code }, { shouldFocus: true });
      else if (code === ('invalid_password_format' satisfies ErrorCode))
        setError('newPassword', { message: code });
      else if (code === ('inconsistent_twice' satisfies ErrorCode))
        setError('confirmNewPassword', { message: code });
      else setFailure(errorText(t, error));
      return;
    }
    onDone();
  };

  return (
    <>
      <div className={forgotStyles.done} role="status">
        <p className={forgotStyles.doneTitle}>{t('forgot_email_sent_title')}</p>
        <p>{t('forgot_email_sent', { email: request.email, minutes: request.minutes })}</p>
      </div>
      <AuthForm onSubmit={(event) => void handleSubmit(submit)(event)} busy={isSubmitting}>
        <TextField
          label={t('forgot_reset_code')}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          error={fieldMessage(t, errors.code?.message)}
          {...register('code')}
        />
        <NewPasswordFields
          password={{ error: fieldMessage(t, errors.newPassword?.message), field: register('newPassword') }}
          confirm={{
            error: fieldMessage(t, errors.confirmNewPassword?.message),
            field: register('confirmNewPassword'),
          }}
        />
        <SubmitRow failure={failure} busy={isSubmitting} label="forgot_reset_submit" />
      </AuthForm>
      <Button variant="ghost" onClick={onRestart}>
        {t('forgot_reset_again')}
      </Button>
    </>
  );
};
