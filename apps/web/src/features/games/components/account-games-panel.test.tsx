import type { FavoriteListValue } from '@gp/contract/game-lists';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session-store';
import { useSiteStore } from '../../../lib/site-store';
import { jsonResponse, memberFixture, permissionFixture, scriptedFetch } from '../../../test/fixtures';
import { renderInMemoryRouter, resetSession, setupWebTests } from '../../../test/render';
import { gameFixture } from '../test/game-fixtures';
import { AccountGamesPanel } from './account-games-panel';

const env = setupWebTests();

const dragon = gameFixture();
const koi = gameFixture({
  nodeId: '100002',
  gameName: 'Lucky Koi',
  title: 'Lucky Koi',
  nodeName: 'Lucky Koi',
});
const favourites: FavoriteListValue = { content: [dragon, koi], pageNum: 1, totalPages: 1 };

const serve = (
  value: FavoriteListValue,
  remove: () => Promise<Response> | Response = () => new Promise(() => {}),
) => {
  const server = scriptedFetch({
    'GET /wps/game/favorite': () => jsonResponse({ success: true, value }),
    'GET /wps/game/favorite/ids': () =>
      jsonResponse({ success: true, value: value.content.map((game) => game.nodeId) }),
    'DELETE /wps/game/favorite': remove,
  });
  const listQueries = () =>
    server.fetchMock.mock.calls
      // callApi passes the URL as a string.
      .map(([input, init]) => ({
        url: new URL(input as string, 'http://localhost'),
        method: init?.method ?? 'GET',
      }))
      .filter(({ url, method }) => url.pathname === '/wps/game/favorite' && method === 'GET')
      .map(({ url }) => Object.fromEntries(url.searchParams));
  return { server, listQueries };
};

const loginAs = (overrides: Parameters<typeof memberFixture>[0] = {}) => {
  useSessionStore.getState().setToken('tok-fav', 'demo_member');
  useSessionStore.getState().setMember(memberFixture(overrides));
};

beforeEach(() => {
  resetSession();
  useSiteStore.getState().setPermission(permissionFixture(env.keys.publicKey), '', '');
});

describe('favourite list (spec 2.3, 7.3, 9)', () => {
  it("asks the member's favourites 999 at a time, type RNG, and lists them", async () => {
    loginAs();
    const { server, listQueries } = serve(favourites);
    renderInMemoryRouter(<AccountGamesPanel list="FAV" label="Favourites" />);
    expect(await screen.findByRole('heading', { name: 'Lucky Koi' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Crystal Dragon Link' })).toBeTruthy();
    expect(listQueries()).toEqual([
      {
        clientType: '3',
        platform: 'html5-desktop',
        language: 'EN',
        pageNo: '1',
        pageSize: '999',
        gameType: 'RNG',
      },
    ]);
    const listCall = server.calls.find((call) => call.method === 'GET' && call.path === '/wps/game/favorite');
    expect(listCall?.headers.authorization).toBe('Bearer tok-fav');
  });

  it('takes a removed favourite off the list at once, before the server answers (spec 4.7)', async () => {
    loginAs();
    const { server } = serve(favourites);
    renderInMemoryRouter(<AccountGamesPanel list="FAV" label="Favourites" />);
    const heart = await screen.findByRole('button', { name: 'Remove Lucky Koi from favourites' });
    fireEvent.click(heart);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Lucky Koi' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Crystal Dragon Link' })).toBeTruthy();
    expect(server.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('shows the empty state when the member has no favourites', async () => {
    loginAs();
    serve({ content: [], pageNum: 1, totalPages: 0 });
    renderInMemoryRouter(<AccountGamesPanel list="FAV" label="Favourites" />);
    expect(await screen.findByRole('heading', { name: 'No favourites yet' })).toBeTruthy();
  });

  it('does not ask for favourites for a guest or a trial user', async () => {
    const { server } = serve(favourites);
    const guest = renderInMemoryRouter(<AccountGamesPanel list="FAV" label="Favourites" />);
    expect(await screen.findByRole('heading', { name: 'No favourites yet' })).toBeTruthy();
    guest.unmount();

    loginAs({ type: 4, isTrial: true });
    renderInMemoryRouter(<AccountGamesPanel list="FAV" label="Favourites" />);
    expect(await screen.findByRole('heading', { name: 'No favourites yet' })).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });
});
