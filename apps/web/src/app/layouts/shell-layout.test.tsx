import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from '../../lib/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSiteStore } from '../../lib/site-store';
import { useUiStore } from '../../lib/ui-store';
import { jsonResponse, permissionFixture, scriptedFetch } from '../../test/fixtures';
import { renderWithProviders, resetSession, setupWebTests } from '../../test/render';
import { RootLayout } from './root-layout';
import { ShellLayout } from './shell-layout';
import { stubMatchMedia } from '../../test/stubs';

const env = setupWebTests();

/** A phone (max-width 1023px matches) or a wide screen. */
const screenIs = (phone: boolean) => stubMatchMedia((query) => phone && query === '(max-width: 1023px)');

const renderShell = () =>
  renderWithProviders(
    createMemoryRouter(
      [
        {
          element: <RootLayout />,
          children: [
            {
              element: <ShellLayout variant="main" />,
              children: [
                { path: '/', element: <p>home page</p> },
                { path: '/promotions', element: <p>promotions page</p> },
              ],
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    ),
  );

const sideMenu = () => screen.getByRole('navigation', { name: 'Side menu' });

beforeEach(() => {
  resetSession();
  useUiStore.setState({ sideMenuOpen: false });
  useSiteStore.getState().setPermission(permissionFixture(env.keys.publicKey), '/cdn/img1', '/cdn/launch1');
  scriptedFetch({
    'GET /wps/game/vendor': () => jsonResponse({ success: true, value: { data: { lanes: [] } } }),
  });
  document.body.style.overflow = '';
  // RootLayout scrolls to top after each route change; jsdom has no scrolling.
  vi.stubGlobal('scrollTo', vi.fn());
});

describe('side menu drawer on a phone (spec 4.8, docs/decisions.md)', () => {
  it('builds the closed drawer only once the first screen is painted, and at once when opened', async () => {
    screenIs(true);
    const first = renderShell();
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(document.getElementById('side-menu')).toBeNull();
    await waitFor(() => expect(document.getElementById('side-menu')).not.toBeNull());
    first.unmount();

    renderShell();
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(sideMenu()).toBeTruthy();
  });

  it('builds the side menu column with the first screen on a wide screen', async () => {
    screenIs(false);
    renderShell();
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(sideMenu()).toBeTruthy();
  });

  it('locks page scroll while the drawer is open and unlocks it when closed', async () => {
    screenIs(true);
    renderShell();
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(document.body.style.overflow).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(useUiStore.getState().sideMenuOpen).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    const toggle = screen.getByRole('button', { name: 'Close menu', expanded: true });
    expect(toggle.getAttribute('aria-controls')).toBe('side-menu');

    // The header toggle reverses the state.
    await userEvent.click(toggle);
    expect(useUiStore.getState().sideMenuOpen).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the drawer and unlocks scroll on Escape', async () => {
    screenIs(true);
    renderShell();
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(useUiStore.getState().sideMenuOpen).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the drawer after a route change', async () => {
    screenIs(true);
    renderShell();
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    await userEvent.click(within(sideMenu()).getByRole('link', { name: 'Promotions' }));
    expect(await screen.findByText('promotions page')).toBeTruthy();
    await waitFor(() => expect(useUiStore.getState().sideMenuOpen).toBe(false));
    expect(document.body.style.overflow).toBe('');
  });

  it('never locks scroll on a wide screen, where the menu is a fixed column', async () => {
    screenIs(false);
    renderShell();
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(useUiStore.getState().sideMenuOpen).toBe(true);
    expect(document.body.style.overflow).toBe('');
    expect(sideMenu()).toBeTruthy();
  });
});
