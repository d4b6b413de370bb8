import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { useLogoutAndGo } from '../hooks/use-logout-and-go';
import type { LoginPortal } from '../login-flow';

/** Logout asks for confirmation (spec 4.1), then goes home (or to /agent from the agent centre). */
export const LogoutConfirmDialog = ({ portal, onClose }: { portal: LoginPortal; onClose: () => void }) => {
  const { t } = useTranslation();
  const { busy, logoutAndGo } = useLogoutAndGo(onClose);
  return (
    <Modal
      role="alertdialog"
      title={t('logout_title')}
      description={t('logout_text')}
      icon="logout"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            onClick={() => void logoutAndGo(portal === 'agent' ? '/agent' : '/')}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {t('logout_confirm')}
          </Button>
        </>
      }
    />
  );
};
