import type { VassalageGameTypesValue } from '@gp/contract/game-lists';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSiteStore } from '../../../lib/site-store';
import { jsonResponse, permissionFixture, scriptedFetch } from '../../../test/fixtures';
import { renderInMemoryRouter, resetSession, setupWebTests } from '../../../test/render';
import { providerTabs } from '../api/vassalage-types';
import { gameFixture } from '../test/game-fixtures';
import { ProviderGames } from './provider-games';

const env = setupWebTests();

const twoTypes: VassalageGameTypesValue = {
  vassalage: 'PP',
  types: [
    {
      gameType: 'RNG',
      total: 35,
      classifies: [
        { gameClassify: 'SLOT', total: 30 },
        { gameClassify: 'JP', total: 5 },
      ],
    },
    { gameType: 'FISH', total: 4, classifies: [] },
  ],
};

const provider = gameFixture({ vassalage: 'PP', isGame: 'VASSALAGE', displayName: 'Pragmatic Play' });

const serve = (types: VassalageGameTypesValue) => {
  const fetch = scriptedFetch({
    'GET /wps/game/vassalage/types': () => jsonResponse({ success: true, value: types }),
    'GET /wps/game/list': () =>
      jsonResponse({ success: true, value: { games: [gameFixture()], totalPages: 1 } }),
  });
  const listQueries = () =>
    fetch.fetchMock.mock.calls
      // callApi passes the URL as a string.
      .map(([input]) => new URL(input as string, 'http://localhost'))
      .filter((url) => url.pathname === '/wps/game/list')
      .map((url) => url.searchParams);
  return { fetch, listQueries };
};

beforeEach(() => {
  resetSession();
  useSiteStore.getState().setPermission(permissionFixture(env.keys.publicKey), '', '');
});

describe('provider popup tabs (spec 2.5, 7.3 vassalage types)', () => {
  it('offers type tabs and class chips, and lists the chosen type and class', async () => {
    const user = userEvent.setup();
    const { listQueries } = serve(twoTypes);
    renderInMemoryRouter(<ProviderGames provider={provider} label="Pragmatic Play games" />);
    const types = await screen.findByRole('group', { name: 'Game types' });
    expect(
      within(types)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Slots', 'Fishing']);
    const classes = screen.getByRole('group', { name: 'Game classes' });
    expect(
      within(classes)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Video slots', 'Jackpot']);

    await user.click(within(classes).getByRole('button', { name: 'Jackpot' }));
    await waitFor(() => expect(listQueries().at(-1)?.get('gameClassify')).toBe('JP'));
    expect(listQueries().at(-1)?.get('gameType')).toBe('RNG');
    expect(within(classes).getByRole('button', { name: 'Jackpot' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await user.click(within(types).getByRole('button', { name: 'Fishing' }));
    await waitFor(() => expect(listQueries().at(-1)?.get('gameType')).toBe('FISH'));
    expect(listQueries().at(-1)?.get('gameClassify')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Game classes' })).toBeNull();
  });

  it('asks the provider popup list 24 games a page (spec 9: 24 off HOME)', async () => {
    const { listQueries } = serve(twoTypes);
    renderInMemoryRouter(<ProviderGames provider={provider} label="Pragmatic Play games" />);
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(0));
    expect(Object.fromEntries(listQueries()[0]!)).toMatchObject({
      gameType: 'RNG',
      vassalage: 'PP',
      pageNo: '1',
      pageSize: '24',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Fishing' }));
    await waitFor(() => expect(listQueries().at(-1)?.get('gameType')).toBe('FISH'));
    expect(listQueries().at(-1)?.get('pageSize')).toBe('24');
  });

  it('shows no tabs for a provider with one type and one class', async () => {
    const { fetch } = serve({
      vassalage: 'PP',
      types: [{ gameType: 'RNG', total: 3, classifies: [{ gameClassify: 'SLOT', total: 3 }] }],
    });
    renderInMemoryRouter(<ProviderGames provider={provider} label="Pragmatic Play games" />);
    await waitFor(() => expect(fetch.callsTo('/wps/game/vassalage/types').length).toBe(1));
    expect(await screen.findByRole('list', { name: 'Pragmatic Play games' })).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('leaves out types and classes without games', () => {
    const tabs = providerTabs(
      {
        vassalage: 'X',
        types: [
          {
            gameType: 'RNG',
            total: 2,
            classifies: [
              { gameClassify: 'SLOT', total: 2 },
              { gameClassify: 'JP', total: 0 },
            ],
          },
          { gameType: 'LIVE', total: 0, classifies: [] },
        ],
      },
      'RNG',
    );
    expect(tabs).toEqual({ types: [], classifies: [] });
  });
});
