import { sessionKeys } from '@gp/contract/constants';
import type { VipValue } from '@gp/contract/vip';
import { whitelabelFlags } from '@gp/contract/whitelabel';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withWholePack } from '../../i18n/i18n';
import { useSessionStore } from '../../lib/session-store';
import { useSiteStore } from '../../lib/site-store';
import { useUiStore } from '../../lib/ui-store';
import { jsonResponse, permissionFixture, scriptedFetch } from '../../test/fixtures';
import { renderInMemoryRouter, resetSession, setupWebTests } from '../../test/render';
import { rewardsPack } from './i18n/packs';
import { PromotionsPage } from './pages/promotions-page';
import { RewardCenterPage } from './pages/reward-center';
import { VipPage } from './pages/vip-page';

const env = setupWebTests();
beforeAll(async () => {
  await withWholePack(() => Promise.resolve(null), rewardsPack)();
});
afterEach(() => {
  resetSession();
  useUiStore.setState({ realAccountPrompt: false });
});

const siteWithVip = (on: boolean) =>
  useSiteStore
    .getState()
    .setPermission(permissionFixture(env.keys.publicKey, { [whitelabelFlags.vip]: on }), '/cdn/i', '/cdn/l');
const logIn = (isTrial = false) => {
  sessionStorage.setItem(sessionKeys.token, 'member-token');
  useSessionStore.setState({ isLogin: true, isTrial, token: 'member-token', member: { id: 7 } as never });
};

const level = (n: number, name: string, minValidBet: string, minDeposit: string, levelUpBonus: string) => ({
  level: n,
  name,
  minValidBet,
  minDeposit,
  levelUpBonus,
  monthlyBonus: n === 0 ? '0.00' : '5.00',
  turnoverMultiple: 3,
  rebateRates: n === 0 ? [{ gameType: 'RNG' as const, rate: '0.8' }] : [],
});
const vipValue = (claimed: boolean): VipValue => ({
  enabled: true,
  hasVip: true,
  vipLabelName: 'Bronze',
  vipRankLevel: 1,
  validBet: '2500.00',
  deposit: '400.00',
  nextLevel: 2,
  levels: [
    level(0, 'Member', '0.00', '0.00', '0.00'),
    level(1, 'Bronze', '1000.00', '100.00', '10.00'),
    level(2, 'Silver', '5000.00', '500.00', '30.00'),
  ],
  claimable: claimed ? [] : [{ kind: 'LEVEL_UP', levels: [1], amount: '10.00', turnoverRequired: '30.00' }],
  paid: claimed
    ? [{ kind: 'LEVEL_UP', level: 1, amount: '10.00', period: null, claimedAt: '2026-11-27T10:00:00.000Z' }]
    : [],
});

describe('VIP page', () => {
  it('shows the level, the progress to the next, the ladder, and claims the level-up bonus', async () => {
    siteWithVip(true);
    logIn();
    let claimed = false;
    const server = scriptedFetch({
      'GET /wps/vip': () => jsonResponse({ success: true, value: vipValue(claimed) }),
      'POST /wps/vip/claim': () => {
        claimed = true;
        return jsonResponse({ success: true, value: vipValue(true) });
      },
    });
    renderInMemoryRouter(<VipPage />, '/member?page=vip');
    const standing = await screen.findByRole('region', { name: 'Your VIP level' });
    expect(within(standing).getByText('Level 1')).toBeTruthy();
    const bets = within(standing).getByRole('progressbar', { name: 'Valid bets toward Silver' });
    expect(bets.getAttribute('aria-valuenow')).toBe('50');
    expect(
      within(standing)
        .getByRole('progressbar', { name: 'Deposits toward Silver' })
        .getAttribute('aria-valuenow'),
    ).toBe('80');
    const ladder = screen.getAllByRole('region', { name: 'VIP levels and benefits' })[0]!;
    expect(within(ladder).getByRole('row', { name: /Silver/ })).toBeTruthy();
    expect(within(ladder).getByText('Slots 0.8%')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Claim 10.00' }));
    expect(await screen.findByText('VIP bonus of 10.00 credited.')).toBeTruthy();
    expect(server.callsTo('/wps/vip/claim')[0]!.body).toEqual({ kind: 'LEVEL_UP', language: 'EN' });
    expect(await screen.findByRole('cell', { name: 'Level-up bonus: Bronze' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim 10.00' })).toBeNull();
  });

  it('says plainly when the site runs no VIP programme', async () => {
    siteWithVip(false);
    logIn();
    scriptedFetch({
      'GET /wps/vip': () =>
        jsonResponse({ success: true, value: { ...vipValue(false), enabled: false, levels: [] } }),
    });
    renderInMemoryRouter(<VipPage />, '/member?page=vip');
    expect(await screen.findByRole('heading', { name: 'VIP is not available' })).toBeTruthy();
  });
});

describe('reward centre', () => {
  it('lists the VIP rewards to claim beside the promotions', async () => {
    siteWithVip(true);
    logIn();
    scriptedFetch({
      'GET /wps/vip': () => jsonResponse({ success: true, value: vipValue(false) }),
      'GET /wps/promotions': () =>
        jsonResponse({ success: true, value: { categories: [], promotions: [], availablePromoCount: 0 } }),
    });
    renderInMemoryRouter(<RewardCenterPage />, '/member?page=rewardCenter');
    const card = await screen.findByRole('article', { name: 'Level-up bonus' });
    expect(within(card).getByText('Bet 30.00 in valid bets to release it')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Claim 10.00' })).toBeTruthy();
  });
});

describe('promotions for a trial user', () => {
  it('offers a real account instead of joining', async () => {
    logIn(true);
    scriptedFetch({
      'GET /wps/promotions': () =>
        jsonResponse({
          success: true,
          value: {
            categories: [],
            availablePromoCount: 0,
            promotions: [
              {
                id: 1,
                key: 'welcome',
                category: 'NEW',
                kind: 'FIXED',
                title: 'Gift',
                terms: '',
                imageUrl: null,
                startsAt: null,
                endsAt: null,
                status: 'claim',
                percent: null,
                cap: null,
                fixedAmount: '10.00',
                minDeposit: null,
                turnoverMultiple: 1,
                turnoverOf: 'BONUS',
                contributions: {},
                cashbackPeriod: null,
                minLoss: null,
                minVipLevel: null,
                claimable: null,
              },
            ],
          },
        }),
    });
    renderInMemoryRouter(<PromotionsPage />, '/promotions');
    const card = await screen.findByRole('article', { name: 'Gift' });
    fireEvent.click(within(card).getByRole('button', { name: 'Open a real account to join' }));
    expect(useUiStore.getState().realAccountPrompt).toBe(true);
  });
});
