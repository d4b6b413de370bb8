import type { AnnouncementsValue } from '@gp/contract/announcements';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter } from '../lib/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSiteStore } from '../lib/site-store';
import { jsonResponse, permissionFixture, scriptedFetch } from '../test/fixtures';
import { renderWithProviders, resetSession, setupWebTests } from '../test/render';
import { GroupBanner } from './group-banner';

const env = setupWebTests();

const value: AnnouncementsValue = {
  banners: [
    { groupName: 'w_home', title: 'Home', url: '/banners/h.svg', linkageType: 'NONE', linkage: '' },
    {
      groupName: 'w_forget',
      title: 'We help',
      url: '/banners/f.svg',
      linkageType: 'ROUTE',
      linkage: '/help',
    },
    { groupName: 'w_forget', title: 'Second', url: '/banners/g.svg', linkageType: 'NONE', linkage: '' },
    {
      groupName: 'w_login',
      title: 'Partner',
      url: '/banners/p.svg',
      linkageType: 'URL',
      linkage: 'https://p.example/',
    },
  ],
  player: [],
  popup: [],
  promotion: [],
};

const renderBanner = (ui: ReactNode) =>
  renderWithProviders(
    createMemoryRouter(
      [
        { path: '/', element: ui },
        { path: '/help', element: <p>help page</p> },
      ],
      { initialEntries: ['/'] },
    ),
  );

let server: ReturnType<typeof scriptedFetch>;

beforeEach(() => {
  resetSession();
  useSiteStore.getState().setPermission(permissionFixture(env.keys.publicKey), '', '');
  server = scriptedFetch({ 'GET /wps/announcement': () => jsonResponse({ success: true, value }) });
});

describe('GroupBanner (spec 2.3 banner groups)', () => {
  it("shows the group's first banner from the image CDN and follows its route linkage", async () => {
    const onNavigate = vi.fn();
    renderBanner(<GroupBanner group="w_forget" onNavigate={onNavigate} />);
    const image = await screen.findByRole('img', { name: 'We help' });
    expect(image.getAttribute('src')).toMatch(/\/banners\/f\.svg$/);
    expect(screen.queryByRole('img', { name: 'Second' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'Home' })).toBeNull();
    await userEvent.click(screen.getByRole('link'));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('help page')).toBeTruthy();
  });

  it('opens an external linkage in a new tab', async () => {
    renderBanner(<GroupBanner group="w_login" />);
    await screen.findByRole('img', { name: 'Partner' });
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://p.example/');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows nothing for a group without banners', async () => {
    const { container } = renderBanner(<GroupBanner group="w_leftmenu" />);
    renderBanner(<GroupBanner group="w_forget" />);
    // Both banners read the same answer: once the other group shows, this one has had its chance.
    await screen.findByRole('img', { name: 'We help' });
    expect(server.callsTo('/wps/announcement').length).toBeGreaterThan(0);
    expect(container.querySelector('img')).toBeNull();
  });
});
