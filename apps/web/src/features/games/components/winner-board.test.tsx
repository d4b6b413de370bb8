import type { WinnerBoardValue } from '@gp/contract/play';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSiteStore } from '../../../lib/site-store';
import { jsonResponse, permissionFixture, scriptedFetch } from '../../../test/fixtures';
import { renderInMemoryRouter, resetSession, setupWebTests } from '../../../test/render';
import { gameFixture } from '../test/game-fixtures';
import { WinnerBoard } from './winner-board';
import { stubMatchMedia } from '../../../test/stubs';

const env = setupWebTests();

type Winner = WinnerBoardValue['list'][number];

const winner = (customerName: string, winAmount: string, gameName: string): Winner => ({
  customerName,
  winAmount,
  createdAt: '2030-01-01T00:00:00.000Z',
  game: gameFixture({ gameName, nodeName: gameName }),
});

/** Out of order on purpose: the board sorts by winAmount, largest first. */
const list: Winner[] = [
  winner('ca***ol', '99.99', 'Lucky Koi'),
  winner('ab***yz', '1000.00', 'Dragon Gate'),
  winner('d*****', '5.00', 'Fruit Party'),
  winner('ma***ke', '1000.01', 'Gold Rush'),
  winner('xy***12', '250.50', 'Crystal Dragon Link'),
];

const serve = (value: WinnerBoardValue | (() => Promise<Response>)) => {
  const server = scriptedFetch({
    'GET /wps/game/winners':
      typeof value === 'function' ? value : () => jsonResponse({ success: true, value }),
  });
  const queries = () =>
    server.fetchMock.mock.calls
      // callApi passes the URL as a string.
      .map(([input]) => new URL(input as string, 'http://localhost'))
      .filter((url) => url.pathname === '/wps/game/winners')
      .map((url) => Object.fromEntries(url.searchParams));
  return { server, queries };
};

const stubReducedMotion = (reduce: boolean) =>
  stubMatchMedia((query) => reduce && query === '(prefers-reduced-motion: reduce)');

/** Each ranked or scrolling row as "name | game | amount". */
const rows = (container: HTMLElement) =>
  within(container)
    .getAllByRole('listitem')
    .map((item) =>
      Array.from(item.querySelectorAll(':scope span:not([aria-hidden]):not(:has(span))'))
        .map((span) => span.textContent)
        .join(' | '),
    );

beforeEach(() => {
  resetSession();
  stubReducedMotion(false);
  useSiteStore.getState().setPermission(permissionFixture(env.keys.publicKey), '', '');
});

describe('winner board (spec 2.3, 7.3, 9)', () => {
  it('asks for 20 winners of all categories in the interface language', async () => {
    const { queries } = serve({ list });
    renderInMemoryRouter(<WinnerBoard />);
    await screen.findByRole('heading', { name: 'Big winners' });
    expect(queries()).toEqual([{ gameCategory: 'ALL', language: 'EN', limitNum: '20' }]);
  });

  it('ranks the three biggest wins, then scrolls the rest, largest first, names as the server masks them', async () => {
    serve({ list });
    renderInMemoryRouter(<WinnerBoard />);
    await screen.findByRole('heading', { name: 'Big winners' });
    const [ranked, more] = screen.getAllByRole('list');
    expect(rows(ranked!)).toEqual([
      'Rank 1 | ma***ke | Gold Rush | ₩1,000.01',
      'Rank 2 | ab***yz | Dragon Gate | ₩1,000.00',
      'Rank 3 | xy***12 | Crystal Dragon Link | ₩250.50',
    ]);
    expect(more).toBe(screen.getByRole('list', { name: 'More recent wins' }));
    expect(rows(more!)).toEqual(['ca***ol | Lucky Koi | ₩99.99', 'd***** | Fruit Party | ₩5.00']);
  });

  it('repeats the scrolling rows once, hidden from assistive technology, for a seamless loop', async () => {
    serve({ list });
    const { container } = renderInMemoryRouter(<WinnerBoard />);
    await screen.findByRole('heading', { name: 'Big winners' });
    const copy = container.querySelector('ul[aria-hidden="true"]');
    expect(copy?.textContent).toBe(screen.getByRole('list', { name: 'More recent wins' }).textContent);
  });

  it('keeps the rest still, without the copy, for visitors who ask for reduced motion', async () => {
    stubReducedMotion(true);
    serve({ list });
    const { container } = renderInMemoryRouter(<WinnerBoard />);
    await screen.findByRole('heading', { name: 'Big winners' });
    expect(rows(screen.getByRole('list', { name: 'More recent wins' }))).toHaveLength(2);
    expect(container.querySelector('ul[aria-hidden="true"]')).toBeNull();
  });

  it('shows only the ranked list when there are three winners or fewer', async () => {
    serve({ list: list.slice(0, 2) });
    renderInMemoryRouter(<WinnerBoard />);
    await screen.findByRole('heading', { name: 'Big winners' });
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(rows(screen.getByRole('list'))).toEqual([
      'Rank 1 | ab***yz | Dragon Gate | ₩1,000.00',
      'Rank 2 | ca***ol | Lucky Koi | ₩99.99',
    ]);
  });

  it('shows a busy skeleton while loading, then the board', async () => {
    let release: (() => void) | undefined;
    serve(
      () =>
        new Promise((resolve) => {
          release = () => resolve(jsonResponse({ success: true, value: { list } }));
        }),
    );
    renderInMemoryRouter(<WinnerBoard />);
    const loading = screen.getByRole('region', { name: 'Big winners' });
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(within(loading).queryByRole('list')).toBeNull();
    await waitFor(() => expect(release).toBeDefined());
    release!();
    expect(await screen.findByRole('heading', { name: 'Big winners' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Big winners' }).getAttribute('aria-busy')).toBeNull();
  });

  it('hides the board when the server has no winners, or the call fails', async () => {
    const { server } = serve({ list: [] });
    const empty = renderInMemoryRouter(<WinnerBoard />);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Big winners' })).toBeNull());
    expect(server.callsTo('/wps/game/winners')).toHaveLength(1);
    expect(empty.container.innerHTML).toBe('');
    empty.unmount();

    const failing = scriptedFetch({});
    const failed = renderInMemoryRouter(<WinnerBoard />);
    await waitFor(() => expect(failing.callsTo('/wps/game/winners')).toHaveLength(1));
    await waitFor(() => expect(failed.container.innerHTML).toBe(''));
  });
});
