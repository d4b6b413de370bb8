import { sessionKeys } from '@gp/contract/constants';
import { createMemoryRouter } from '../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../lib/session-store';
import { useUiStore } from '../lib/ui-store';
import { jsonResponse, memberFixture, scriptedFetch } from '../test/fixtures';
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

/** The server's member info for the stored token. */
const memberInfoIs = (member: ReturnType<typeof memberFixture> | 'expired') =>
  scriptedFetch({
    'GET /wps/member/info': () =>
      member === 'expired'
        ? jsonResponse({ success: false, code: 'not_logged_in' }, 401)
        : jsonResponse({ success: true, value: member }),
  });

beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.getState().clearUser();
  useUiStore.getState().setRealAccountPrompt(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('route guards', () => {
  it('sends an authentication-only route without a session token to /login', async () => {
    expect(await settle('/lottery?gameCode=VN_HANOI')).toBe('/login');
    expect(await settle('/member')).toBe('/login');
  });

  it('lets an authentication-only route pass once member info loads from the token', async () => {
    const server = memberInfoIs(memberFixture());
    sessionStorage.setItem(sessionKeys.token, 'tok');
    expect(await settle('/member')).toBe('/member');
    expect(useSessionStore.getState().isLogin).toBe(true);
    expect(server.callsTo('/wps/member/info')[0]!.headers.authorization).toBe('Bearer tok');
  });

  it('sends a refused token to /login and clears it (401 not_logged_in)', async () => {
    memberInfoIs('expired');
    sessionStorage.setItem(sessionKeys.token, 'stale');
    expect(await settle('/member')).toBe('/login');
    expect(sessionStorage.getItem(sessionKeys.token)).toBeNull();
  });

  it('keeps a trial user out of the member centre with the real-account dialog', async () => {
    memberInfoIs(memberFixture({ type: 4, isTrial: true }));
    sessionStorage.setItem(sessionKeys.token, 'trial');
    expect(await settle('/member')).toBe('/');
    expect(useUiStore.getState().realAccountPrompt).toBe(true);
  });

  it('sends a member who is not an agent from the agent centre to /agent, whatever storage says', async () => {
    memberInfoIs(memberFixture({ isAgent: false }));
    sessionStorage.setItem(sessionKeys.token, 'tok');
    sessionStorage.setItem(sessionKeys.isAgent, 'true');
    expect(await settle('/agentHome')).toBe('/agent');
  });

  it('sends a visitor without a token from the agent centre to /agent', async () => {
    expect(await settle('/agentHome')).toBe('/agent');
  });

  it('lets an agent into the agent centre', async () => {
    memberInfoIs(memberFixture({ type: 1, isAgent: true }));
    sessionStorage.setItem(sessionKeys.token, 'tok');
    expect(await settle('/agentHome')).toBe('/agentHome');
  });

  it('lets public routes pass', async () => {
    expect(await settle('/rng')).toBe('/rng');
    expect(await guardRedirect({ access: 'public', page: 'home' })).toBeNull();
  });
});
