import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, scriptedFetch } from '../../../../test/fixtures';
import { setupWebTests } from '../../../../test/render';
import { DemoGamePage } from '../demo-game-page';

setupWebTests();

const ok = (value: unknown) => jsonResponse({ success: true, value });
const refused = (code: string) => jsonResponse({ success: false, code, message: code }, 409);
const sessionToken = 'session-token-abcdefghijkl';
const session = {
  mode: 'real',
  currency: 'KRW',
  balance: '500.00',
  wallet: 'MAIN',
  language: 'EN',
  game: { nodeId: 'n9', name: 'SBO Sportsbook', vendorCode: 'SBO', gameType: 'SPORTS' },
  betLevels: [],
  rules: { kind: 'sportsbook', book: 'sports' },
  sessionToken,
};
const fixture = (id: string, home: string, away: string, odds: [string, string, string]) => ({
  id,
  sport: 'football',
  home,
  away,
  kickoffAt: Date.now() + 45 * 60_000,
  markets: [
    {
      key: '1x2',
      kind: '1x2',
      line: null,
      selections: [
        { key: 'home', odds: odds[0] },
        { key: 'draw', odds: odds[1] },
        { key: 'away', odds: odds[2] },
      ],
    },
    {
      key: 'handicap:-0.75',
      kind: 'handicap',
      line: '-0.75',
      selections: [
        { key: 'home', odds: '2.05' },
        { key: 'away', odds: '1.80' },
      ],
    },
  ],
});
const board = (homeOdds = '1.95') => ({
  serverTime: Date.now(),
  book: 'sports',
  sports: [
    {
      key: 'football',
      fixtures: [
        fixture('football-1', 'Northport United', 'Riverside Rovers', [homeOdds, '3.40', '4.10']),
        fixture('football-2', 'Kingsbridge City', 'Ashford Athletic', ['2.50', '3.10', '2.80']),
      ],
    },
    { key: 'basketball', fixtures: [] },
  ],
  limits: { minStake: '1.00', maxStake: '5000.00', maxPayout: '100000.00', maxLegs: 10 },
  marginPercent: 5,
});
const openBet = {
  betId: 'b1',
  kind: 'single',
  stake: '25.00',
  odds: '1.95',
  potential: '48.75',
  status: 'open',
  payout: null,
  placedAt: new Date().toISOString(),
  settledAt: null,
  legs: [
    {
      fixtureId: 'football-1',
      sport: 'football',
      home: 'Northport United',
      away: 'Riverside Rovers',
      kickoffAt: Date.now(),
      market: '1x2',
      selection: 'home',
      odds: '1.95',
      result: null,
      outcome: null,
    },
  ],
};

describe('sportsbook page', () => {
  it('adds picks to the slip and places them as one accumulator at the odds shown', async () => {
    let balance = '500.00';
    const server = scriptedFetch({
      'POST /demo-vendor/api/session': () => ok(session),
      'GET /demo-vendor/api/sports': () => ok(board()),
      'GET /demo-vendor/api/sports/bets': () => ok({ open: [], settled: [], balance }),
      'POST /demo-vendor/api/sports/bets': () => {
        balance = '490.00';
        return ok({ bet: openBet, balance });
      },
    });
    render(<DemoGamePage launchToken="launch-token-sportsbook" />);
    const first = await screen.findByRole('article', { name: /Northport United/ });
    await userEvent.click(
      within(first).getByRole('button', { name: 'Match result: Northport United, odds 1.95' }),
    );
    const second = screen.getByRole('article', { name: /Kingsbridge City/ });
    await userEvent.click(within(second).getByRole('button', { name: 'More markets (1)' }));
    await userEvent.click(
      within(second).getByRole('button', { name: 'Handicap: Ashford Athletic +0.75, odds 1.80' }),
    );
    const slip = screen.getByRole('region', { name: /Bet slip/ });
    expect(within(slip).getByText('Total stake').nextSibling?.textContent).toBe('20.00');
    await userEvent.click(within(slip).getByRole('radio', { name: 'Accumulator' }));
    expect(within(slip).getByText('3.51')).toBeTruthy();
    const stake = within(slip).getByLabelText('Stake');
    await userEvent.clear(stake);
    await userEvent.type(stake, '10');
    expect(within(slip).getByText('Potential return').nextSibling?.textContent).toBe('35.10');
    await userEvent.click(within(slip).getByRole('button', { name: 'Place bet' }));

    const placed = server.callsTo('/demo-vendor/api/sports/bets').filter((c) => c.method === 'POST');
    expect(placed).toHaveLength(1);
    expect(placed[0]!.headers.authorization).toBe(`Bearer ${sessionToken}`);
    expect(placed[0]!.body).toMatchObject({
      stake: '10.00',
      acceptOddsChanges: false,
      legs: [
        { fixtureId: 'football-1', market: '1x2', selection: 'home', odds: '1.95' },
        { fixtureId: 'football-2', market: 'handicap:-0.75', selection: 'away', odds: '1.80' },
      ],
    });
    expect(await within(slip).findByText('Bet placed: 10.00 staked.')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Balance' }).textContent).toContain('490.00');
  });

  it('keeps a refused pick on the slip with the reason and offers the new odds', async () => {
    let odds = '1.95';
    scriptedFetch({
      'POST /demo-vendor/api/session': () => ok(session),
      'GET /demo-vendor/api/sports': () => ok(board(odds)),
      'GET /demo-vendor/api/sports/bets': () => ok({ open: [openBet], settled: [], balance: '500.00' }),
      'POST /demo-vendor/api/sports/bets': () => {
        odds = '2.05';
        return refused('odds_changed');
      },
    });
    render(<DemoGamePage launchToken="launch-token-sportsbook-2" />);
    const first = await screen.findByRole('article', { name: /Northport United/ });
    await userEvent.click(
      within(first).getByRole('button', { name: 'Match result: Northport United, odds 1.95' }),
    );
    const slip = screen.getByRole('region', { name: /Bet slip/ });
    await userEvent.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect((await within(slip).findByRole('alert')).textContent).toMatch(/The odds have changed/);
    expect(await within(slip).findByText('Odds changed from 1.95 to 2.05')).toBeTruthy();
    await userEvent.click(within(slip).getByRole('button', { name: 'Take the new odds' }));
    expect(within(slip).queryByText(/Odds changed/)).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: /My bets/ }));
    const open = await screen.findByRole('region', { name: 'Open bets' });
    expect(within(open).getByText('Single')).toBeTruthy();
    expect(within(open).getByText('48.75')).toBeTruthy();
  });
});
