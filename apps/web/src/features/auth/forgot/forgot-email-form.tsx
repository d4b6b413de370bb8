import { forgotPasswordEmailBodySchema } from '@gp/contract/verification';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { callApi } from '../../../lib/api-client';
import { AuthForm, SubmitRow } from '../components/form-parts';
import { errorText, fieldMessage } from '../error-text';
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
 * Forgot password by e-mail (spec 4.5): POST /wps/member/password/email; on success a confirmation
 * that a password was sent, whose button closes the modal.
 */
export const ForgotEmailForm = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
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
      await callApi('forgotPasswordEmail', { body: values });
      setSentTo(values.email);
    } catch (error) {
      setFailure(errorText(t, error));
    }
  };

  if (sentTo) {
    return (
      <div className={forgotStyles.done} role="status">
        <p className={forgotStyles.doneTitle}>{t('forgot_email_sent_title')}</p>
        <p>{t('forgot_email_sent', { email: sentTo })}</p>
        <Button block onClick={onClose}>
          {t('ok')}
        </Button>
      </div>
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
