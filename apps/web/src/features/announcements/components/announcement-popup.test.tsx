import type { AnnouncementItem } from '@gp/contract/announcements';
import { sessionKeys } from '@gp/contract/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from '../../../lib/router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session-store';
import { useSiteStore } from '../../../lib/site-store';
import {
  jsonResponse,
  memberFixture,
  permissionFixture,
  scriptedFetch,
  type RecordedCall,
} from '../../../test/fixtures';
import { renderWithProviders, resetSession, setupWebTests } from '../../../test/render';
import { AnnouncementPopupHost } from './announcement-popup-host';

const env = setupWebTests();

const popup = (id: string, overrides: Partial<AnnouncementItem> = {}): AnnouncementItem => ({
  id,
  title: `Title ${id}`,
  content: `<p>Body of ${id}</p>`,
  promotionType: null,
  ...overrides,
});

const guestPopups = [
  popup('welcome', {
    title: 'Welcome bonus',
    content:
      '<p>Match <strong>up to 500</strong>.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    promotionType: 'DEPOSIT',
  }),
  popup('rules', { title: 'House rules' }),
];

/** The server: guests get `guest`, a request with a token gets `member`. */
const serve = (guest: AnnouncementItem[], member: AnnouncementItem[] = []) =>
  scriptedFetch({
    'GET /wps/announcement': (call: RecordedCall) =>
      jsonResponse({
        success: true,
        value: { banners: [], player: [], popup: call.headers.authorization ? member : guest, promotion: [] },
      }),
  });

const renderHost = (paused = false) =>
  renderWithProviders(
    createMemoryRouter(
      [
        { path: '/', element: <AnnouncementPopupHost paused={paused} /> },
        { path: '/promotions', element: <h1>Promotions page</h1> },
      ],
      { initialEntries: ['/'] },
    ),
  );

const storedClosed = () => JSON.parse(sessionStorage.getItem(sessionKeys.closedPopups) ?? '[]') as string[];

beforeEach(() => {
  resetSession();
  useSiteStore.getState().setPermission(permissionFixture(env.keys.publicKey), '', '');
});

describe('announcement popup (spec 2.5, 4.9)', () => {
  it("shows the server's popups in one dialog: the titles as tabs, the chosen one's content", async () => {
    serve(guestPopups);
    renderHost();
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Welcome bonus', 'House rules']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');

    const panel = within(dialog).getByRole('tabpanel');
    within(panel).getByRole('heading', { level: 3, name: 'Welcome bonus' });
    expect(within(panel).getByText('up to 500').tagName).toBe('STRONG');
    // Sanitized again at render: no script, no event handler attributes.
    expect(panel.querySelector('script')).toBeNull();
    expect(panel.innerHTML).not.toContain('onerror');

    await userEvent.click(tabs[1]!);
    const next = within(dialog).getByRole('tabpanel');
    within(next).getByRole('heading', { level: 3, name: 'House rules' });
    within(next).getByText('Body of rules');
  });

  it("shows the 'go to promotions' button only for an item with a promotionType", async () => {
    serve(guestPopups);
    renderHost();
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    within(dialog).getByRole('button', { name: 'Go to promotions' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'House rules' }));
    expect(within(dialog).queryByRole('button', { name: 'Go to promotions' })).toBeNull();

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Welcome bonus' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to promotions' }));
    await screen.findByRole('heading', { name: 'Promotions page' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storedClosed()).toEqual(['welcome', 'rules']);
  });

  it('lists 9 titles per page with a numbered pager; a page turn shows its first item', async () => {
    const many = Array.from({ length: 11 }, (_, index) => popup(`p${index + 1}`));
    serve(many);
    renderHost();
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    expect(within(dialog).getAllByRole('tab')).toHaveLength(9);
    const pager = within(dialog).getByRole('navigation', { name: 'Announcement pages' });
    expect(within(pager).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');

    await userEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Title p10', 'Title p11']);
    within(within(dialog).getByRole('tabpanel')).getByRole('heading', { name: 'Title p10' });
    expect(within(pager).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('collapses one popup to its detail: the dialog is named by the item', async () => {
    serve([popup('solo', { title: 'Only one' })]);
    renderHost();
    const dialog = await screen.findByRole('dialog', { name: 'Only one' });
    expect(within(dialog).queryByRole('tab')).toBeNull();
    within(dialog).getByText('Body of solo');
  });

  it('closing stores the shown ids in session storage; a remount does not show them again', async () => {
    const fetch = serve(guestPopups);
    const first = renderHost();
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storedClosed()).toEqual(['welcome', 'rules']);
    first.unmount();

    renderHost();
    await waitFor(() => expect(fetch.callsTo('/wps/announcement').length).toBe(2));
    // Give the answer time to render: still no dialog.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape closes the dialog and marks the popups closed', async () => {
    serve(guestPopups);
    renderHost();
    await screen.findByRole('dialog', { name: 'Announcements' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storedClosed()).toEqual(['welcome', 'rules']);
  });

  it('waits while a stored session restores, then shows the member popups that were not closed', async () => {
    sessionStorage.setItem(sessionKeys.closedPopups, JSON.stringify(['verify']));
    const fetch = serve(guestPopups, [popup('verify'), popup('first-login', { title: 'Account ready' })]);
    useSessionStore.getState().setToken('tok-member', 'demo_member');
    useSessionStore.getState().setRestoring(true);
    renderHost();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch.callsTo('/wps/announcement')).toHaveLength(0);

    act(() => useSessionStore.getState().setMember(memberFixture()));
    const dialog = await screen.findByRole('dialog', { name: 'Account ready' });
    within(dialog).getByText('Body of first-login');
    expect(fetch.callsTo('/wps/announcement')[0]!.headers.authorization).toBe('Bearer tok-member');
  });

  it('after a guest closes theirs, logging in brings the member popups', async () => {
    serve(guestPopups, [popup('verify', { title: 'Secure your withdrawals' })]);
    renderHost();
    const guest = await screen.findByRole('dialog', { name: 'Announcements' });
    await userEvent.click(within(guest).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => {
      useSessionStore.getState().setToken('tok-later', 'demo_member');
      useSessionStore.getState().setMember(memberFixture());
    });
    await screen.findByRole('dialog', { name: 'Secure your withdrawals' });
  });

  it('stays hidden while another dialog has the screen', async () => {
    const fetch = serve(guestPopups);
    renderHost(true);
    await waitFor(() => expect(fetch.callsTo('/wps/announcement').length).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
