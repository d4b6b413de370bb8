import { useCallback } from 'react';
import { anyDialogOpen, subscribeToDialogs } from '../../../lib/open-dialogs';
import { useNavigate } from '../../../lib/router';
import { useAuthModals } from '../auth-modals-store';
import type { LoginOutcome } from '../login-flow';

/**
 * Runs `then` once no counted dialog is open: at once when none is, else when the last one closes, so a
 * dialog that opens another as it closes (login's after-login welcome) never stacks them.
 */
export const whenNoDialogOpen = (then: () => void): void => {
  if (!anyDialogOpen()) {
    then();
    return;
  }
  const unsubscribe = subscribeToDialogs(() => {
    if (anyDialogOpen()) return;
    unsubscribe();
    then();
  });
};

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
