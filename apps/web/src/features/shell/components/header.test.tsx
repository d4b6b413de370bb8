import { whitelabelFlags } from '@gp/contract/whitelabel';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from '../../../lib/router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSiteStore } from '../../../lib/site-store';
import { useUiStore } from '../../../lib/ui-store';
import { permissionFixture } from '../../../test/fixtures';
import { renderWithProviders, resetSession, setupWebTests } from '../../../test/render';
import { Header } from './header';
import { LocationProbe, loginAs } from '../../../test/stubs';

const env = setupWebTests();

const siteIs = (flags: Record<string, boolean> = {}) =>
  useSiteStore
    .getState()
    .setPermission(permissionFixture(env.keys.publicKey, flags), '/cdn/img1', '/cdn/launch1');

const renderHeader = () =>
  renderWithProviders(
    createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              <Header navigation={[]} memberArea={<p>member area</p>} />
              <LocationProbe />
            </>
          ),
        },
      ],
      { initialEntries: ['/'] },
    ),
  );

const siteMenu = () => within(screen.getByRole('navigation', { name: 'Site menu' }));
const rewards = () => siteMenu().queryByRole('link', { name: 'Rewards' });
const share = () => siteMenu().getByRole('link', { name: 'Share' });

beforeEach(() => {
  resetSession();
  useUiStore.getState().setRealAccountPrompt(false);
  siteIs();
});

describe('header Rewards and Share entries (spec 2.4)', () => {
  it('shows Rewards to a guest even without referral, and both entries lead to /login', async () => {
    renderHeader();
    expect(rewards()?.getAttribute('href')).toBe('/login');
    expect(share().getAttribute('href')).toBe('/login');
    expect(siteMenu().getByRole('link', { name: 'Promotions' }).getAttribute('href')).toBe('/promotions');
    await userEvent.click(share());
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });

  it('hides Rewards from a member while the referral promotion is off; Share opens the referral page', async () => {
    loginAs();
    renderHeader();
    expect(rewards()).toBeNull();
    expect(share().getAttribute('href')).toBe('/member?page=referral');
    await userEvent.click(share());
    expect(screen.getByTestId('where').textContent).toBe('/member?page=referral');
  });

  it('shows Rewards to a member when the referral promotion is on, leading to the reward centre', async () => {
    siteIs({ [whitelabelFlags.referral]: true });
    loginAs();
    renderHeader();
    expect(rewards()?.getAttribute('href')).toBe('/member?page=rewardCenter');
    await userEvent.click(rewards()!);
    expect(screen.getByTestId('where').textContent).toBe('/member?page=rewardCenter');
  });

  it('keeps a trial user on the page with the real-account dialog from Share', async () => {
    loginAs({ type: 4, isTrial: true });
    renderHeader();
    await userEvent.click(share());
    expect(useUiStore.getState().realAccountPrompt).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('shows a guest Log in and Sign up, and a member the member area instead', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
    expect(screen.queryByText('member area')).toBeNull();
  });

  it('shows the member area to a member, without Log in and Sign up', () => {
    loginAs();
    renderHeader();
    expect(screen.getByText('member area')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
  });
});
