import { useQueryClient } from '../../../lib/query';
import { useEffect } from 'react';
import { readToken, useSessionStore } from '../../../lib/session-store';
import { useAuthModals } from '../auth-modals-store';
import { endSessionLocally } from '../session-actions';
import { onLogoutElsewhere } from '../tab-session-sync';

/** The agent's pages: a logout heard there goes to the agent landing page (spec 4.1). */
const isAgentPath = (pathname: string): boolean => pathname === '/agent' || pathname === '/agentHome';

/**
 * Logout in one tab logs out all (issue 14 item 6): when another tab of this browser logs out, this
 * one clears its session storage like a logout of its own (the server session is already ended),
 * drops the member's queries and dialogs and goes home, or to /agent from the agent pages.
 */
export const useLogoutFromOtherTabs = (navigate: (to: string) => void) => {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLogoutElsewhere(() => {
        if (!readToken() && !useSessionStore.getState().isLogin) return;
        endSessionLocally();
        queryClient.removeQueries({ queryKey: ['member'] });
        useAuthModals.getState().close();
        navigate(isAgentPath(window.location.pathname) ? '/agent' : '/');
      }),
    [navigate, queryClient],
  );
};
