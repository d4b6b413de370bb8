import type { VendorLane } from '@gp/contract/games';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSiteStore } from '../../../lib/site-store';
import { jsonResponse, permissionFixture, scriptedFetch } from '../../../test/fixtures';
import { renderInMemoryRouter, resetSession, setupWebTests } from '../../../test/render';
import { gameFixture } from '../test/game-fixtures';
import { CategoryGames } from './category-games';

const env = setupWebTests();

const lanes: VendorLane[] = [
  {
    title: 'RNG',
    cards: [
      gameFixture({ nodeId: 'RNG_PG', vassalage: 'PG', displayName: 'PG Soft', nodeName: 'PG Soft' }),
      gameFixture({ nodeId: 'RNG_JDB', vassalage: 'JDB', displayName: 'JDB Gaming', nodeName: 'JDB Gaming' }),
    ],
  },
];

const serve = () => {
  const server = scriptedFetch({
    'GET /wps/game/vendor': () => jsonResponse({ success: true, value: { data: { lanes } } }),
    'GET /wps/game/list': () =>
      jsonResponse({ success: true, value: { games: [gameFixture()], totalPages: 1 } }),
  });
  return () =>
    server.fetchMock.mock.calls
      // callApi passes the URL as a string.
      .map(([input]) => new URL(input as string, 'http://localhost'))
      .filter((url) => url.pathname === '/wps/game/list')
      .map((url) => Object.fromEntries(url.searchParams));
};

beforeEach(() => {
  resetSession();
  useSiteStore.getState().setPermission(permissionFixture(env.keys.publicKey), '', '');
});

describe('category page game list (spec 7.3, 9: 24 per page off HOME)', () => {
  it('asks the category 24 games a page, and 24 again for a chosen vendor', async () => {
    const listQueries = serve();
    renderInMemoryRouter(<CategoryGames category="RNG" />, '/rng');
    await waitFor(() => expect(listQueries()).toHaveLength(1));
    expect(listQueries()[0]).toMatchObject({ gameType: 'RNG', pageNo: '1', pageSize: '24' });
    expect(listQueries()[0]).not.toHaveProperty('vassalage');

    await userEvent.click(await screen.findByRole('button', { name: 'JDB Gaming' }));
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    expect(listQueries()[1]).toMatchObject({
      gameType: 'RNG',
      vassalage: 'JDB',
      pageNo: '1',
      pageSize: '24',
    });
  });

  it('keeps 24 a page for a vendor named in ?vassalage=', async () => {
    const listQueries = serve();
    renderInMemoryRouter(<CategoryGames category="RNG" />, '/rng?vassalage=PG');
    await waitFor(() => expect(listQueries()).toHaveLength(1));
    expect(listQueries()[0]).toMatchObject({ gameType: 'RNG', vassalage: 'PG', pageSize: '24' });
  });
});
