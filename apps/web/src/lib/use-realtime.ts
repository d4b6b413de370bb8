import { useQueryClient } from './query';
import { useEffect } from 'react';
import { useSessionStore, type SessionState } from './session-store';

const loggedIn = (state: SessionState): boolean => state.isLogin && Boolean(state.token);

/**
 * Mounted once in the app: keeps the real-time socket in step with the login state. The socket client
 * loads with the first login, so a guest's lobby never
 * downloads it (issue 15); once loaded, startRealtime follows every later login and logout itself. A
 * failed load is tried again at the next change of the session.
 */
export const useRealtime = (): void => {
  const client = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let loading = false;
    let unmounted = false;
    const start = () => {
      if (stop || loading) return;
      loading = true;
      import('./realtime').then(
        ({ startRealtime }) => {
          if (!unmounted) stop = startRealtime(client);
        },
        () => {
          loading = false;
        },
      );
    };
    if (loggedIn(useSessionStore.getState())) start();
    const unsubscribe = useSessionStore.subscribe((state) => {
      if (loggedIn(state)) start();
    });
    return () => {
      unmounted = true;
      unsubscribe();
      stop?.();
    };
  }, [client]);
};
