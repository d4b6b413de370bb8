import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from '../../../lib/router';
import { Button } from '../../../components/button';
import { FormAlert, TextField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { callApi } from '../../../lib/api-client';
import { useSiteInfo } from '../../../lib/site-store';
import { errorText, fieldMessage } from '../error-text';
import { runLogin, type LoginPortal } from '../login-flow';
import { logout } from '../session-actions';
import { changePasswordSchema, type ChangePasswordValues } from './change-password-schema';
import { AuthForm, NewPasswordFields } from './form-parts';
import styles from './login-form.module.css';

interface ChangePasswordDialogProps {
  userName: string;
  portal: LoginPortal;
  onClose: () => void;
}

/**
 * The forced password change (spec 2.5, 4.5: default initial password or an expired one). It cannot be
 * dismissed; "Log out" ends the session instead. On success it logs in again with the new password,
 * closes and goes home (the agent centre for the agent page).
 */
export const ChangePasswordDialog = ({ userName, portal, onClose }: ChangePasswordDialogProps) => {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => changePasswordSchema(info.register.rules.password), [info]);
  const {
    register,
    handleSubmit,
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
    try {
      const outcome = await runLogin({ username: userName, password: values.newPassword, portal });
      onClose();
      void navigate(outcome.kind === 'agentHome' ? '/agentHome' : '/');
    } catch {
      // The password did change; the fresh login failed (e.g. captcha now required): log in by hand.
      await logout();
      onClose();
      void navigate(portal === 'agent' ? '/agent' : '/login');
    }
  };

  const signOut = async () => {
    await logout();
    onClose();
    void navigate(portal === 'agent' ? '/agent' : '/');
  };

  return (
    <Modal
      title={t('change_password_title')}
      description={t('change_password_text')}
      icon="lock"
      dismissible={false}
      onClose={onClose}
    >
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
          <Button variant="ghost" onClick={() => void signOut()} disabled={isSubmitting}>
            {t('change_password_sign_out')}
          </Button>
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
    </Modal>
  );
};
