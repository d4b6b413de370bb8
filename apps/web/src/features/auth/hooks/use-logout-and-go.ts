import { useQueryClient } from '../../../lib/query';
import { useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { logout } from '../session-actions';

/**
 * Ends the session from a confirmation dialog: busy while logging out, then the member queries are
 * dropped, the dialog closes and the app goes to `to`.
 */
export const useLogoutAndGo = (onClose: () => void) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const logoutAndGo = async (to: string) => {
    setBusy(true);
    await logout();
    queryClient.removeQueries({ queryKey: ['member'] });
    onClose();
    void navigate(to);
  };
  return { busy, logoutAndGo };
};
