import type { GameCard } from '@gp/contract/games';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, useLocation } from '../../lib/router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../lib/session-store';
import { useSiteStore } from '../../lib/site-store';
import { useUiStore } from '../../lib/ui-store';
import { jsonResponse, memberFixture, permissionFixture, scriptedFetch } from '../../test/fixtures';
import { renderWithProviders, resetSession, setupWebTests } from '../../test/render';
import { GameList } from './components/game-list';
import { GameTiles } from './components/game-tiles';
import { gameFixture } from './test/game-fixtures';

/** The URL a mocked fetch was called with, whatever form the caller passed. */
const requestUrl = (input: string | URL | Request): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

const env = setupWebTests();

const ok = (value: unknown) => () => jsonResponse({ success: true, value });
const vendorLanes = ok({ data: { lanes: [] } });

beforeEach(() => {
  resetSession();
  useUiStore.getState().setRealAccountPrompt(false);
  useSiteStore.getState().setPermission(permissionFixture(env.keys.publicKey), '/cdn/img1', '/cdn/launch1');
});

const Where = () => <p data-testid="where">{useLocation().pathname + useLocation().search}</p>;

const renderAt = (element: React.ReactNode) =>
  renderWithProviders(
    createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            {element}
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ]),
  );

const loginAs = (overrides: Parameters<typeof memberFixture>[0] = {}) => {
  useSessionStore.getState().setToken('tok-1', 'demo_member');
  useSessionStore.getState().setMember(memberFixture(overrides));
};

const page = (pageNo: number, totalPages: number): { games: GameCard[]; totalPages: number } => ({
  games: [1, 2, 3].map((n) =>
    gameFixture({
      nodeId: `${pageNo}0${n}`,
      gameName: `Game ${pageNo}-${n}`,
      nodeName: `Game ${pageNo}-${n}`,
    }),
  ),
  totalPages,
});

describe('vendor game list paging', () => {
  it('asks page 1 with the HOME page size, loads more until totalPages, then hides the button', async () => {
    let served = 0;
    const server = scriptedFetch({
      'GET /wps/game/vendor': vendorLanes,
      'GET /wps/game/list': () => jsonResponse({ success: true, value: page(++served, 2) }),
    });
    renderAt(<GameList filter={{ gameType: 'RNG', vassalage: 'PG', pageSize: 12 }} label="PG games" />);
    expect(await screen.findByRole('heading', { name: 'Game 1-1' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more games' }));
    expect(await screen.findByRole('heading', { name: 'Game 2-3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more games' })).toBeNull();

    const queries = server.fetchMock.mock.calls
      .map(([input]) => new URL(requestUrl(input), 'http://localhost'))
      .filter((url) => url.pathname === '/wps/game/list')
      .map((url) => Object.fromEntries(url.searchParams));
    expect(queries).toHaveLength(2);
    expect(queries[0]).toMatchObject({
      pageNo: '1',
      pageSize: '12',
      gameType: 'RNG',
      vassalage: 'PG',
      merchant: 'DEMO',
    });
    expect(queries[1]).toMatchObject({
      pageNo: '2',
      pageSize: '12',
      clientType: '3',
      platform: 'html5-desktop',
    });
  });

  it('shows an empty state when the vendor has no games', async () => {
    scriptedFetch({
      'GET /wps/game/vendor': vendorLanes,
      'GET /wps/game/list': ok({ games: [], totalPages: 0 }),
    });
    renderAt(<GameList filter={{ gameType: 'RNG', pageSize: 24 }} label="Slots" />);
    expect(await screen.findByRole('heading', { name: 'No games here yet' })).toBeTruthy();
  });
});

const freeLaunch = ok({
  url: '/demo-game?t=abc',
  mode: 'free',
  nodeId: '100001',
  vassalage: 'PG',
  gameName: 'Crystal Dragon Link',
  wallet: null,
  expiresAt: '2030-01-01T00:00:00.000Z',
  walletSession: null,
  transferred: null,
});

describe('starting a game from a card (spec 4.6)', () => {
  const tiles = <GameTiles games={[gameFixture()]} label="Hot games" />;

  it('opens the login modal for a logged-out visitor, for play and for free trial', async () => {
    const server = scriptedFetch({ 'GET /wps/game/vendor': vendorLanes });
    renderAt(tiles);
    await userEvent.click(screen.getByRole('button', { name: 'Free trial of Crystal Dragon Link' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
    expect(server.callsTo('/wps/game/launchGame')).toHaveLength(0);
  });

  it("launches a trial user's game in free mode, from Play too (play money only)", async () => {
    loginAs({ type: 4, isTrial: true });
    const server = scriptedFetch({
      'GET /wps/game/vendor': vendorLanes,
      'POST /wps/game/launchGame': freeLaunch,
    });
    renderAt(tiles);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/seamless?url=%2Fdemo-game%3Ft%3Dabc'),
    );
    expect(useUiStore.getState().realAccountPrompt).toBe(false);
    expect(server.callsTo('/wps/game/launchGame')[0]?.body).toMatchObject({
      nodeId: '100001',
      freeTrial: true,
    });
  });

  it("starts a guest's free trial with a trial account, then the game in free mode, when free play is on", async () => {
    useSiteStore
      .getState()
      .setPermission(permissionFixture(env.keys.publicKey, { FREEPLAY3: true }), '/cdn/img1', '/cdn/launch1');
    const trial = memberFixture({ id: 9, account: 'trial_0123456789ab', type: 4, isTrial: true });
    const server = scriptedFetch({
      'GET /wps/game/vendor': vendorLanes,
      'POST /wps/session/login/freeplay': ok({
        token: 'trial-token',
        firstTimeLogin: false,
        passwordExpired: false,
        mustChangePassword: false,
        member: trial,
      }),
      'POST /wps/game/launchGame': freeLaunch,
    });
    renderAt(tiles);
    await userEvent.click(screen.getByRole('button', { name: 'Free trial of Crystal Dragon Link' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/seamless?url=%2Fdemo-game%3Ft%3Dabc'),
    );
    expect(server.callsTo('/wps/session/login/freeplay')).toHaveLength(1);
    expect(useSessionStore.getState()).toMatchObject({ isLogin: true, isTrial: true, token: 'trial-token' });
    const [launchCall] = server.callsTo('/wps/game/launchGame');
    expect(launchCall?.body).toMatchObject({ nodeId: '100001', freeTrial: true });
    expect(launchCall?.headers.authorization).toBe('Bearer trial-token');
  });

  it("keeps a guest's Play (real money) on the login modal while free play is on", async () => {
    useSiteStore
      .getState()
      .setPermission(permissionFixture(env.keys.publicKey, { FREEPLAY3: true }), '/cdn/img1', '/cdn/launch1');
    const server = scriptedFetch({ 'GET /wps/game/vendor': vendorLanes });
    renderAt(tiles);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
    expect(server.callsTo('/wps/session/login/freeplay')).toHaveLength(0);
  });
  it('launches for a member and opens /seamless with the launch URL', async () => {
    loginAs();
    const server = scriptedFetch({
      'GET /wps/game/vendor': vendorLanes,
      'GET /wps/game/favorite/ids': ok([]),
      'POST /wps/game/launchGame': ok({
        url: '/demo-game?t=abc',
        mode: 'free',
        nodeId: '100001',
        vassalage: 'PG',
        gameName: 'Crystal Dragon Link',
        wallet: null,
        expiresAt: '2030-01-01T00:00:00.000Z',
        walletSession: null,
        transferred: null,
      }),
    });
    renderAt(tiles);
    await userEvent.click(screen.getByRole('button', { name: 'Free trial of Crystal Dragon Link' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/seamless?url=%2Fdemo-game%3Ft%3Dabc'),
    );
    expect(server.callsTo('/wps/game/launchGame')[0]?.body).toMatchObject({
      nodeId: '100001',
      freeTrial: true,
    });
  });
});

describe('favourites (spec 4.7)', () => {
  it('removes at once, then tells the server', async () => {
    loginAs();
    let releaseRemove: () => void = () => undefined;
    const server = scriptedFetch({
      'GET /wps/game/vendor': vendorLanes,
      'GET /wps/game/favorite/ids': ok(['100001']),
      'DELETE /wps/game/favorite': () =>
        new Promise((resolve) => {
          releaseRemove = () =>
            resolve(jsonResponse({ success: true, value: { nodeId: '100001', favorite: false } }));
        }),
    });
    renderAt(<GameTiles games={[gameFixture()]} label="Hot games" />);
    const heart = await screen.findByRole('button', { name: 'Remove Crystal Dragon Link from favourites' });
    fireEvent.click(heart);
    // The server's answer is held back: the heart already shows "not a favourite".
    const added = await screen.findByRole('button', { name: 'Add Crystal Dragon Link to favourites' });
    expect(added.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(server.callsTo('/wps/game/favorite')).toHaveLength(1));
    const [removeCall] = server.fetchMock.mock.calls.filter(([input]) =>
      requestUrl(input).startsWith('/wps/game/favorite?'),
    );
    expect(removeCall && requestUrl(removeCall[0])).toBe('/wps/game/favorite?nodeId=100001');
    releaseRemove();
  });

  it('adds with nodeId, vendor and game type', async () => {
    loginAs();
    const server = scriptedFetch({
      'GET /wps/game/vendor': vendorLanes,
      'GET /wps/game/favorite/ids': ok([]),
      'POST /wps/game/favorite': ok({ nodeId: '100001', favorite: true }),
    });
    renderAt(<GameTiles games={[gameFixture()]} label="Hot games" />);
    await waitFor(() => expect(server.callsTo('/wps/game/favorite/ids')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Add Crystal Dragon Link to favourites' }));
    await waitFor(() => expect(server.callsTo('/wps/game/favorite')).toHaveLength(1));
    expect(server.callsTo('/wps/game/favorite')[0]?.body).toEqual({
      nodeId: '100001',
      vendor: 'PG',
      gameType: 'RNG',
    });
    expect(screen.getByRole('button', { name: 'Remove Crystal Dragon Link from favourites' })).toBeTruthy();
  });

  it('opens the login modal when a logged-out visitor taps the heart', async () => {
    scriptedFetch({ 'GET /wps/game/vendor': vendorLanes });
    renderAt(<GameTiles games={[gameFixture()]} label="Hot games" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Crystal Dragon Link to favourites' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
  });
});
