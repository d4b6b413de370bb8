import { encodeCustomerServicePath } from '@gp/contract/customer-service';
import type { GameType } from '@gp/contract/site';
import { whitelabelFlags } from '@gp/contract/whitelabel';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from '../../../lib/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSiteStore, type SiteInfo } from '../../../lib/site-store';
import { useUiStore } from '../../../lib/ui-store';
import { permissionFixture } from '../../../test/fixtures';
import { renderWithProviders, resetSession, setupWebTests } from '../../../test/render';
import { SideMenu } from './side-menu';
import { LocationProbe, loginAs } from '../../../test/stubs';

const env = setupWebTests();

/** The site's permission info: whitelabel flags plus any change to the rest of it. */
const siteIs = (flags: Record<string, boolean> = {}, change: (info: SiteInfo) => void = () => undefined) => {
  const permission = permissionFixture(env.keys.publicKey, flags);
  change(permission.info);
  useSiteStore.getState().setPermission(permission, '/cdn/img1', '/cdn/launch1');
};

const renderMenu = ({
  categories = [],
  open = false,
  onClose = () => undefined,
}: { categories?: GameType[]; open?: boolean; onClose?: () => void } = {}) =>
  renderWithProviders(
    createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              <SideMenu categories={categories} open={open} onClose={onClose} />
              <LocationProbe />
            </>
          ),
        },
      ],
      { initialEntries: ['/'] },
    ),
  );

const menu = () => within(screen.getByRole('navigation', { name: 'Side menu' }));
/** [text, href] of every link in the group under `heading`. */
const groupLinks = (heading: string) =>
  within(screen.getByRole('heading', { name: heading }).parentElement!)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
const hrefOf = (name: string) => menu().getByRole('link', { name }).getAttribute('href');

beforeEach(() => {
  resetSession();
  useUiStore.getState().setRealAccountPrompt(false);
  siteIs();
});

describe('side menu entries (spec 2.4)', () => {
  it('sends a guest to /login from the member entries and shows invite friends', () => {
    renderMenu();
    expect(hrefOf('Deposit')).toBe('/login');
    expect(hrefOf('Withdraw')).toBe('/login');
    expect(hrefOf('Promotions')).toBe('/promotions');
    expect(hrefOf('Invite friends')).toBe('/login');
    expect(hrefOf('Reward center')).toBe('/login');
    expect(hrefOf('Manual rebate')).toBe('/login');
    expect(groupLinks('Member centre')).toEqual([
      ['Betting record', '/login'],
      ['Account record', '/login'],
      ['My account', '/login'],
      ['Deposit record', '/login'],
      ['Personal profit and loss', '/login'],
      ['Messages', '/login'],
    ]);
  });

  it('links a member to the member-centre pages, VIP first when the VIP flag is on', () => {
    siteIs({ [whitelabelFlags.vip]: true });
    loginAs();
    renderMenu();
    expect(hrefOf('Deposit')).toBe('/member?page=depositv2');
    expect(hrefOf('Withdraw')).toBe('/member?page=withdraw');
    expect(hrefOf('Reward center')).toBe('/member?page=rewardCenter');
    expect(hrefOf('Manual rebate')).toBe('/member?page=manualRebate');
    expect(groupLinks('Member centre')).toEqual([
      ['VIP', '/member?page=vip'],
      ['Betting record', '/member?page=personalHistoryCopy'],
      ['Account record', '/member?page=transactionHistory'],
      ['My account', '/member?page=securityCenter'],
      ['Deposit record', '/member?page=depositRecord'],
      ['Personal profit and loss', '/member?page=personalProfit'],
      ['Messages', '/member?page=messageV2'],
    ]);
  });

  it('lists the points mall after the reward center, at /pointMall for guests and members alike', () => {
    const rewardEntries = () =>
      within(menu().getByRole('link', { name: 'Promotions' }).closest('ul')!)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    renderMenu();
    // A guest is sent on to /login by the route's guard, not by the link (app/route-guards.ts).
    expect(rewardEntries()).toEqual([
      ['Promotions', '/promotions'],
      ['Invite friends', '/login'],
      ['Reward center', '/login'],
      ['Points mall', '/pointMall'],
      ['Manual rebate', '/login'],
    ]);
    cleanup();

    loginAs();
    renderMenu();
    expect(rewardEntries()).toEqual([
      ['Promotions', '/promotions'],
      ['Reward center', '/member?page=rewardCenter'],
      ['Points mall', '/pointMall'],
      ['Manual rebate', '/member?page=manualRebate'],
    ]);
  });

  it('hides VIP when the VIP flag is off', () => {
    loginAs();
    renderMenu();
    expect(menu().queryByRole('link', { name: 'VIP' })).toBeNull();
  });

  it('hides VIP when its flag sits under a disabled parent node', () => {
    siteIs({}, (info) => {
      info.whitelabel = [
        {
          modId: 'PROMO3',
          enabled: '0',
          childrenNodes: [{ modId: whitelabelFlags.vip, enabled: '1', childrenNodes: [] }],
        },
      ];
    });
    loginAs();
    renderMenu();
    expect(menu().queryByRole('link', { name: 'VIP' })).toBeNull();
  });

  it('shows invite friends to a member only when referral is enabled', () => {
    loginAs();
    renderMenu();
    expect(menu().queryByRole('link', { name: 'Invite friends' })).toBeNull();
    expect(hrefOf('Reward center')).toBe('/member?page=rewardCenter');
    cleanup();

    siteIs({ [whitelabelFlags.referral]: true });
    renderMenu();
    expect(hrefOf('Invite friends')).toBe('/member?page=referral');
  });

  it('keeps a trial user on the page with the real-account dialog', async () => {
    loginAs({ type: 4, isTrial: true });
    renderMenu();
    await userEvent.click(menu().getByRole('link', { name: 'Deposit' }));
    expect(useUiStore.getState().realAccountPrompt).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('lists the game centre categories that have a page, in the order given', () => {
    renderMenu({ categories: ['LIVE', 'SPORTS', 'MXWIN', 'RNG'] });
    expect(groupLinks('Game centre')).toEqual([
      ['Live Casino', '/live'],
      ['Sports', '/sports'],
      ['Slots', '/rng'],
    ]);
  });

  it('leaves out the game centre while no category has vendors', () => {
    renderMenu();
    expect(screen.queryByRole('heading', { name: 'Game centre' })).toBeNull();
  });

  it('offers the supported languages only', () => {
    renderMenu();
    const select = menu().getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    expect(select.value).toBe('EN');
    expect(Array.from(select.options, (option) => option.value)).toEqual(['EN', 'KO']);
  });
});

describe('side menu app download (spec 2.4)', () => {
  const android = (info: SiteInfo) => {
    info.resources = {
      appAndroid: { labelNameEn: 'Android app', url: '/downloads/luxe.apk' },
      banner: { labelNameEn: 'Banner', url: '/banner.png' },
    };
  };

  it('builds the iOS link from origin, language and token; Android from the resources', async () => {
    siteIs({}, android);
    loginAs();
    renderMenu();
    const origin = window.location.origin;
    const ios = menu().getByRole('link', { name: /iOS/ });
    expect(ios.getAttribute('href')).toBe(`${origin}/app/ios?language=EN&token=tok-1`);
    expect(ios.getAttribute('target')).toBe('_blank');
    expect(ios.getAttribute('rel')).toBe('noopener noreferrer');
    const androidLink = menu().getByRole('link', { name: /Android/ });
    expect(androidLink.getAttribute('href')).toBe(`${origin}/downloads/luxe.apk`);
    expect(await screen.findByRole('img', { name: 'QR code to download the iOS app' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'QR code to download the Android app' })).toBeTruthy();
  });

  it('leaves the token out for a guest and Android out without an Android resource', () => {
    renderMenu();
    expect(menu().getByRole('link', { name: /iOS/ }).getAttribute('href')).toBe(
      `${window.location.origin}/app/ios?language=EN`,
    );
    expect(menu().queryByRole('link', { name: /Android/ })).toBeNull();
  });
});

describe('side menu social channels and customer service (spec 2.4)', () => {
  it('shows Facebook then YouTube when configured with web addresses, nothing else', () => {
    siteIs({}, (info) => {
      info.site.socialChannels = [
        { name: 'youtube', url: 'https://youtube.example/@luxe' },
        { name: 'TWITTER', url: 'https://twitter.example/luxe' },
        { name: 'FACEBOOK', url: 'https://facebook.example/luxe' },
      ];
    });
    renderMenu();
    const group = within(screen.getByRole('heading', { name: 'Social channels' }).parentElement!);
    const links = group.getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Facebook', 'https://facebook.example/luxe'],
      ['YouTube', 'https://youtube.example/@luxe'],
    ]);
    expect(links.every((link) => link.getAttribute('target') === '_blank')).toBe(true);
    expect(links.every((link) => link.getAttribute('rel') === 'noopener noreferrer')).toBe(true);
  });

  it('drops a channel whose address is not http(s), and the group when none is left', () => {
    siteIs({}, (info) => {
      info.site.socialChannels = [{ name: 'FACEBOOK', url: 'javascript:alert(1)' }];
    });
    renderMenu();
    expect(screen.queryByRole('heading', { name: 'Social channels' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Facebook' })).toBeNull();
  });

  it('opens the decoded customer-service address in a new tab', async () => {
    siteIs({}, (info) => {
      info.customerService = [
        {
          csType: 'LIVECHAT',
          path: encodeCustomerServicePath('https://cs.example/chat?site=luxe', 'Ab12Cd34'),
        },
      ];
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderMenu();
    await userEvent.click(menu().getByRole('button', { name: 'Customer service' }));
    expect(open).toHaveBeenCalledWith('https://cs.example/chat?site=luxe', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });
});

describe('side menu drawer', () => {
  it('closes on Escape and on the backdrop while open', async () => {
    const onClose = vi.fn();
    const { container } = renderMenu({ open: true, onClose });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    const backdrop = container.firstElementChild!;
    expect(backdrop.tagName).toBe('DIV');
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('ignores Escape while closed', async () => {
    const onClose = vi.fn();
    renderMenu({ open: false, onClose });
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
