import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../../i18n/i18n';
import { useSessionStore } from '../../lib/session-store';
import { jsonResponse, scriptedFetch } from '../../test/fixtures';
import { renderInMemoryRouter } from '../../test/render';
import { MemberCentre } from './components/member-centre';

const renderAt = (url: string) =>
  renderInMemoryRouter(<MemberCentre pages={{ depositv2: () => <p>deposit page body</p> }} />, url);

beforeAll(async () => {
  await chooseLanguage('EN');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ token: null });
});

describe('member centre shell', () => {
  it('opens securityCenter by default and shows an unknown page id as the default too', () => {
    scriptedFetch({});
    renderAt('/member?page=nope');
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Nothing here yet')).toBeTruthy();
  });

  const uplineIs = (upline: { nickname: string } | null) =>
    scriptedFetch({
      'GET /wps/transfer/upline': () => jsonResponse({ success: true, value: { upline } }),
    });

  it('shows the page chosen by ?page= and every entry of spec 2.6 in the menu for a member with an upline', async () => {
    useSessionStore.setState({ token: 'token-1' });
    uplineIs({ nickname: 'Demo Agent' });
    renderAt('/member?page=depositv2');
    expect(screen.getByRole('heading', { level: 1, name: 'Deposit' })).toBeTruthy();
    expect(screen.getByText('deposit page body')).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Member centre pages' });
    const transfer = await within(menu).findByRole('link', { name: /Transfer to upline/ });
    expect(transfer.getAttribute('href')).toBe('/member?page=transferUpline');
    expect(within(menu).getAllByRole('link')).toHaveLength(17);
  });

  it('hides the transfer-to-upline entry from a member without an upline', async () => {
    useSessionStore.setState({ token: 'token-1' });
    const server = uplineIs(null);
    renderAt('/member');
    const menu = screen.getByRole('navigation', { name: 'Member centre pages' });
    await vi.waitFor(() => expect(server.callsTo('/wps/transfer/upline')).toHaveLength(1));
    // The answer is in: the menu settles without the entry.
    await vi.waitFor(() => expect(within(menu).getAllByRole('link')).toHaveLength(16));
    expect(within(menu).queryByRole('link', { name: /Transfer to upline/ })).toBeNull();
  });

  it('badges the message entry with the unread count, mission and reward with 0', async () => {
    useSessionStore.setState({ token: 'token-1' });
    scriptedFetch({
      'GET /wps/relay/CSP_unreadCount': () => jsonResponse({ success: true, value: { count: 4 } }),
    });
    renderAt('/member');
    const messages = screen.getByRole('link', { name: /Messages/ });
    expect(await within(messages).findByText('4')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: /Missions/ })).getByText('0')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: /Reward center/ })).getByText('0')).toBeTruthy();
  });
});
