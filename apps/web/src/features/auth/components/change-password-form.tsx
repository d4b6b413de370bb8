import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { FormAlert, TextField } from '../../../components/form-field';
import { callApi } from '../../../lib/api-client';
import { useSiteInfo } from '../../../lib/site-store';
import { errorText, fieldMessage } from '../error-text';
import { changePasswordSchema, type ChangePasswordValues } from './change-password-schema';
import { AuthForm, NewPasswordFields } from './form-parts';
import styles from './login-form.module.css';

/**
 * The change-password form (spec 4.5) of the forced dialog and of the security centre's page: the
 * current password, the new one twice under the registration's password rule; `onChanged` runs once
 * the server has changed it (other sessions are logged out by then).
 */
export const ChangePasswordForm = ({
  userName,
  onChanged,
  secondaryAction,
}: {
  userName: string;
  onChanged: (values: ChangePasswordValues) => Promise<void>;
  /** A button beside the submit (the forced dialog's "Log out"). */
  secondaryAction?: (busy: boolean) => ReactNode;
}) => {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => changePasswordSchema(info.register.rules.password), [info]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });

  const submit = async (values: ChangePasswordValues) => {
    setFailure(null);
    try {
      await callApi('changePassword', { body: values });
    } catch (error) {
      setFailure(errorText(t, error));
      return;
    }
    reset();
    await onChanged(values);
  };

  return (
    <AuthForm onSubmit={(event) => void handleSubmit(submit)(event)} busy={isSubmitting}>
      <input type="hidden" name="username" autoComplete="username" value={userName} readOnly />
      <TextField
        label={t('change_password_old')}
        type="password"
        autoComplete="current-password"
        error={fieldMessage(t, errors.oldPassword?.message)}
        {...register('oldPassword')}
      />
      <NewPasswordFields
        password={{ error: fieldMessage(t, errors.newPassword?.message), field: register('newPassword') }}
        confirm={{
          error: fieldMessage(t, errors.confirmNewPassword?.message),
          field: register('confirmNewPassword'),
        }}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className={styles.row}>
        {secondaryAction?.(isSubmitting)}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? (
            <>
              <span className={styles.spinner} aria-hidden="true" />
              {t('change_password_saving')}
            </>
          ) : (
            t('change_password_submit')
          )}
        </Button>
      </div>
    </AuthForm>
  );
};
