import { sessionKeys } from '@gp/contract/constants';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { buildRoutes } from './router';
import { guardRedirect } from './route-guards';

/** Runs the real route tree (loaders and redirects) without rendering, and reports where it settles. */
const settle = async (path: string): Promise<string> => {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized && router.state.navigation.state === 'idle') return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized && state.navigation.state === 'idle') {
        unsubscribe();
        resolve();
      }
    });
  });
  const pathname = router.state.location.pathname;
  router.dispose();
  return pathname;
};

afterEach(() => {
  sessionStorage.clear();
});

describe('route guards', () => {
  it('sends an authentication-only route without a session token to /login', async () => {
    expect(await settle('/lottery?gameCode=VN_HANOI')).toBe('/login');
    expect(await settle('/member')).toBe('/login');
  });

  it('lets an authentication-only route pass with a session token', async () => {
    sessionStorage.setItem(sessionKeys.token, 'tok');
    expect(await settle('/member')).toBe('/member');
  });

  it('sends a member who is not an agent from the agent centre to /agent', async () => {
    sessionStorage.setItem(sessionKeys.token, 'tok');
    sessionStorage.setItem(sessionKeys.isAgent, 'false');
    expect(await settle('/agentHome')).toBe('/agent');
  });

  it('sends a visitor without a token from the agent centre to /agent', async () => {
    expect(await settle('/agentHome')).toBe('/agent');
  });

  it('lets an agent into the agent centre', async () => {
    sessionStorage.setItem(sessionKeys.token, 'tok');
    sessionStorage.setItem(sessionKeys.isAgent, 'true');
    expect(await settle('/agentHome')).toBe('/agentHome');
  });

  it('lets public routes pass', async () => {
    expect(await settle('/rng')).toBe('/rng');
    expect(guardRedirect('public')).toBeNull();
  });
});
