import type { VendorLane } from '@gp/contract/games';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, useLocation } from '../../../lib/router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session-store';
import { useSiteStore } from '../../../lib/site-store';
import { jsonResponse, permissionFixture, scriptedFetch } from '../../../test/fixtures';
import { renderWithProviders, resetSession, setupWebTests } from '../../../test/render';
import { gameFixture } from '../test/game-fixtures';
import { HomeLobby } from './home-lobby';

const env = setupWebTests();

const lanes: VendorLane[] = [
  { title: 'RNG', cards: [gameFixture({ nodeId: 'RNG_PG', displayName: 'PG Soft', nodeName: 'PG Soft' })] },
  { title: 'FISH', cards: [gameFixture({ nodeId: 'FISH_JDB', vassalage: 'JDB', gameType: 'FISH' })] },
];

beforeEach(() => {
  resetSession();
  useSiteStore.getState().setPermission(permissionFixture(env.keys.publicKey), '', '');
  scriptedFetch({
    'GET /wps/game/vendor': () => jsonResponse({ success: true, value: { data: { lanes } } }),
    'GET /wps/game/hot': () => jsonResponse({ success: true, value: { list: [gameFixture()] } }),
  });
});

const Where = () => <p data-testid="where">{useLocation().pathname + useLocation().search}</p>;

const renderHome = (url = '/') =>
  renderWithProviders(
    createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <HomeLobby />
              <Where />
            </>
          ),
        },
        { path: '*', element: <Where /> },
      ],
      { initialEntries: [url] },
    ),
  );

describe('home lobby game menu (spec 2.3)', () => {
  it('lists the menu without FISH, shows HOME blocks, and hides the favourites block for guests', async () => {
    renderHome();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Home',
      'Favourites',
      'Hot games',
      'Slots',
      'Recently played',
    ]);
    expect(await screen.findByRole('heading', { name: 'Featured providers' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Hot games' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Favourites' })).toBeNull();
    // FISH keeps its HOME block (spec 2.3 blocks) though the menu drops it; the blocks per category
    // are built once the first screen is painted (lib/after-first-paint.ts).
    expect(await screen.findByRole('heading', { name: 'Fishing' })).toBeTruthy();
  });

  it('offers a visitor to join, but not while a session from a token is on its way (no offer to vanish)', async () => {
    const visitor = renderHome();
    expect(await screen.findByRole('link', { name: 'Create account' })).toBeTruthy();
    visitor.unmount();
    useSessionStore.setState({ token: 'tok-on-its-way' });
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Featured providers' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create account' })).toBeNull();
  });

  it('opens the login modal when a guest chooses Favourites', async () => {
    renderHome();
    await userEvent.click(await screen.findByRole('tab', { name: 'Favourites' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
  });

  it('switches to the hot games list and keeps the choice in ?type=', async () => {
    renderHome();
    await userEvent.click(await screen.findByRole('tab', { name: 'Hot games' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/?type=HOT'));
    expect(await screen.findByRole('list', { name: 'Hot games' })).toBeTruthy();
  });
});

describe('home lobby game list page size (spec 7.3, 9: 12 on HOME)', () => {
  const listQueries = (server: ReturnType<typeof scriptedFetch>) =>
    server.fetchMock.mock.calls
      // callApi passes the URL as a string.
      .map(([input]) => new URL(input as string, 'http://localhost'))
      .filter((url) => url.pathname === '/wps/game/list')
      .map((url) => Object.fromEntries(url.searchParams));
  const serveLists = () =>
    scriptedFetch({
      'GET /wps/game/vendor': () => jsonResponse({ success: true, value: { data: { lanes } } }),
      'GET /wps/game/hot': () => jsonResponse({ success: true, value: { list: [] } }),
      'GET /wps/game/list': () =>
        jsonResponse({ success: true, value: { games: [gameFixture()], totalPages: 1 } }),
    });

  it('asks a category tab 12 games a page', async () => {
    const server = serveLists();
    renderHome();
    await userEvent.click(await screen.findByRole('tab', { name: 'Slots' }));
    await waitFor(() => expect(listQueries(server)).toHaveLength(1));
    expect(listQueries(server)[0]).toMatchObject({ gameType: 'RNG', pageNo: '1', pageSize: '12' });
  });

  it('asks a vendor chosen in ?vassalage= 12 games a page too', async () => {
    const server = serveLists();
    renderHome('/?type=RNG&vassalage=PG');
    await waitFor(() => expect(listQueries(server)).toHaveLength(1));
    expect(listQueries(server)[0]).toMatchObject({ gameType: 'RNG', vassalage: 'PG', pageSize: '12' });
  });
});
