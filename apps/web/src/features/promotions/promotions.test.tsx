import { sessionKeys } from '@gp/contract/constants';
import type { Promotion } from '@gp/contract/promotions';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chooseLanguage, withWholePack } from '../../i18n/i18n';
import { useSessionStore } from '../../lib/session-store';
import { jsonResponse, scriptedFetch, type RecordedCall } from '../../test/fixtures';
import { renderInMemoryRouter } from '../../test/render';
import { rewardsPack } from './i18n/packs';
import { BonusDetailsPage } from './pages/bonus-details';
import { ManualRebatePage } from './pages/manual-rebate';
import { PromotionsPage } from './pages/promotions-page';

beforeAll(async () => {
  await chooseLanguage('EN');
  await withWholePack(() => Promise.resolve(null), rewardsPack)();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  useSessionStore.setState({ isLogin: false, member: null, token: null });
});

const promotion = (over: Partial<Promotion>): Promotion => ({
  id: 1,
  key: 'welcome',
  category: 'NEW',
  kind: 'DEPOSIT_MATCH',
  title: 'Welcome bonus',
  terms: '<p>Terms of the welcome bonus</p>',
  imageUrl: null,
  startsAt: null,
  endsAt: null,
  status: 'join',
  percent: '100',
  cap: '500.00',
  fixedAmount: null,
  minDeposit: '100.00',
  turnoverMultiple: 5,
  turnoverOf: 'BONUS',
  contributions: { RNG: 100 },
  cashbackPeriod: null,
  minLoss: null,
  minVipLevel: null,
  claimable: null,
  ...over,
});
const answer = (promotions: Promotion[]) =>
  jsonResponse({
    success: true,
    value: {
      categories: [
        { code: 'NEW', name: 'New members' },
        { code: 'VIP', name: 'High rollers' },
      ],
      promotions,
      availablePromoCount: promotions.filter((p) => p.status === 'claim').length,
    },
  });
const logIn = () => {
  sessionStorage.setItem(sessionKeys.token, 'member-token');
  useSessionStore.setState({
    isLogin: true,
    isTrial: false,
    token: 'member-token',
    member: { id: 7 } as never,
  });
};

describe('promotions page', () => {
  it('shows a guest the offers by category, each asking to log in', async () => {
    scriptedFetch({
      'GET /wps/promotions': () =>
        answer([
          promotion({}),
          promotion({
            id: 2,
            key: 'vip',
            category: 'VIP',
            kind: 'APPLY',
            title: 'High roller',
            fixedAmount: '300.00',
            minVipLevel: 2,
          }),
        ]),
    });
    renderInMemoryRouter(<PromotionsPage />, '/promotions');
    const welcome = await screen.findByRole('article', { name: 'Welcome bonus' });
    expect(within(welcome).getByText('100% of your deposit, up to 500.00')).toBeTruthy();
    expect(within(welcome).getByText('Bet 5× the bonus')).toBeTruthy();
    expect(within(welcome).getByRole('link', { name: 'Log in to join' }).getAttribute('href')).toBe('/login');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'High rollers' }));
    fireEvent.click(screen.getByRole('tab', { name: 'High rollers' }));
    const highRoller = await screen.findByRole('article', { name: 'High roller' });
    expect(within(highRoller).getByText('For VIP level 2 and up')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Welcome bonus' })).toBeNull();
  });

  it('lets a member claim, then shows the answer and its status', async () => {
    logIn();
    let claimed = false;
    const server = scriptedFetch({
      'GET /wps/promotions': () =>
        answer([promotion({ status: claimed ? 'process' : 'claim', claimable: claimed ? null : '300.00' })]),
      'POST /wps/promotions/action': () => {
        claimed = true;
        return answer([promotion({ status: 'process' })]);
      },
      'GET /wps/v2/wallets/balance': () => jsonResponse({ success: true, value: { balance: '600.00' } }),
    });
    renderInMemoryRouter(<PromotionsPage />, '/promotions');
    fireEvent.click(await screen.findByRole('button', { name: 'Claim 300.00' }));
    expect(await screen.findByText('Bonus credited: Welcome bonus.')).toBeTruthy();
    expect(await screen.findByText('Bonus in progress')).toBeTruthy();
    expect(server.callsTo('/wps/promotions/action')[0]!.body).toEqual({
      id: 1,
      action: 'claim',
      language: 'EN',
    });
  });
});

describe('cashback offers', () => {
  it("says what share of a period's net loss comes back, from which loss, and that it waits for the period", async () => {
    logIn();
    scriptedFetch({
      'GET /wps/promotions': () =>
        answer([
          promotion({
            kind: 'CASHBACK',
            title: 'Daily cashback',
            percent: '10',
            cap: '200.00',
            minDeposit: null,
            minLoss: '10.00',
            cashbackPeriod: 'DAY',
            turnoverMultiple: 1,
            status: 'joined',
          }),
        ]),
    });
    renderInMemoryRouter(<PromotionsPage />, '/promotions');
    const card = await screen.findByRole('article', { name: 'Daily cashback' });
    expect(within(card).getByText("10% of each day's net losses back, up to 200.00")).toBeTruthy();
    expect(within(card).getByText('Net losses from 10.00')).toBeTruthy();
    expect(within(card).getByText('Joined: net losses come back the next period')).toBeTruthy();
  });
});

describe('bonus details', () => {
  it('shows the open bonus progress and forfeits it after a confirmation', async () => {
    logIn();
    const open = {
      id: 3,
      promotionId: 1,
      title: 'Welcome bonus',
      amount: '300.00',
      status: 'ACTIVE',
      turnoverRequired: '1500.00',
      turnoverDone: '375.00',
      grantedAt: '2026-11-27T10:00:00.000Z',
      expiresAt: '2026-12-27T10:00:00.000Z',
      endedAt: null,
      takenBack: null,
      reason: null,
    };
    let forfeited = false;
    const value = () => ({
      active: forfeited ? null : open,
      content: [forfeited ? { ...open, status: 'FORFEITED', takenBack: '300.00' } : open],
      pageNum: 1,
      totalPages: 1,
      count: 1,
    });
    scriptedFetch({
      'GET /wps/bonuses': () => jsonResponse({ success: true, value: value() }),
      'POST /wps/bonuses/forfeit': (call: RecordedCall) => {
        expect(call.body).toEqual({ id: 3 });
        forfeited = true;
        return jsonResponse({ success: true, value: value() });
      },
    });
    renderInMemoryRouter(<BonusDetailsPage />, '/member?page=bonusDetails');
    const bar = await screen.findByRole('progressbar', { name: 'Turnover progress of Welcome bonus' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('1,125.00 still to bet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Forfeit bonus' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Forfeit this bonus?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forfeit' }));
    expect(await screen.findByText('Bonus forfeited.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No open bonus' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Forfeited' })).toBeTruthy();
  });
});

describe('manual rebate', () => {
  it('shows what each game type earned and claims the total once', async () => {
    logIn();
    let claimed = false;
    const value = () => ({
      since: null,
      vipLevel: 2,
      lines: [
        {
          gameType: 'RNG',
          validBet: claimed ? '0.00' : '1234.56',
          rate: '0.8',
          rebate: claimed ? '0.00' : '9.87',
        },
      ],
      total: claimed ? '0.00' : '9.87',
      history: claimed
        ? [
            {
              id: 1,
              amount: '9.87',
              until: '2026-11-27T10:00:00.000Z',
              claimedAt: '2026-11-27T10:00:00.000Z',
            },
          ]
        : [],
      pageNum: 1,
      totalPages: claimed ? 1 : 0,
      count: claimed ? 1 : 0,
    });
    scriptedFetch({
      'GET /wps/rebate': () => jsonResponse({ success: true, value: value() }),
      'POST /wps/rebate/claim': () => {
        claimed = true;
        return jsonResponse({ success: true, value: value() });
      },
    });
    renderInMemoryRouter(<ManualRebatePage />, '/member?page=manualRebate');
    const row = await screen.findByRole('row', { name: /Slots/ });
    expect(screen.getByText(/Rates of your VIP level 2/)).toBeTruthy();
    expect(within(row).getByText('9.87')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Claim 9.87' }));
    expect(await screen.findByText('Rebate of 9.87 credited.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Claim 0.00' }).disabled).toBe(true);
  });
});
