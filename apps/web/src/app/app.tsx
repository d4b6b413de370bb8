import { useCallback, useState } from 'react';
import { createBrowserRouter, RouterProvider } from '../lib/router';
import { useLogoutFromOtherTabs } from '../features/auth/hooks/use-logout-from-other-tabs';
import { adoptUrlToken, ensureSession } from '../features/auth/session-actions';
import { StartupGate } from '../features/startup/components/startup-gate';
import { useAccountSessionValues } from '../lib/account-values';
import { useRealtime } from '../lib/use-realtime';
import { createQueryClient, Providers } from './providers';
import { buildRoutes } from './router';

/**
 * The permission call gates the router: routes are created only once start-up chose the normal app.
 * A token from the URL query is adopted first, and member info starts loading (spec 4.1). The
 * real-time socket and the account's session values follow the login state from here (one per tab);
 * a logout in another tab of the browser logs this one out too.
 */
const AppRouter = () => {
  useRealtime();
  useAccountSessionValues();
  const [router] = useState(() => {
    adoptUrlToken();
    void ensureSession();
    return createBrowserRouter(buildRoutes());
  });
  useLogoutFromOtherTabs(useCallback((to: string) => void router.navigate(to), [router]));
  return <RouterProvider router={router} />;
};

export const App = () => {
  const [client] = useState(createQueryClient);
  return (
    <Providers client={client}>
      <StartupGate>
        <AppRouter />
      </StartupGate>
    </Providers>
  );
};
