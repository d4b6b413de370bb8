import { forgotPasswordEmailBodySchema } from '@gp/contract/verification';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from '../../../lib/router';
import { z } from 'zod';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { callApi } from '../../../lib/api-client';
import { AuthForm, SubmitRow } from '../components/form-parts';
import { errorText, fieldMessage } from '../error-text';
import { ForgotEmailResetForm, type ResetRequest } from './forgot-email-reset-form';
import forgotStyles from './forgot.module.css';

/** Forgot by e-mail (spec 5): username and e-mail required and valid. */
const forgotEmailSchema = z.object({
  username: z.string().trim().min(1, 'forgot_enter_username').max(64, 'pattern_length|1|64'),
  email: z
    .string()
    .trim()
    .refine(
      (email) => forgotPasswordEmailBodySchema.shape.email.safeParse(email).success,
      'forgot_enter_email',
    ),
});
type ForgotEmailValues = z.infer<typeof forgotEmailSchema>;

/**
 * Forgot password by e-mail (spec 4.5; issue 13): username and e-mail (POST /wps/member/password/email),
 * then "check your inbox" with the mailed code and the new password (forgot-email-reset-form.tsx),
 * then a confirmation whose button closes the modal and opens the login.
 */
export const ForgotEmailForm = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [request, setRequest] = useState<ResetRequest | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotEmailValues>({
    resolver: zodResolver(forgotEmailSchema),
    defaultValues: { username: '', email: '' },
  });

  const submit = async (values: ForgotEmailValues) => {
    setFailure(null);
    try {
      const sent = await callApi('forgotPasswordEmail', { body: values });
      setRequest({ ...values, minutes: sent.expiredMinutes });
    } catch (error) {
      setFailure(errorText(t, error));
    }
  };

  if (done) {
    return (
      <div className={forgotStyles.done} role="status">
        <p className={forgotStyles.doneTitle}>{t('forgot_reset_done_title')}</p>
        <p>{t('forgot_reset_done')}</p>
        <Button
          block
          onClick={() => {
            onClose();
            void navigate('/login');
          }}
        >
          {t('forgot_reset_login')}
        </Button>
      </div>
    );
  }

  if (request) {
    return (
      <ForgotEmailResetForm
        request={request}
        onDone={() => setDone(true)}
        onRestart={() => setRequest(null)}
      />
    );
  }

  return (
    <AuthForm onSubmit={(event) => void handleSubmit(submit)(event)} busy={isSubmitting}>
      <TextField
        label={t('login_username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={64}
        error={fieldMessage(t, errors.username?.message)}
        {...register('username')}
      />
      <TextField
        label={t('register_field_email')}
        type="email"
        autoComplete="email"
        maxLength={255}
        error={fieldMessage(t, errors.email?.message)}
        {...register('email')}
      />
      <SubmitRow failure={failure} busy={isSubmitting} label="forgot_email_submit" />
    </AuthForm>
  );
};
