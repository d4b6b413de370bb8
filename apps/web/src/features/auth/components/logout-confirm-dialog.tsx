import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import type { LoginPortal } from '../login-flow';
import { logout } from '../session-actions';

/** Logout asks for confirmation (spec 4.1), then goes home (or to /agent from the agent centre). */
export const LogoutConfirmDialog = ({ portal, onClose }: { portal: LoginPortal; onClose: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await logout();
    queryClient.removeQueries({ queryKey: ['member'] });
    onClose();
    void navigate(portal === 'agent' ? '/agent' : '/');
  };
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
          <Button onClick={() => void confirm()} disabled={busy} aria-busy={busy || undefined}>
            {t('logout_confirm')}
          </Button>
        </>
      }
    />
  );
};
