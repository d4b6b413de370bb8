import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../../../i18n/i18n';
import { useSessionStore } from '../../../lib/session-store';
import { jsonResponse, scriptedFetch } from '../../../test/fixtures';
import { renderInMemoryRouter } from '../../../test/render';
import { balanceHiddenKey, HeaderBalance } from './header-balance';

const balanceOf = (
  balance: string,
  wallets: { vendorCode: string; name: string; balance: string }[] = [],
  playBalance = '0.00',
) =>
  jsonResponse({
    success: true,
    value: { balance, currency: 'KRW', currencySymbol: '₩', isSingle: false, wallets, playBalance },
  });

const renderBalance = () => renderInMemoryRouter(<HeaderBalance />);

beforeAll(async () => {
  await chooseLanguage('EN');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  useSessionStore.setState({ token: null, isLogin: false, isTrial: false });
});

describe('header balance', () => {
  it('shows symbol, separators and two decimals; refresh reloads it; hide is remembered', async () => {
    useSessionStore.setState({ token: 'token-1', isLogin: true });
    const answers = ['1234567.50', '99.00'];
    const server = scriptedFetch({
      'GET /wps/v2/wallets/balance': () => balanceOf(answers.shift() ?? '0.00'),
    });
    const user = userEvent.setup();
    renderBalance();
    const value = screen.getByTestId('header-balance');
    await waitFor(() => expect(value.textContent).toBe('₩1,234,567.50'));
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/member?page=depositv2');
    expect(screen.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe('/member?page=withdraw');

    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(value.textContent).toBe('₩99.00'));
    expect(server.callsTo('/wps/v2/wallets/balance')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(value.textContent).not.toContain('99');
    expect(sessionStorage.getItem(balanceHiddenKey)).toBe('true');
    cleanup();
    renderBalance();
    expect(screen.getByRole('button', { name: 'Show balance' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the total across wallets, with a breakdown per wallet that Escape closes', async () => {
    useSessionStore.setState({ token: 'token-2', isLogin: true });
    scriptedFetch({
      'GET /wps/v2/wallets/balance': () =>
        balanceOf('0.10', [
          { vendorCode: 'PG', name: 'PG Soft', balance: '1234.95' },
          { vendorCode: 'JDB', name: 'JDB Gaming', balance: '0.00' },
        ]),
    });
    const user = userEvent.setup();
    renderBalance();
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe('₩1,235.05'));
    const toggle = screen.getByRole('button', { name: 'Balance by wallet' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const list = screen.getByRole('list', { name: 'Your wallets' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Main wallet₩0.10', 'PG Soft₩1,234.95', 'JDB Gaming₩0.00']);
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});

describe('header balance of a trial user', () => {
  it('shows the play money, labelled as play money and without the currency symbol', async () => {
    useSessionStore.setState({ token: 'token-2', isLogin: true, isTrial: true });
    scriptedFetch({ 'GET /wps/v2/wallets/balance': () => balanceOf('0.00', [], '1000000.00') });
    renderBalance();
    const value = screen.getByTestId('header-balance');
    await waitFor(() => expect(value.textContent).toBe('1,000,000.00'));
    expect(screen.getByRole('status', { name: 'Play money' })).toBe(value);
    expect(value.getAttribute('title')).toMatch(/cannot be deposited, withdrawn or transferred/);
  });
});
