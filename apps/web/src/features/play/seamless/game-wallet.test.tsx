import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from '../../../lib/router';
import { beforeEach, describe, expect, it } from 'vitest';
import { seamlessPath, type SeamlessLaunch } from '../../../lib/seamless-launch';
import { useSessionStore } from '../../../lib/session-store';
import { useSiteStore } from '../../../lib/site-store';
import { jsonResponse, permissionFixture, scriptedFetch } from '../../../test/fixtures';
import { renderWithProviders, setupWebTests } from '../../../test/render';
import { gameMessageSource } from '../game-messages';
import { SeamlessPage } from './seamless-page';

const env = setupWebTests();

const balances = (main: string, pg = '0.00') =>
  jsonResponse({
    success: true,
    value: {
      balance: main,
      currency: 'KRW',
      currencySymbol: '₩',
      isSingle: false,
      wallets: [
        { vendorCode: 'PG', name: 'PG Soft', balance: pg },
        { vendorCode: 'JDB', name: 'JDB Gaming', balance: '0.00' },
      ],
      playBalance: '0.00',
    },
  });
const moved = () => jsonResponse({ success: true, value: { entryId: 9, balance: '0.00', replayed: false } });

const pgLaunch = (walletSession: string | null): { launch: SeamlessLaunch } => ({
  launch: {
    gameName: 'Fortune Tiger',
    nodeId: 'n-pg',
    mode: 'real',
    expiresAt: new Date(Date.now() + 300_000).toISOString(),
    wallet: 'PG',
    walletSession,
  },
});

const open = (state: unknown) => {
  const router = createMemoryRouter(
    [
      { path: '/seamless', element: <SeamlessPage /> },
      { path: '/', element: <p>lobby page</p> },
    ],
    {
      initialEntries: [
        { pathname: '/seamless', search: seamlessPath('/demo-game?token=t1&lang=EN').slice(9), state },
      ],
    },
  );
  renderWithProviders(router);
  return router;
};

describe('game wallet on the seamless page', () => {
  beforeEach(() => {
    useSiteStore.setState({ permission: permissionFixture(env.keys.publicKey) });
    useSessionStore.setState({ token: 'member-token' });
  });

  it('without the automatic transfer asks how much to move, with All one tap away, then opens the game', async () => {
    const server = scriptedFetch({
      'GET /wps/v2/wallets/balance': () => balances('250.00'),
      'POST /wps/relay/GCS_walletTransfer': moved,
    });
    const user = userEvent.setup();
    open(pgLaunch(null));
    const dialog = await screen.findByRole('dialog', { name: 'Move money to the PG Soft wallet?' });
    expect(document.querySelector('iframe')).toBeNull();
    expect(dialog.textContent).toContain(
      'Fortune Tiger plays from your PG Soft wallet, which holds ₩0.00. Your main wallet holds ₩250.00.',
    );
    const amount = screen.getByLabelText<HTMLInputElement>('Amount to move');
    await waitFor(() => expect(amount.value).toBe('250.00'));

    // Bad amounts never reach the server.
    await user.clear(amount);
    await user.type(amount, '300');
    await user.click(screen.getByRole('button', { name: 'Move and play' }));
    expect(await screen.findByText('Your main wallet holds ₩250.00: enter at most that.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, 'abc');
    await user.click(screen.getByRole('button', { name: 'Move and play' }));
    expect(server.callsTo('/wps/relay/GCS_walletTransfer')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Move all of the main wallet (₩250.00)' }));
    expect(amount.value).toBe('250.00');
    await user.click(screen.getByRole('button', { name: 'Move and play' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [transfer] = server.callsTo('/wps/relay/GCS_walletTransfer');
    expect(transfer?.body).toEqual({ from: 'MAIN', to: 'PG', amount: '250.00' });
    expect(transfer?.headers['idempotency-key']).toMatch(/^[\w-]{8,}$/);
    expect(screen.getByTitle('Fortune Tiger').tagName).toBe('IFRAME');
  });

  it('Skip opens the game with what its wallet holds; an empty main wallet asks nothing', async () => {
    const server = scriptedFetch({ 'GET /wps/v2/wallets/balance': () => balances('90.00', '15.00') });
    const user = userEvent.setup();
    open(pgLaunch(null));
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(screen.getByTitle('Fortune Tiger').tagName).toBe('IFRAME');
    expect(server.callsTo('/wps/relay/GCS_walletTransfer')).toHaveLength(0);
  });

  it('opens at once when the main wallet is empty', async () => {
    scriptedFetch({ 'GET /wps/v2/wallets/balance': () => balances('0.00', '15.00') });
    open(pgLaunch(null));
    expect((await screen.findByTitle('Fortune Tiger')).tagName).toBe('IFRAME');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with the automatic transfer opens at once and leaves the wallet session when the page closes', async () => {
    const server = scriptedFetch({
      'GET /wps/v2/wallets/balance': () => balances('0.00', '250.00'),
      'POST /wps/game/leaveGame': () =>
        jsonResponse({ success: true, value: { wallet: 'PG', returned: '250.00', pending: false } }),
    });
    const user = userEvent.setup();
    open(pgLaunch('5f0c7a54-4d1e-4a57-9a55-3c0f1f2f6e11'));
    expect(screen.getByTitle('Fortune Tiger').tagName).toBe('IFRAME');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close game' }));
    await screen.findByText('lobby page');
    await waitFor(() => expect(server.callsTo('/wps/game/leaveGame')).toHaveLength(1));
    expect(server.callsTo('/wps/game/leaveGame')[0]?.body).toEqual({
      walletSession: '5f0c7a54-4d1e-4a57-9a55-3c0f1f2f6e11',
    });
  });

  it('a game that found too little in its wallet gets the transfer dialog, prefilled', async () => {
    const server = scriptedFetch({
      'GET /wps/v2/wallets/balance': () => balances('40.00', '0.50'),
      'POST /wps/relay/GCS_walletTransfer': moved,
    });
    const user = userEvent.setup();
    open(pgLaunch('5f0c7a54-4d1e-4a57-9a55-3c0f1f2f6e12'));
    const frame = screen.getByTitle<HTMLIFrameElement>('Fortune Tiger');
    act(() => {
      fireEvent(
        window,
        new MessageEvent('message', {
          data: { source: gameMessageSource, type: 'transfer' },
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      );
    });
    await screen.findByRole('dialog', { name: 'Transfer to the PG Soft wallet' });
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Amount to move').value).toBe('40.00'),
    );
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('/wps/relay/GCS_walletTransfer')[0]?.body).toEqual({
      from: 'MAIN',
      to: 'PG',
      amount: '40.00',
    });
  });
});
