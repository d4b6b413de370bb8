import { sessionKeys } from '@gp/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from '../../lib/router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSiteStore } from '../../lib/site-store';
import { useUiStore } from '../../lib/ui-store';
import { jsonResponse, memberFixture, permissionFixture, scriptedFetch } from '../../test/fixtures';
import { renderWithProviders, resetSession, setupWebTests } from '../../test/render';
import { buildRoutes } from '../router';

const env = setupWebTests();
/** Route modules load lazily; a busy machine may take more than the default second. */
const wait = { timeout: 10_000 };

// The first import of a page module is the slow part (its transform); do it once, before the tests.
// With the login popup's module loaded too, the popup opens at once in every redirect test.
beforeAll(async () => {
  await Promise.all([
    import('./home-route'),
    import('./lottery-route'),
    import('../../features/auth/components/auth-dialog'),
  ]);
}, 60_000);

/** The server: member info for any token, no vendors; every other call answers 404. */
const serverUp = () =>
  scriptedFetch({
    'GET /wps/member/info': () => jsonResponse({ success: true, value: memberFixture() }),
    'GET /wps/game/vendor': () => jsonResponse({ success: true, value: { data: { lanes: [] } } }),
  });

const openApp = (path: string) => {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  renderWithProviders(router);
  return router;
};

beforeEach(() => {
  resetSession();
  useUiStore.setState({ sideMenuOpen: false, realAccountPrompt: false });
  useSiteStore.getState().setPermission(permissionFixture(env.keys.publicKey), '/cdn/img1', '/cdn/launch1');
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  vi.stubGlobal('scrollTo', vi.fn());
});

describe('lower-case lottery game paths (spec 2.1)', () => {
  it.each([
    ['/lottert', 'Lottery'],
    ['/vnlottery', 'Vietnam Lottery'],
    ['/sealottery', 'SEA Lottery'],
  ])('%s shows the lottery page in the game layout: header and footer, no side menu', async (path, title) => {
    serverUp();
    sessionStorage.setItem(sessionKeys.token, 'tok');
    const router = openApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, wait)).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getByRole('banner', { name: 'Site header' })).toBeTruthy();
    expect(await screen.findByRole('contentinfo', { name: 'Site footer' }, wait)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  it('keeps the side menu on the mixed-case /vnLottery page of the main layout', async () => {
    serverUp();
    sessionStorage.setItem(sessionKeys.token, 'tok');
    openApp('/vnLottery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vietnam Lottery' }, wait)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Side menu' })).toBeTruthy();
  });

  it.each(['/lottert', '/vnlottery', '/sealottery'])(
    '%s sends a visitor without a token to /login',
    async (path) => {
      const server = serverUp();
      const router = openApp(`${path}?gameCode=VN_HANOI`);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'), wait);
      // The login popup opens on /login and hides the page behind it from the accessibility tree.
      expect(await screen.findByRole('banner', { name: 'Site header', hidden: true }, wait)).toBeTruthy();
      expect(screen.queryByRole('heading', { level: 1, name: /Lottery/ })).toBeNull();
      expect(server.callsTo('/wps/member/info')).toHaveLength(0);
    },
  );
});
