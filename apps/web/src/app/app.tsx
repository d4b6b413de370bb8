import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { StartupGate } from '../features/startup/components/startup-gate';
import { createQueryClient, Providers } from './providers';
import { buildRoutes } from './router';

/** The permission call gates the router: routes are created only once start-up chose the normal app. */
const AppRouter = () => {
  const [router] = useState(() => createBrowserRouter(buildRoutes()));
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
