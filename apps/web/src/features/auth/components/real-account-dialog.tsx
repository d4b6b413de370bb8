import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { useLogoutAndGo } from '../hooks/use-logout-and-go';

/**
 * Trial users (spec 4.6, 6, 8: in_need_true_account): member-only things need a real account. Confirm
 * ends the trial session and opens the register tab.
 */
export const RealAccountDialog = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const { busy, logoutAndGo } = useLogoutAndGo(onClose);
  return (
    <Modal
      role="alertdialog"
      title={t('real_account_title')}
      description={t('in_need_true_account')}
      icon="user"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void logoutAndGo('/register')} disabled={busy}>
            {t('real_account_confirm')}
          </Button>
        </>
      }
    />
  );
};
