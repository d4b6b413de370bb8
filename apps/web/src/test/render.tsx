import { QueryClient, QueryClientProvider } from '../lib/query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, RouterProvider, type createMemoryRouter } from '../lib/router';
import { afterEach, beforeAll, vi } from 'vitest';
import { activateLanguage } from '../i18n/i18n';
import { useSessionStore } from '../lib/session-store';
import { makeKeys, type TestKeys } from './fixtures';

/** The providers of the app: a fresh query client (the translator is module state, see i18n/translator.ts). */
const Providers = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

/** Renders a router inside the providers of the app. */
export const renderWithProviders = (router: ReturnType<typeof createMemoryRouter>) =>
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );

/** Renders `ui` inside the providers of the app and a memory router at `url` (default `/`). */
export const renderInMemoryRouter = (ui: ReactNode, url?: string) =>
  render(
    <Providers>
      <MemoryRouter initialEntries={url === undefined ? undefined : [url]}>{ui}</MemoryRouter>
    </Providers>,
  );

/**
 * The common setup of the web tests: the RSA keys of the fake server and English before all tests;
 * cleanup and unstubbed globals after each. The keys are on the returned object once set up.
 */
export const setupWebTests = (): { keys: TestKeys } => {
  const env = {} as { keys: TestKeys };
  beforeAll(async () => {
    env.keys = await makeKeys();
    await activateLanguage('EN');
    // The route table loads with the first call (api-client.ts); its first transform in a test file can
    // take a second, which is no part of what a test waits for.
    await import('@gp/contract/routes');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return env;
};

/** A signed-out start: empty session storage and no user. */
export const resetSession = () => {
  sessionStorage.clear();
  useSessionStore.getState().clearUser();
};
