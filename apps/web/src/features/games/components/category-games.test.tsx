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

describe('card rooms on the card games page (relay GLS2_roomList)', () => {
  const pvpLanes: VendorLane[] = [
    {
      title: 'PVP',
      cards: [
        gameFixture({ nodeId: 'PVP_KY', vassalage: 'KY', displayName: 'Kaiyuan', nodeName: 'Kaiyuan' }),
      ],
    },
  ];
  const room = (nodeId: string, seated: number) => ({
    nodeId,
    gameName: `Niu Niu ${nodeId}`,
    vendorCode: 'KY',
    game: 'niuniu',
    seats: 5,
    seated,
    minBet: '1000.00',
    maxBet: '200000.00',
    phase: 'betting',
    closesAt: Date.now() + 4_000,
    endsAt: Date.now() + 12_000,
  });

  it("lists the vendor's open rooms with their free seats, stakes and countdown", async () => {
    const server = scriptedFetch({
      'GET /wps/game/vendor': () => jsonResponse({ success: true, value: { data: { lanes: pvpLanes } } }),
      'GET /wps/game/list': () =>
        jsonResponse({ success: true, value: { games: [gameFixture()], totalPages: 1 } }),
      'GET /wps/relay/GLS2_roomList': () =>
        jsonResponse({
          success: true,
          value: { serverTime: Date.now(), rooms: [room('701', 2), room('702', 5)] },
        }),
    });
    renderInMemoryRouter(<CategoryGames category="PVP" />, '/pvp?vassalage=KY');
    const rooms = await screen.findByRole('region', { name: 'Card rooms' });
    const first = await screen.findByRole('listitem', { name: 'Niu Niu 701' });
    expect(first.textContent).toContain('3 of 5 seats free');
    expect(first.textContent).toContain('Seat 1,000.00 – 200,000.00');
    expect(first.textContent).toMatch(/bets close in [3-5] s/);
    const full = screen.getByRole('listitem', { name: 'Niu Niu 702' });
    expect(full.textContent).toContain('0 of 5 seats free');
    expect(full.querySelector('button')?.hasAttribute('disabled')).toBe(true);
    expect(rooms).toBeTruthy();
    expect(server.callsTo('/wps/relay/GLS2_roomList')[0]!.query).toMatchObject({ vassalage: 'KY' });
  });

  it('shows no rooms strip on other categories or when a vendor has no card tables', async () => {
    scriptedFetch({
      'GET /wps/game/vendor': () => jsonResponse({ success: true, value: { data: { lanes: pvpLanes } } }),
      'GET /wps/game/list': () =>
        jsonResponse({ success: true, value: { games: [gameFixture()], totalPages: 1 } }),
      'GET /wps/relay/GLS2_roomList': () =>
        jsonResponse({ success: true, value: { serverTime: Date.now(), rooms: [] } }),
    });
    renderInMemoryRouter(<CategoryGames category="PVP" />, '/pvp');
    await screen.findAllByRole('article');
    expect(screen.queryByRole('region', { name: 'Card rooms' })).toBeNull();
  });
});
