import { useCallback } from 'react';
import { whenNoDialogOpen } from '../../../lib/open-dialogs';
import { useNavigate } from '../../../lib/router';
import { useAuthModals } from '../auth-modals-store';
import type { LoginOutcome } from '../login-flow';

/**
 * Login step 3 (spec 4.2): the forced password change, the after-login modal, or the agent centre when
 * the login came from the agent page. The caller has already closed its own modal; the next one opens
 * once that has left the page, so two dialogs never show at once.
 */
export const useLoginOutcome = () => {
  const navigate = useNavigate();
  const open = useAuthModals((state) => state.open);
  return useCallback(
    (outcome: LoginOutcome) => {
      switch (outcome.kind) {
        case 'changePassword':
          whenNoDialogOpen(() =>
            open({ kind: 'changePassword', userName: outcome.userName, portal: outcome.portal }),
          );
          return;
        case 'afterLogin':
          whenNoDialogOpen(() => open({ kind: 'afterLogin' }));
          return;
        case 'agentHome':
          void navigate('/agentHome');
          return;
      }
    },
    [navigate, open],
  );
};
