import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameMessageSource } from '../game-messages';
import { jsonResponse, scriptedFetch } from '../../../test/fixtures';
import { setupWebTests } from '../../../test/render';
import { DemoGamePage } from './demo-game-page';

setupWebTests();

const paylines = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
];
const state = (mode: 'real' | 'free' = 'real', wallet: string | null = 'MAIN') => ({
  mode,
  currency: 'KRW',
  balance: '1000.00',
  wallet,
  language: 'EN',
  game: { nodeId: 'n1', name: 'Lucky Sevens', vendorCode: 'DEMO', gameType: 'RNG' },
  betLevels: ['100.00', '200.00', '500.00'],
  rules: { kind: 'slot', reels: 5, rows: 3, paylines, paytable: { SEVEN: [40, 150, 750] }, rtp: 96.5 },
});
const ok = (value: unknown) => jsonResponse({ success: true, value });
const fail = (code: string, status: number) => jsonResponse({ success: false, code }, status);
const spinResult = {
  roundId: 'r-1',
  bet: '200.00',
  win: '400.00',
  balance: '1200.00',
  window: [
    ['LEMON', 'SEVEN', 'BELL'],
    ['PLUM', 'SEVEN', 'BAR'],
    ['GRAPE', 'SEVEN', 'PLUM'],
    ['BELL', 'CHERRY', 'LEMON'],
    ['ORANGE', 'BAR', 'CHERRY'],
  ],
  lines: [{ line: 1, symbol: 'SEVEN', count: 3, multiplier: 40, win: '400.00' }],
};

const renderGame = (token: string | null) =>
  render(
    <StrictMode>
      <>
        <DemoGamePage launchToken={token} spinMs={0} />
      </>
    </StrictMode>,
  );

describe('demo slot page', () => {
  it('exchanges the launch token once (StrictMode) and keeps the session token for spins', async () => {
    const server = scriptedFetch({
      'POST /demo-vendor/api/session': () => ok({ ...state(), sessionToken: 'session-token-abcdefghijkl' }),
      'POST /demo-vendor/api/spin': () => ok(spinResult),
    });
    renderGame('launch-token-once');
    expect(await screen.findByRole('heading', { name: 'Lucky Sevens' })).toBeTruthy();
    expect(server.callsTo('/demo-vendor/api/session')).toHaveLength(1);
    expect(server.callsTo('/demo-vendor/api/session')[0]?.body).toEqual({ token: 'launch-token-once' });
    expect(screen.getByRole('status', { name: 'Balance' }).textContent).toContain('1,000.00');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Bet' }).value).toBe('200.00');
    expect(screen.queryByText('Free trial')).toBeNull();
    expect(sessionStorage.length + localStorage.length).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByText('You won 400.00')).toBeTruthy();
    const spin = server.callsTo('/demo-vendor/api/spin')[0]!;
    expect(spin.body).toEqual({ bet: '200.00' });
    expect(spin.headers.authorization).toBe('Bearer session-token-abcdefghijkl');
    expect(screen.getByRole('status', { name: 'Balance' }).textContent).toContain('1,200.00');
    expect(screen.getByRole('status', { name: 'Last win' }).textContent).toBe('400.00');
    const reels = screen.getByRole('group', { name: 'Reels' });
    const winning = within(reels)
      .getAllByRole('img')
      .filter((cell) => cell.hasAttribute('data-win'))
      .map((cell) => cell.getAttribute('aria-label'));
    expect(winning).toEqual(['Reel 1, row 2: Seven', 'Reel 2, row 2: Seven', 'Reel 3, row 2: Seven']);
    expect(screen.getByText(/Line 1: 3 × Seven pays 400.00/)).toBeTruthy();
  });

  it('spins with the chosen bet from the keyboard on the focused reels', async () => {
    const server = scriptedFetch({
      'POST /demo-vendor/api/session': () =>
        ok({ ...state('free'), sessionToken: 'session-token-abcdefghijkl' }),
      'POST /demo-vendor/api/spin': () => ok({ ...spinResult, win: '0.00', lines: [] }),
    });
    renderGame('launch-token-keys');
    await screen.findByText('Free trial');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Bet' }), '500.00');
    screen.getByRole('group', { name: 'Reels' }).focus();
    await userEvent.keyboard(' ');
    expect(await screen.findByText('No win this time. Spin again!')).toBeTruthy();
    expect(server.callsTo('/demo-vendor/api/spin')[0]?.body).toEqual({ bet: '500.00' });
  });

  it('says clearly when the balance does not cover the bet, and stays playable', async () => {
    scriptedFetch({
      'POST /demo-vendor/api/session': () => ok({ ...state(), sessionToken: 'session-token-abcdefghijkl' }),
      'POST /demo-vendor/api/spin': () => fail('insufficient_balance', 409),
    });
    renderGame('launch-token-poor');
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Not enough balance for this bet/);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Spin' }).disabled).toBe(false);
  });

  describe('in the platform frame, playing from a vendor wallet', () => {
    const parent = { postMessage: vi.fn() };
    const ownParent = Object.getOwnPropertyDescriptor(window, 'parent')!;
    afterEach(() => {
      Object.defineProperty(window, 'parent', ownParent);
      parent.postMessage.mockClear();
    });

    it('names the wallet when it runs short, offers the transfer and reads the balance after it', async () => {
      Object.defineProperty(window, 'parent', { value: parent, configurable: true });
      const server = scriptedFetch({
        'POST /demo-vendor/api/session': () =>
          ok({ ...state('real', 'PG'), balance: '50.00', sessionToken: 'session-token-abcdefghijkl' }),
        'POST /demo-vendor/api/spin': () => fail('insufficient_balance', 409),
        'GET /demo-vendor/api/state': () => ok({ ...state('real', 'PG'), balance: '950.00' }),
      });
      renderGame('launch-token-pg');
      await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
      expect((await screen.findByRole('alert')).textContent).toContain(
        'Not enough balance in your PG wallet for this bet.',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Transfer to PG wallet' }));
      expect(parent.postMessage).toHaveBeenCalledWith(
        { source: gameMessageSource, type: 'transfer' },
        window.location.origin,
      );
      act(() => {
        fireEvent(
          window,
          new MessageEvent('message', {
            data: { source: gameMessageSource, type: 'refresh' },
            origin: window.location.origin,
            source: parent as unknown as Window,
          }),
        );
      });
      expect(await screen.findByText(/950\.00/)).toBeTruthy();
      expect(server.callsTo('/demo-vendor/api/state')[0]?.headers).toMatchObject({
        authorization: 'Bearer session-token-abcdefghijkl',
      });
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });

  it('offers to reopen the game when the game session has ended, without touching the login', async () => {
    sessionStorage.setItem('token', 'platform-session');
    scriptedFetch({
      'POST /demo-vendor/api/session': () => ok({ ...state(), sessionToken: 'session-token-abcdefghijkl' }),
      'POST /demo-vendor/api/spin': () => fail('game_session_invalid', 401),
    });
    renderGame('launch-token-ended');
    await userEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    expect(await screen.findByRole('heading', { name: 'This game session has ended' })).toBeTruthy();
    expect(sessionStorage.getItem('token')).toBe('platform-session');
  });

  it('shows the ended state for a spent launch token and when there is no token', async () => {
    scriptedFetch({ 'POST /demo-vendor/api/session': () => fail('game_session_invalid', 401) });
    renderGame('launch-token-spent');
    expect(await screen.findByRole('heading', { name: 'This game session has ended' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the lobby' }).getAttribute('href')).toBe('/');
    act(() => {
      renderGame(null);
    });
    expect(screen.getAllByRole('heading', { name: 'This game session has ended' })).toHaveLength(2);
  });

  it('opens the paytable and rules with the RTP', async () => {
    scriptedFetch({
      'POST /demo-vendor/api/session': () => ok({ ...state(), sessionToken: 'session-token-abcdefghijkl' }),
    });
    renderGame('launch-token-rules');
    await userEvent.click(await screen.findByRole('button', { name: 'Paytable & rules' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paytable & rules' });
    expect(within(dialog).getByText('Return to player: 96.50%')).toBeTruthy();
    expect(within(dialog).getByRole('row', { name: /Seven 40× 150× 750×/ })).toBeTruthy();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
  });
});
