import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session-store';
import { jsonResponse, scriptedFetch } from '../../../test/fixtures';
import { renderInMemoryRouter, setupWebTests } from '../../../test/render';
import { BetRecordsPage } from './bet-records-page';
import { ProfitLossPage } from './profit-loss-page';

setupWebTests();

const ok = (value: unknown) => jsonResponse({ success: true, value });
/** The provider filter's choices, as the server answers them with the records. */
const vendors = [
  { code: 'CQ9', name: 'CQ9 Gaming' },
  { code: 'DEMO', name: 'Demo Games' },
  { code: 'JDB', name: 'JDB Gaming' },
  { code: 'JL', name: 'JILI' },
];
const totals = { rounds: 42, bet: '8400.00', validBet: '8300.00', win: '7900.50', profit: '-499.50' };
const record = (id: number) => ({
  id,
  roundId: `round-${id}`,
  vendorCode: 'DEMO',
  nodeId: 'n1',
  gameName: `Lucky Sevens ${id}`,
  gameType: 'RNG',
  bet: '200.00',
  validBet: '200.00',
  win: id % 2 ? '400.00' : '0.00',
  profit: id % 2 ? '200.00' : '-200.00',
  status: 'settled',
  createdAt: '2026-05-01T10:00:00.000Z',
});

describe('bet record page (personalHistoryCopy)', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: 'member-token' });
  });

  /** Answers page after page of two records; the query of every call is kept (scriptedFetch keeps paths). */
  const serve = () => {
    const urls = () =>
      server.fetchMock.mock.calls.map(([input]) => new URL(input as string, 'http://localhost').searchParams);
    const server = scriptedFetch({
      'GET /wps/member/betRecords': () =>
        ok({
          content: [record(1), record(2)],
          pending: [
            {
              roundId: 'bet-open-1',
              vendorCode: 'SBO',
              nodeId: 'n9',
              gameName: 'SBO Sportsbook',
              gameType: 'SPORTS',
              bet: '25.00',
              status: 'pending',
              createdAt: '2026-05-01T10:00:00Z',
            },
          ],
          pageNum: Number(urls().at(-1)?.get('pageNum') ?? 1),
          totalPages: 3,
          total: 42,
          totals,
          vendors,
        }),
    });
    return { server, urls };
  };

  it('lists rounds with game, vendor, amounts, profit, time and round id, and the totals', async () => {
    serve();
    renderInMemoryRouter(<BetRecordsPage />);
    const table = await screen.findByRole('region', { name: 'Bet record list' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1]!);
    expect(first.getByText('Lucky Sevens 1')).toBeTruthy();
    expect(first.getByText('Slots')).toBeTruthy();
    expect(first.getByText('Demo Games')).toBeTruthy();
    expect(first.getByText('+200.00')).toBeTruthy();
    expect(first.getByText('round-1')).toBeTruthy();
    expect(within(rows[2]!).getByText('-200.00')).toBeTruthy();
    const summary = screen.getByLabelText('Totals of the filtered records');
    expect(within(summary).getByText('42')).toBeTruthy();
    expect(within(summary).getByText('8,300.00')).toBeTruthy();
    expect(within(summary).getByText('-499.50')).toBeTruthy();
    // A bet still open (a match not ended) is listed above the records, outside the totals.
    const pending = screen.getByRole('region', { name: 'Pending bets' });
    expect(within(pending).getByText('SBO Sportsbook')).toBeTruthy();
    expect(within(pending).getByText('25.00')).toBeTruthy();
    expect(within(pending).getByText('bet-open-1')).toBeTruthy();
  });

  it('sends the filters as query parameters and goes back to page 1 when they change', async () => {
    const { urls } = serve();
    renderInMemoryRouter(<BetRecordsPage />);
    await screen.findByRole('region', { name: 'Bet record list' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    expect(urls().at(-1)?.get('pageNum')).toBe('2');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Game type' }), 'RNG');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Provider' }), 'DEMO');
    await userEvent.type(screen.getByLabelText('From'), '2026-05-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-05-03');
    await screen.findByRole('region', { name: 'Bet record list' });
    const last = urls().at(-1)!;
    expect(last.get('gameType')).toBe('RNG');
    expect(last.get('vendor')).toBe('DEMO');
    expect(last.get('pageNum')).toBe('1');
    expect(last.get('pageSize')).toBe('20');
    // Whole local days: from local midnight of the first day to local midnight after the last.
    expect(last.get('from')).toBe(new Date('2026-05-01T00:00:00').toISOString());
    expect(last.get('to')).toBe(new Date('2026-05-04T00:00:00').toISOString());
  });

  it('offers every provider the server lists in the provider filter, by name', async () => {
    serve();
    renderInMemoryRouter(<BetRecordsPage />);
    await screen.findByRole('region', { name: 'Bet record list' });
    const filter = screen.getByRole('combobox', { name: 'Provider' });
    const options = within(filter)
      .getAllByRole('option')
      .map((option) => [(option as HTMLOptionElement).value, option.textContent]);
    expect(options).toEqual([
      ['', 'All providers'],
      ['CQ9', 'CQ9 Gaming'],
      ['DEMO', 'Demo Games'],
      ['JDB', 'JDB Gaming'],
      ['JL', 'JILI'],
    ]);
  });

  it('shows an empty state when nothing matches', async () => {
    scriptedFetch({
      'GET /wps/member/betRecords': () =>
        ok({
          content: [],
          pending: [],
          pageNum: 1,
          totalPages: 0,
          total: 0,
          totals: { rounds: 0, bet: '0.00', validBet: '0.00', win: '0.00', profit: '0.00' },
          vendors,
        }),
    });
    renderInMemoryRouter(<BetRecordsPage />);
    expect(await screen.findByRole('heading', { name: 'No bets found' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Bet record pages' })).toBeNull();
  });
});

describe('profit and loss page (personalProfit)', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: 'member-token' });
  });

  it('asks for today first, then each period, with the per-game-type breakdown', async () => {
    const server = scriptedFetch({
      'GET /wps/member/profitLoss': () =>
        ok({
          from: '2026-05-01T00:00:00.000Z',
          to: '2026-05-02T00:00:00.000Z',
          totals,
          byGameType: [
            {
              gameType: 'RNG',
              rounds: 40,
              bet: '8000.00',
              validBet: '8000.00',
              win: '7500.50',
              profit: '-499.50',
            },
            { gameType: 'LIVE', rounds: 2, bet: '400.00', validBet: '400.00', win: '400.00', profit: '0.00' },
          ],
        }),
    });
    const urls = () =>
      server.fetchMock.mock.calls.map(([input]) => new URL(input as string, 'http://localhost').searchParams);
    renderInMemoryRouter(<ProfitLossPage />);
    const table = await screen.findByRole('region', { name: 'Profit and loss by game type' });
    expect(within(table).getByRole('rowheader', { name: 'Slots' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Live Casino' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');
    expect(urls()[0]?.get('period')).toBe('today');
    expect(urls()[0]?.get('tzOffsetMinutes')).toBe(String(-new Date().getTimezoneOffset() || 0));

    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(urls().at(-1)?.get('period')).toBe('last7days');

    await userEvent.click(screen.getByRole('button', { name: 'Custom range' }));
    expect(screen.getByText('Choose the first and last day of the range.')).toBeTruthy();
    const before = urls().length;
    await userEvent.type(screen.getByLabelText('From'), '2026-04-01');
    expect(urls()).toHaveLength(before);
    await userEvent.type(screen.getByLabelText('To'), '2026-04-30');
    await screen.findByRole('region', { name: 'Profit and loss by game type' });
    const last = urls().at(-1)!;
    expect(last.get('period')).toBe('range');
    expect(last.get('from')).toBe(new Date('2026-04-01T00:00:00').toISOString());
    expect(last.get('to')).toBe(new Date('2026-05-01T00:00:00').toISOString());
  });
});
