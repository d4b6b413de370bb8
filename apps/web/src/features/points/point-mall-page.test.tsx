import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withWholePack } from '../../i18n/i18n';
import { createMemoryRouter } from '../../lib/router';
import { useSiteStore } from '../../lib/site-store';
import { permissionFixture } from '../../test/fixtures';
import { renderInMemoryRouter, renderWithProviders, resetSession, setupWebTests } from '../../test/render';
import { LocationProbe, loginAs } from '../../test/stubs';
import { pointsPack } from './i18n/packs';
import { PointMallPage } from './pages/point-mall-page';
import { entry, ok, order, paged, pointsServer, reward } from './points-test-server';

/** Issue 20 in the browser: /pointMall's summary, its three tabs and the tab kept in the URL. */
const env = setupWebTests();
beforeAll(async () => {
  await withWholePack(() => Promise.resolve(null), pointsPack)();
});
beforeEach(() => {
  resetSession();
  loginAs();
  useSiteStore.getState().setPermission(permissionFixture(env.keys.publicKey), '', '');
});

const page = (url = '/pointMall') =>
  renderInMemoryRouter(
    <>
      <PointMallPage />
      <LocationProbe />
    </>,
    url,
  );
const where = () => screen.getByTestId('where').textContent;
const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

describe('the points summary', () => {
  it('shows the balance, the total earned, the conversion terms against the member deposits and the rates', async () => {
    pointsServer();
    page();
    const balance = await screen.findByRole('region', { name: 'Your points' });
    expect(await within(balance).findByText('2,500.00')).toBeTruthy();
    expect(within(balance).getByText('4,100.00')).toBeTruthy();
    const terms = screen.getByRole('region', { name: 'Conversion terms' });
    expect(await within(terms).findByText('100.00 points = 1.00')).toBeTruthy();
    expect(within(terms).getByText('1,000.00 points')).toBeTruthy();
    expect(within(terms).getByText('You have deposited 300.00: 200.00 to go.')).toBeTruthy();
    expect(
      within(terms).getByRole('progressbar', { name: 'Deposit requirement' }).getAttribute('aria-valuenow'),
    ).toBe('60');
    const rates = within(screen.getByRole('region', { name: 'How you earn points' })).getAllByRole(
      'listitem',
    );
    expect(rates.map((item) => item.textContent)).toEqual(['Slots1.00 points', 'Live Casino0.50 points']);
  });
});

describe('the tabs of spec 2.1', () => {
  it('follow the URL: a click writes ?tab= and back returns to the tab before', async () => {
    pointsServer();
    const router = createMemoryRouter(
      [
        {
          path: '/pointMall',
          element: (
            <>
              <PointMallPage />
              <LocationProbe />
            </>
          ),
        },
      ],
      { initialEntries: ['/pointMall'] },
    );
    renderWithProviders(router);
    expect(await screen.findByRole('tab', { name: 'Redeem', selected: true })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Redeem',
      'Redeem history',
      'Points details',
    ]);

    await userEvent.click(screen.getByRole('tab', { name: 'Points details' }));
    expect(await screen.findByRole('heading', { name: 'No points movements yet' })).toBeTruthy();
    expect(where()).toBe('/pointMall?tab=details');
    expect(selectedTab()).toBe('Points details');

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Convert points to cash' })).toBeTruthy();
    expect(where()).toBe('/pointMall');
    expect(selectedTab()).toBe('Redeem');
  });

  it('opens the tab named in the URL', async () => {
    pointsServer();
    page('/pointMall?tab=history');
    expect(selectedTab()).toBe('Redeem history');
    expect(await screen.findByRole('heading', { name: 'No redeem orders yet' })).toBeTruthy();
  });

  it('falls back to redeem for an unknown tab', async () => {
    pointsServer();
    page('/pointMall?tab=bogus');
    expect(selectedTab()).toBe('Redeem');
    expect(await screen.findByRole('heading', { name: 'Convert points to cash' })).toBeTruthy();
  });
});

describe('the reward catalogue', () => {
  it('shows each reward with what it pays, its stock and cost, filters by kind and loads more pages', async () => {
    const server = pointsServer({
      'GET /wps/relay/getPointReward': (call) => {
        if (call.query.kind === 'BONUS') {
          return ok(
            paged([reward({ id: 5, kind: 'BONUS', name: 'Bonus 50', amount: '50.00', turnoverMultiple: 5 })]),
          );
        }
        return call.query.pageNum === '2'
          ? ok(
              paged([reward({ id: 9, name: 'Cash 100', points: '9000.00', amount: '100.00' })], {
                pageNum: 2,
                totalPages: 2,
                total: 3,
              }),
            )
          : ok(
              paged(
                [
                  reward({}),
                  reward({ id: 2, name: 'Cash 20', points: '2000.00', amount: '20.00', stock: 0 }),
                ],
                { totalPages: 2, total: 3 },
              ),
            );
      },
    });
    page();
    const cash = await screen.findByRole('article', { name: 'Cash 10' });
    expect(within(cash).getByText('10.00 cash')).toBeTruthy();
    expect(within(cash).getByText('Unlimited')).toBeTruthy();
    expect(within(cash).getByText('1,000.00 points')).toBeTruthy();
    expect(within(cash).getByRole('button', { name: 'Redeem Cash 10' }).hasAttribute('disabled')).toBe(false);
    const soldOut = screen.getByRole('article', { name: 'Cash 20' });
    expect(
      within(soldOut).getByRole('button', { name: 'Out of stock: Cash 20' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(server.callsTo('/wps/relay/getPointReward')[0]!.query).toMatchObject({
      pageNum: '1',
      language: 'EN',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Load more rewards' }));
    const dear = await screen.findByRole('article', { name: 'Cash 100' });
    // 9,000 points is more than the member's 2,500.
    expect(
      within(dear).getByRole('button', { name: 'Not enough points: Cash 100' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.getByText('Showing 3 of 3 rewards')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more rewards' })).toBeNull();

    const chips = within(screen.getByRole('group', { name: 'Reward type' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'All',
      'Cash',
      'Bonus',
      'Physical',
    ]);
    await userEvent.click(chips.getByRole('button', { name: 'Bonus' }));
    const bonus = await screen.findByRole('article', { name: 'Bonus 50' });
    expect(within(bonus).getByText('50.00 bonus')).toBeTruthy();
    expect(within(bonus).getByText('Bet 5× the bonus before withdrawing it')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Cash 10' })).toBeNull();
    expect(chips.getByRole('button', { name: 'Bonus' }).getAttribute('aria-pressed')).toBe('true');
    expect(server.callsTo('/wps/relay/getPointReward').at(-1)!.query).toMatchObject({
      kind: 'BONUS',
      language: 'EN',
    });
  });
});

describe('redeem history', () => {
  it('lists the orders with their status, remark and delivery address, filters by status and pages', async () => {
    const server = pointsServer({
      'GET /wps/relay/getRedeemPointList': (call) => {
        if (call.query.status === 'rejected') return ok(paged([]));
        if (call.query.pageNum === '2') {
          return ok(
            paged([order({ id: 14, rewardName: 'Cash 20', amount: '20.00' })], {
              pageNum: 2,
              totalPages: 2,
              total: 3,
            }),
          );
        }
        return ok(
          paged(
            [
              order({
                id: 12,
                rewardId: 3,
                rewardName: 'Gift box',
                kind: 'PHYSICAL',
                points: '2000.00',
                amount: null,
                status: 'applying',
                delivery: { name: 'Kim Demo', phone: '010-1234-5678', address: '1 Demo Street, Seoul' },
                decidedAt: null,
              }),
              order({ id: 11, status: 'passed', remark: 'Paid out' }),
            ],
            { totalPages: 2, total: 3 },
          ),
        );
      },
    });
    page('/pointMall?tab=history');
    const table = await screen.findByRole('region', { name: 'Redeem history' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Gift box')).toBeTruthy();
    expect(within(rows[0]!).getByText('Physical')).toBeTruthy();
    expect(within(rows[0]!).getByText('In process')).toBeTruthy();
    expect(within(rows[0]!).getByText('1 Demo Street, Seoul')).toBeTruthy();
    expect(within(rows[1]!).getByText('Approved')).toBeTruthy();
    expect(within(rows[1]!).getByText('Paid out')).toBeTruthy();
    expect(within(rows[1]!).getByText('10.00')).toBeTruthy();
    expect(server.callsTo('/wps/relay/getRedeemPointList')[0]!.query).toMatchObject({
      pageNum: '1',
      language: 'EN',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Cash 20')).toBeTruthy();
    expect(server.callsTo('/wps/relay/getRedeemPointList').at(-1)!.query.pageNum).toBe('2');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Rejected');
    expect(await screen.findByRole('heading', { name: 'No orders with this status' })).toBeTruthy();
    expect(server.callsTo('/wps/relay/getRedeemPointList').at(-1)!.query).toMatchObject({
      status: 'rejected',
      pageNum: '1',
    });
  });
});

describe('points details', () => {
  it('lists what moved the points, signed, with the balance after and a translated detail, and filters by kind', async () => {
    const server = pointsServer({
      'GET /wps/relay/ODSFE2_MemTransDet': (call) =>
        call.query.kind === 'CONVERT'
          ? ok(
              paged([
                entry({
                  id: 23,
                  kind: 'CONVERT',
                  points: '-1000.00',
                  balanceAfter: '1500.00',
                  detail: '10.00',
                }),
              ]),
            )
          : ok(
              paged([
                entry({
                  id: 22,
                  kind: 'REDEEM',
                  points: '-2000.00',
                  balanceAfter: '500.00',
                  detail: 'Gift box',
                }),
                entry({}),
              ]),
            ),
    });
    page('/pointMall?tab=details');
    const table = await screen.findByRole('region', { name: 'Points details' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Redeemed')).toBeTruthy();
    expect(within(rows[0]!).getByText('-2,000.00').getAttribute('data-tone')).toBe('loss');
    expect(within(rows[0]!).getByText('Gift box')).toBeTruthy();
    expect(within(rows[1]!).getByText('Earned')).toBeTruthy();
    expect(within(rows[1]!).getByText('+120.00').getAttribute('data-tone')).toBe('gain');
    expect(within(rows[1]!).getByText('Valid bets in Slots')).toBeTruthy();
    expect(server.callsTo('/wps/relay/ODSFE2_MemTransDet')[0]!.query).toMatchObject({ language: 'EN' });

    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Converted');
    expect(await screen.findByText('10.00 paid to your main wallet')).toBeTruthy();
    expect(server.callsTo('/wps/relay/ODSFE2_MemTransDet').at(-1)!.query.kind).toBe('CONVERT');
  });
});
