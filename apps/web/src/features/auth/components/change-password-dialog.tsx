import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from '../../../lib/router';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { runLogin, type LoginPortal } from '../login-flow';
import { logout } from '../session-actions';
import type { ChangePasswordValues } from './change-password-schema';
import { ChangePasswordForm } from './change-password-form';

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
  const navigate = useNavigate();

  const loginAgain = async (values: ChangePasswordValues) => {
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
      <ChangePasswordForm
        userName={userName}
        onChanged={loginAgain}
        secondaryAction={(busy) => (
          <Button variant="ghost" onClick={() => void signOut()} disabled={busy}>
            {t('change_password_sign_out')}
          </Button>
        )}
      />
    </Modal>
  );
};
