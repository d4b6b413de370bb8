import type { AnnouncementsValue } from '@gp/contract/announcements';
import { render, screen, waitFor, within } from '@testing-library/react';
import { announcementsQuery } from '../../../lib/announcements';
import { QueryClient, QueryClientProvider } from '../../../lib/query';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session-store';
import { useSiteStore } from '../../../lib/site-store';
import { jsonResponse, memberFixture, permissionFixture, scriptedFetch } from '../../../test/fixtures';
import { renderWithProviders, resetSession, setupWebTests } from '../../../test/render';
import { gameFixture } from '../test/game-fixtures';
import { HomeLobby } from './home-lobby';

const env = setupWebTests();

const value: AnnouncementsValue = {
  banners: [
    {
      groupName: 'w_home',
      title: 'Welcome bonus',
      url: '/banners/a.svg',
      linkageType: 'ROUTE',
      linkage: '/promotions',
    },
    {
      groupName: 'w_home',
      title: 'Slots week',
      url: '/banners/b.svg',
      linkageType: 'GAME_TYPE',
      linkage: 'RNG',
    },
    {
      groupName: 'w_home',
      title: 'Partner',
      url: '/banners/c.svg',
      linkageType: 'URL',
      linkage: 'https://partner.example/',
    },
    { groupName: 'w_login', title: 'Login only', url: '/banners/d.svg', linkageType: 'NONE', linkage: '' },
  ],
  player: [
    { id: 'n1', title: 'Scheduled maintenance Tuesday' },
    { id: 'n2', title: 'Faster withdrawals' },
  ],
  popup: [],
  promotion: [],
};

const route = (answer: (call: { headers: Record<string, string> }) => Response | Promise<Response>) =>
  scriptedFetch({
    'GET /wps/game/vendor': () =>
      jsonResponse({ success: true, value: { data: { lanes: [{ title: 'RNG', cards: [gameFixture()] }] } } }),
    'GET /wps/game/hot': () => jsonResponse({ success: true, value: { list: [] } }),
    'GET /wps/announcement': answer,
  });

const renderHome = () =>
  renderWithProviders(createMemoryRouter([{ path: '/', element: <HomeLobby /> }], { initialEntries: ['/'] }));

/** jsdom has no layout APIs; Embla needs them to mount (it measures nothing in these tests). */
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
const stubLayoutApis = () => {
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  vi.stubGlobal('matchMedia', (query: string): Partial<MediaQueryList> => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
};

beforeEach(() => {
  resetSession();
  stubLayoutApis();
  useSiteStore.getState().setPermission(permissionFixture(env.keys.publicKey), '', '');
});

describe('home announcements (spec 2.3, 4.9)', () => {
  it('shows the w_home banners with their linkage and the notice marquee', async () => {
    route(() => jsonResponse({ success: true, value }));
    renderHome();
    const carousel = await screen.findByRole('region', { name: 'Promotions' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(3);
    expect(within(slides[0]!).getByRole('link').getAttribute('href')).toBe('/promotions');
    expect(within(slides[1]!).getByRole('link').getAttribute('href')).toBe('/rng');
    const external = within(slides[2]!).getByRole('link');
    expect(external.getAttribute('href')).toBe('https://partner.example/');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(screen.queryByAltText('Login only')).toBeNull();
    const marquee = screen.getByRole('region', { name: 'Notices' });
    expect(within(marquee).getAllByText('Scheduled maintenance Tuesday').length).toBeGreaterThan(0);
    expect(within(marquee).getAllByText('Faster withdrawals').length).toBeGreaterThan(0);
  });

  it('sends the session token so the server picks the member popups', async () => {
    const fetch = route(() => jsonResponse({ success: true, value }));
    useSessionStore.getState().setToken('tok-announce', 'demo_member');
    useSessionStore.getState().setMember(memberFixture());
    renderHome();
    await screen.findByRole('region', { name: 'Promotions' });
    const call = fetch.callsTo('/wps/announcement')[0]!;
    expect(call.headers.authorization).toBe('Bearer tok-announce');
    // callApi passes the URL as a string.
    const urls = fetch.fetchMock.mock.calls.map(([input]) => new URL(input as string, 'http://localhost'));
    const url = urls.find((entry) => entry.pathname === '/wps/announcement')!;
    expect(url.searchParams.get('types')).toBe('B,PL,PU,PR,H');
  });

  it('keeps the banners and notices in place while a member’s own announcements load', async () => {
    let answerMember: ((response: Response) => void) | undefined;
    route(({ headers }) =>
      headers.authorization
        ? new Promise<Response>((resolve) => (answerMember = resolve))
        : jsonResponse({ success: true, value }),
    );
    renderHome();
    const banners = await screen.findByRole('region', { name: 'Promotions' });
    useSessionStore.getState().setToken('tok-arriving', 'demo_member');
    useSessionStore.getState().setMember(memberFixture());
    await waitFor(() => expect(answerMember).not.toBe(undefined));
    expect(screen.getByRole('region', { name: 'Promotions' })).toBe(banners);
    expect(screen.getAllByText('Scheduled maintenance Tuesday').length).toBeGreaterThan(0);
    const memberValue = { ...value, player: [{ id: 'n9', title: 'Member notice' }] };
    answerMember!(jsonResponse({ success: true, value: memberValue }));
    expect((await screen.findAllByText('Member notice')).length).toBeGreaterThan(0);
  });

  it('shows the guest’s banners to a member whose own announcements are still on their way', async () => {
    let memberAsked = false;
    route(({ headers }) => {
      if (!headers.authorization) return jsonResponse({ success: true, value });
      memberAsked = true;
      return new Promise<Response>(() => undefined);
    });
    const client = new QueryClient();
    const site = useSiteStore.getState().permission!.info.site;
    client.setQueryData(
      announcementsQuery({ merchantCode: site.merchantCode, language: 'EN' }, null).queryKey,
      value,
    );
    useSessionStore.getState().setToken('tok-member', 'demo_member');
    useSessionStore.getState().setMember(memberFixture());
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={createMemoryRouter([{ path: '/', element: <HomeLobby /> }])} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('region', { name: 'Promotions' })).toBeTruthy();
    await waitFor(() => expect(memberAsked).toBe(true));
    expect(screen.queryByRole('heading', { level: 2, name: 'Premium games, secure play' })).toBeNull();
  });

  it('treats a malformed answer as an error: no banners, the welcome hero instead', async () => {
    const fetch = route(() =>
      jsonResponse({ success: true, value: { banners: [{ groupName: 'nowhere' }] } }),
    );
    renderHome();
    await waitFor(() => expect(fetch.callsTo('/wps/announcement').length).toBeGreaterThan(0));
    expect(await screen.findByRole('heading', { level: 2, name: 'Premium games, secure play' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Promotions' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Notices' })).toBeNull();
  });
});
