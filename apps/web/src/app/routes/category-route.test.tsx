import type { VendorLane } from '@gp/contract/games';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, useLocation } from '../../lib/router';
import { beforeEach, describe, expect, it } from 'vitest';
import { gameFixture } from '../../features/games/test/game-fixtures';
import { useSiteStore } from '../../lib/site-store';
import { jsonResponse, permissionFixture, scriptedFetch } from '../../test/fixtures';
import { renderWithProviders, resetSession, setupWebTests } from '../../test/render';
import { CategoryRoute } from './category-route';

const env = setupWebTests();

const vendor = (vassalage: string, displayName: string, gameType: VendorLane['title']) =>
  gameFixture({ nodeId: `v-${vassalage}`, vassalage, displayName, gameType, gameCategory: gameType });

/** The server's vendor lanes: e-sport (IMES) and cockfight (SV3) vendors arrive in the SPORTS lane. */
const lanes: VendorLane[] = [
  { title: 'RNG', cards: [vendor('PG', 'PG Soft', 'RNG')] },
  {
    title: 'SPORTS',
    cards: [
      vendor('SBO', 'SBO Sports', 'SPORTS'),
      vendor('IMES', 'IM E-Sports', 'SPORTS'),
      vendor('SV3', 'SV388', 'SPORTS'),
      vendor('CMD', 'CMD368', 'SPORTS'),
    ],
  },
];

const Where = () => {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
};

const openPage = (path: string) =>
  renderWithProviders(
    createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              <CategoryRoute />
              <Where />
            </>
          ),
        },
      ],
      { initialEntries: [path] },
    ),
  );

const grid = async (label: string) => within(await screen.findByRole('list', { name: label }));
/** The vendor names of a grid, in order. */
const names = (list: Awaited<ReturnType<typeof grid>>): (string | null)[] =>
  list.getAllByRole('listitem').map((item) => within(item).getByRole('heading', { level: 2 }).textContent);

beforeEach(() => {
  resetSession();
  const permission = permissionFixture(env.keys.publicKey);
  permission.info.site.esportVendors = ['IMES'];
  permission.info.site.cockfightVendors = ['SV3'];
  useSiteStore.getState().setPermission(permission, '/cdn/img1', '/cdn/launch1');
});

describe('category vendor page (spec 2.1 /sports, /esports, /lott, /elott)', () => {
  it('shows the vendors of the SPORTS lane, without the e-sport and cockfight vendors', async () => {
    const server = scriptedFetch({
      'GET /wps/game/vendor': () => jsonResponse({ success: true, value: { data: { lanes } } }),
    });
    openPage('/sports');
    const list = await grid('Sports');
    expect(names(list)).toEqual(['SBO Sports', 'CMD368']);
    expect(list.getByRole('button', { name: 'Open SBO Sports' })).toBeTruthy();
    // Issue 14: the card names the vendor; its internal code is not shown.
    expect(list.queryByText('CMD')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Sports' })).toBeTruthy();
    expect(screen.getByText('2 providers')).toBeTruthy();
    expect(server.callsTo('/wps/game/vendor')).toHaveLength(1);
  });

  it('names lottery vendors in the viewer language, never by their internal code (issue 14)', async () => {
    const lott: VendorLane = {
      title: 'LOTT',
      cards: [vendor('LOTT', 'Lottery', 'LOTT'), vendor('TCG_LOTTO_VN', 'Vietnam Lottery', 'LOTT')],
    };
    scriptedFetch({
      'GET /wps/game/vendor': () => jsonResponse({ success: true, value: { data: { lanes: [lott] } } }),
    });
    openPage('/lott');
    const list = await grid('Lottery');
    expect(names(list)).toEqual(['Lottery', 'Vietnam Lottery']);
    expect(list.queryByText(/TCG_/)).toBeNull();
  });

  it('shows the e-sport vendors split out of SPORTS on /esports', async () => {
    scriptedFetch({
      'GET /wps/game/vendor': () => jsonResponse({ success: true, value: { data: { lanes } } }),
    });
    openPage('/esports');
    expect(names(await grid('E-Sports'))).toEqual(['IM E-Sports']);
  });

  it('says so when the category has no vendor', async () => {
    scriptedFetch({
      'GET /wps/game/vendor': () => jsonResponse({ success: true, value: { data: { lanes } } }),
    });
    openPage('/lott');
    expect(await screen.findByRole('heading', { name: 'No games here yet' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Lottery' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Lottery' })).toBeNull();
  });

  it('sends a visitor who starts a vendor game to /login', async () => {
    scriptedFetch({
      'GET /wps/game/vendor': () => jsonResponse({ success: true, value: { data: { lanes } } }),
    });
    openPage('/sports');
    await userEvent.click((await grid('Sports')).getByRole('button', { name: 'Open CMD368' }));
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });
});
