import { screen, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, scriptedFetch } from '../../../../test/fixtures';
import { setupWebTests } from '../../../../test/render';
import { DemoGamePage } from '../demo-game-page';

setupWebTests();

/** A WebSocket that never connects: the test reads what the page sends and speaks for the server. */
class FakeSocket {
  static last: FakeSocket | null = null;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
    queueMicrotask(() => this.onopen?.());
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.onclose = null;
  }
}

beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
afterEach(() => vi.unstubAllGlobals());

const ok = (value: unknown) => jsonResponse({ success: true, value });
const sessionToken = 'session-token-abcdefghijkl';
const session = (kind: 'roulette' | 'cockfight' | 'niuniu', rules: Record<string, unknown>) => ({
  mode: 'real',
  currency: 'KRW',
  balance: '50000.00',
  wallet: 'MAIN',
  language: 'EN',
  game: {
    nodeId: 'n1',
    name: kind === 'roulette' ? 'Roulette A' : kind === 'niuniu' ? 'Niu Niu Classic' : 'Cockfight Live',
    vendorCode: 'EVO',
    gameType: kind === 'niuniu' ? 'PVP' : 'LIVE',
  },
  betLevels: ['1000.00', '5000.00'],
  rules: { kind, roundMax: '1000000.00', rtp: 97.3, bettingMs: 15_000, revealMs: 8_000, ...rules },
  sessionToken,
});
const rouletteRules = {
  wheel: [
    0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9,
    22, 18, 29, 7, 28, 12, 35, 3, 26,
  ],
  red: [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36],
  limits: { inside: { min: '1000.00', max: '50000.00' }, outside: { min: '1000.00', max: '500000.00' } },
};
const table = (
  terms: unknown = null,
  bets: { area: string; amount: string }[] = [],
  seats: { area: string; player: string; mine: boolean; stake: string }[] = [],
) => {
  const now = Date.now();
  return {
    serverTime: now,
    round: {
      roundNo: 42,
      opensAt: now - 2_000,
      closesAt: now + 13_000,
      endsAt: now + 21_000,
      phase: 'betting',
      terms,
      result: null,
    },
    history: [{ roundNo: 41, result: { number: 17 } }],
    bets,
    last: null,
    seats,
    balance: '50000.00',
  };
};

describe('live roulette table page', () => {
  it('joins the table socket, takes chips on the board and places them as one placement', async () => {
    const server = scriptedFetch({
      'POST /demo-vendor/api/session': () => ok(session('roulette', rouletteRules)),
      'GET /demo-vendor/api/table': () => ok(table()),
      'POST /demo-vendor/api/table/bets': () =>
        ok({
          ...table(null, [
            { area: 'red', amount: '2000.00' },
            { area: 'n17', amount: '1000.00' },
          ]),
          balance: '47000.00',
        }),
    });
    render(<DemoGamePage launchToken="launch-token-roulette" />);
    const board = await screen.findByRole('group', { name: 'Betting board' });
    expect(await screen.findByText('Place your bets')).toBeTruthy();
    expect(FakeSocket.last?.url).toMatch(/\/demo-vendor\/live$/);
    expect(FakeSocket.last?.sent).toEqual([JSON.stringify({ type: 'join', sessionToken })]);
    expect(screen.getByText('17', { selector: '[aria-hidden="true"]' })).toBeTruthy();

    await userEvent.click(within(board).getByRole('button', { name: /^Red/ }));
    await userEvent.click(within(board).getByRole('button', { name: /^Red/ }));
    await userEvent.click(within(board).getByRole('button', { name: /^17 ?, black/ }));
    expect(within(board).getByRole('button', { name: /^Red.*to place 2,000.00/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Place 3,000.00' }));

    const placed = server.callsTo('/demo-vendor/api/table/bets')[0]!;
    expect(placed.headers.authorization).toBe(`Bearer ${sessionToken}`);
    const body = placed.body as { placement: string; bets: unknown };
    expect(body.placement).toMatch(/^[A-Za-z0-9-]{8,40}$/);
    expect(body).toMatchObject({
      bets: [
        { area: 'red', amount: '2000.00' },
        { area: 'n17', amount: '1000.00' },
      ],
    });
    expect(await screen.findByRole('button', { name: /^Red.*placed 2,000.00/ })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Bet this round' }).textContent).toBe('3,000.00');
    expect(screen.getByRole('status', { name: 'Balance' }).textContent).toContain('47,000.00');
  });

  it('bets on two numbers side by side, a row of three and four numbers, and lists them under the board', async () => {
    const server = scriptedFetch({
      'POST /demo-vendor/api/session': () => ok(session('roulette', rouletteRules)),
      'GET /demo-vendor/api/table': () => ok(table()),
      'POST /demo-vendor/api/table/bets': () =>
        ok({
          ...table(null, [
            { area: 'split-17-20', amount: '1000.00' },
            { area: 'street-6', amount: '1000.00' },
            { area: 'corner-32', amount: '1000.00' },
          ]),
          balance: '47000.00',
        }),
    });
    render(<DemoGamePage launchToken="launch-token-roulette" />);
    const board = await screen.findByRole('group', { name: 'Betting board' });
    const number = (n: number) => within(board).getByRole('button', { name: new RegExp(`^${n} ?,`) });

    await userEvent.click(screen.getByRole('radio', { name: /Two numbers/ }));
    expect(screen.getByText('Tap two numbers side by side.')).toBeTruthy();
    expect(within(board).getByRole('button', { name: /^0 ?,/ }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(number(17));
    expect(number(17).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Now tap a number next to 17.')).toBeTruthy();
    // Not a neighbour: the choice moves to it; then 20 joins 17 (one row apart).
    await userEvent.click(number(19));
    expect(number(19).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(number(17));
    await userEvent.click(number(20));
    expect(number(17).getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(screen.getByRole('radio', { name: /Row of three/ }));
    expect(number(17).getAttribute('aria-pressed')).toBeNull();
    expect(number(17).textContent).toContain('bets on 16, 17, 18');
    await userEvent.click(number(17));
    await userEvent.click(screen.getByRole('radio', { name: /Four numbers/ }));
    await userEvent.click(number(36));

    const list = screen.getByRole('region', { name: 'Bets on several numbers' });
    expect(within(list).getByText('Two numbers: 17, 20')).toBeTruthy();
    expect(within(list).getByText('Row of three: 16, 17, 18')).toBeTruthy();
    expect(within(list).getByText('Four numbers: 32, 33, 35, 36')).toBeTruthy();
    expect(within(list).getAllByText('1,000.00 to place')).toHaveLength(3);
    expect(number(18).hasAttribute('data-covered')).toBe(true);
    expect(number(1).hasAttribute('data-covered')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Place 3,000.00' }));
    const body = server.callsTo('/demo-vendor/api/table/bets')[0]!.body as { bets: unknown };
    expect(body.bets).toEqual([
      { area: 'split-17-20', amount: '1000.00' },
      { area: 'street-6', amount: '1000.00' },
      { area: 'corner-32', amount: '1000.00' },
    ]);
    expect(await within(list).findAllByText('1,000.00')).toHaveLength(3);
  });

  it('says why a placement was refused and keeps the chips on the board', async () => {
    scriptedFetch({
      'POST /demo-vendor/api/session': () => ok(session('roulette', rouletteRules)),
      'GET /demo-vendor/api/table': () => ok(table()),
      'POST /demo-vendor/api/table/bets': () =>
        jsonResponse({ success: false, code: 'table_bets_closed' }, 409),
    });
    render(<DemoGamePage launchToken="launch-token-closed" />);
    await userEvent.click(await screen.findByRole('button', { name: /^Odd/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Place 1,000.00' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Bets are closed for this round/);
    expect(screen.getByRole('button', { name: /^Odd.*to place 1,000.00/ })).toBeTruthy();
  });
});

describe('cockfight table page', () => {
  it("shows the fight's odds on Meron, Draw and Wala", async () => {
    scriptedFetch({
      'POST /demo-vendor/api/session': () =>
        ok(
          session('cockfight', {
            drawPays: 17,
            drawChance: 5.26,
            limits: { side: { min: '1000.00', max: '500000.00' }, draw: { min: '1000.00', max: '50000.00' } },
          }),
        ),
      'GET /demo-vendor/api/table': () => ok(table({ fight: 42, meron: 185, wala: 203, draw: 1800 })),
    });
    render(<DemoGamePage launchToken="launch-token-cockfight" />);
    const board = await screen.findByRole('group', { name: 'Betting board' });
    expect(await within(board).findByRole('button', { name: /^Meron ?, pays 1\.85/ })).toBeTruthy();
    expect(within(board).getByRole('button', { name: /^Wala ?, pays 2\.03/ })).toBeTruthy();
    expect(within(board).getByRole('button', { name: /^Draw ?, pays 18\.00/ })).toBeTruthy();
  });
});

describe('niu niu card table page', () => {
  const niuNiuRules = {
    seats: ['seat1', 'seat2', 'seat3', 'seat4', 'seat5'],
    pays: 1.95,
    limits: { seat: { min: '1000.00', max: '200000.00' } },
  };
  const otherPlayer = { area: 'seat2', player: 'ab***yz', mine: false, stake: '5000.00' };

  it("shows who holds each seat, keeps another player's seat shut and places chips on a free one", async () => {
    const server = scriptedFetch({
      'POST /demo-vendor/api/session': () => ok(session('niuniu', niuNiuRules)),
      'GET /demo-vendor/api/table': () => ok(table(null, [], [otherPlayer])),
      'POST /demo-vendor/api/table/bets': () =>
        ok({
          ...table(
            null,
            [{ area: 'seat1', amount: '1000.00' }],
            [{ area: 'seat1', player: 'me***me', mine: true, stake: '1000.00' }, otherPlayer],
          ),
          balance: '49000.00',
        }),
    });
    render(<DemoGamePage launchToken="launch-token-niuniu" />);
    const board = await screen.findByRole('group', { name: 'Betting board' });
    const taken = await within(board).findByRole('button', {
      name: /^Seat 2 ?, Taken by ab\*\*\*yz, 5,000.00 on it/,
    });
    expect(taken.hasAttribute('disabled')).toBe(true);
    const free = within(board).getByRole('button', { name: /^Seat 1 ?, Free seat, pays 0.95:1/ });
    await userEvent.click(free);
    await userEvent.click(screen.getByRole('button', { name: 'Place 1,000.00' }));
    const body = server.callsTo('/demo-vendor/api/table/bets')[0]!.body as { bets: unknown };
    expect(body.bets).toEqual([{ area: 'seat1', amount: '1000.00' }]);
    expect(
      await within(board).findByRole('button', { name: /^Seat 1 ?, Your seat.*placed 1,000.00/ }),
    ).toBeTruthy();
  });

  it('reads the table while bets are open, so a seat another player takes shows up', async () => {
    let seats: (typeof otherPlayer)[] = [];
    const server = scriptedFetch({
      'POST /demo-vendor/api/session': () => ok(session('niuniu', niuNiuRules)),
      'GET /demo-vendor/api/table': () => ok(table(null, [], seats)),
    });
    render(<DemoGamePage launchToken="launch-token-niuniu-2" />);
    const board = await screen.findByRole('group', { name: 'Betting board' });
    expect(await within(board).findByRole('button', { name: /^Seat 2 ?, Free seat/ })).toBeTruthy();
    seats = [otherPlayer];
    expect(
      await within(board).findByRole('button', { name: /^Seat 2 ?, Taken by/ }, { timeout: 3_000 }),
    ).toBeTruthy();
    expect(server.callsTo('/demo-vendor/api/table').length).toBeGreaterThan(1);
  });
});
