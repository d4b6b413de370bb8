import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { logout } from '../session-actions';

/**
 * Trial users (spec 4.6, 6, 8: in_need_true_account): member-only things need a real account. Confirm
 * ends the trial session and opens the register tab.
 */
export const RealAccountDialog = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const upgrade = async () => {
    setBusy(true);
    await logout();
    queryClient.removeQueries({ queryKey: ['member'] });
    onClose();
    void navigate('/register');
  };
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
          <Button onClick={() => void upgrade()} disabled={busy}>
            {t('real_account_confirm')}
          </Button>
        </>
      }
    />
  );
};
