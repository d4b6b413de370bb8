import { sessionKeys } from '@gp/contract/constants';
import type { Mission, MissionSummaryValue } from '@gp/contract/missions';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withWholePack } from '../../i18n/i18n';
import { useQuery } from '../../lib/query';
import { useSessionStore } from '../../lib/session-store';
import { walletBalanceQuery } from '../../lib/wallet-balance';
import { jsonResponse, scriptedFetch, type RecordedCall } from '../../test/fixtures';
import { renderInMemoryRouter, resetSession, setupWebTests } from '../../test/render';
import { missionsPack } from './i18n/packs';
import { MissionLeaderboardPage } from './pages/mission-leaderboard-page';

setupWebTests();
beforeAll(async () => {
  await withWholePack(() => Promise.resolve(null), missionsPack)();
});
afterEach(resetSession);

const logIn = () => {
  sessionStorage.setItem(sessionKeys.token, 'member-token');
  useSessionStore.setState({
    isLogin: true,
    isTrial: false,
    token: 'member-token',
    member: { id: 7 } as never,
  });
};

const inThreeHours = () => new Date(Date.now() + 3 * 3_600_000 + 30_000).toISOString();

const mission = (over: Partial<Mission>): Mission => ({
  id: 1,
  period: 'D',
  kind: 'BET',
  gameType: 'RNG',
  title: 'Spin the slots',
  target: '500.00',
  progress: '125.00',
  status: 'in_progress',
  reward: '5.00',
  missionPoints: 10,
  endsAt: inThreeHours(),
  ...over,
});

const summary = (winStatus: Mission['status']): MissionSummaryValue => {
  const missions = [
    mission({}),
    mission({
      id: 2,
      kind: 'WIN_ROUNDS',
      gameType: null,
      title: 'Win 10 rounds',
      target: '10',
      progress: '10',
      status: winStatus,
      reward: '8.00',
      missionPoints: 20,
    }),
    mission({
      id: 3,
      period: 'W',
      kind: 'LOGIN_STREAK',
      gameType: null,
      title: 'Log in 5 days',
      target: '5',
      progress: '5',
      status: 'claimed',
      reward: '20.00',
      missionPoints: 50,
    }),
  ];
  return {
    missions,
    claimable: missions.filter((m) => m.status === 'completed').length,
    weekPoints: winStatus === 'claimed' ? 70 : 50,
  };
};

const entry = (rank: number, account: string, points: number, me = false) => ({ rank, account, points, me });
const board = (entries: ReturnType<typeof entry>[], mine: ReturnType<typeof entry> | null) =>
  jsonResponse({
    success: true,
    value: { weekStart: '2026-11-23T00:00:00.000Z', weekEnd: '2026-11-30T00:00:00.000Z', entries, mine },
  });

/** The header's balance, so the test sees the claim refresh it. */
const BalanceProbe = () => {
  const balance = useQuery(walletBalanceQuery('member-token'));
  return <p>balance {balance.data?.balance ?? '…'}</p>;
};

describe('missions page', () => {
  it('shows each mission with its labelled progress, reward, points and time left, grouped by period', async () => {
    logIn();
    scriptedFetch({
      'GET /wps/relay/MISSION_summary': () => jsonResponse({ success: true, value: summary('completed') }),
      'GET /wps/relay/MISSION_leaderboard': () => board([], null),
    });
    renderInMemoryRouter(<MissionLeaderboardPage />, '/member?page=missionLeaderboard');
    const today = await screen.findByRole('region', { name: 'Today' });
    const slots = within(today).getByRole('article', { name: 'Spin the slots' });
    const bar = within(slots).getByRole('progressbar', { name: 'Progress of Spin the slots' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(within(slots).getByText('Valid bets on Slots')).toBeTruthy();
    expect(within(slots).getByText('125.00 / 500.00')).toBeTruthy();
    expect(within(slots).getByText('5.00')).toBeTruthy();
    expect(within(slots).getByText('+10')).toBeTruthy();
    expect(within(slots).getByText('3h 0m')).toBeTruthy();
    expect(within(slots).getByText('In progress')).toBeTruthy();
    expect(within(slots).queryByRole('button')).toBeNull();
    // Rounds and days are counts, not money.
    const rounds = within(today).getByRole('article', { name: 'Win 10 rounds' });
    expect(within(rounds).getByText('10 / 10')).toBeTruthy();
    expect(within(rounds).getByRole('button', { name: 'Claim 8.00' })).toBeTruthy();
    const week = screen.getByRole('region', { name: 'This week' });
    const streak = within(week).getByRole('article', { name: 'Log in 5 days' });
    expect(within(streak).getByText('Claimed')).toBeTruthy();
    expect(within(streak).queryByRole('button')).toBeNull();
    expect(screen.getByText('Missions ready to claim').nextElementSibling?.textContent).toBe('1');
  });

  it('claims a completed mission with an Idempotency-Key, then refreshes the summary, balance and leaderboard', async () => {
    logIn();
    let claimed = false;
    const server = scriptedFetch({
      'GET /wps/relay/MISSION_summary': () =>
        jsonResponse({ success: true, value: summary(claimed ? 'claimed' : 'completed') }),
      'POST /wps/relay/MISSION_claim': () => {
        claimed = true;
        return jsonResponse({ success: true, value: summary('claimed') });
      },
      'GET /wps/relay/MISSION_leaderboard': () => board([entry(1, 'de***er', claimed ? 70 : 50, true)], null),
      'GET /wps/v2/wallets/balance': () =>
        jsonResponse({
          success: true,
          value: {
            balance: claimed ? '108.00' : '100.00',
            currency: 'KRW',
            currencySymbol: '₩',
            isSingle: true,
            wallets: [],
            playBalance: '0.00',
          },
        }),
    });
    renderInMemoryRouter(
      <>
        <BalanceProbe />
        <MissionLeaderboardPage />
      </>,
      '/member?page=missionLeaderboard',
    );
    expect(await screen.findByText('balance 100.00')).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Win 10 rounds' });
    fireEvent.click(within(card).getByRole('button', { name: 'Claim 8.00' }));
    expect(
      await screen.findByText('Win 10 rounds claimed: 8.00 added to your balance and 20 mission points.'),
    ).toBeTruthy();
    const [claim] = server.callsTo('/wps/relay/MISSION_claim') as [RecordedCall];
    expect(claim.body).toEqual({ missionId: 2, language: 'EN' });
    expect(claim.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(card).getByText('Claimed')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(await screen.findByText('balance 108.00')).toBeTruthy();
    expect(await screen.findByText('70 pts')).toBeTruthy();
    expect(server.callsTo('/wps/relay/MISSION_summary').length).toBeGreaterThanOrEqual(2);
    expect(server.callsTo('/wps/relay/MISSION_leaderboard').length).toBeGreaterThanOrEqual(2);
  });

  it('says why a claim was refused', async () => {
    logIn();
    scriptedFetch({
      'GET /wps/relay/MISSION_summary': () => jsonResponse({ success: true, value: summary('completed') }),
      'POST /wps/relay/MISSION_claim': () =>
        jsonResponse({ success: false, code: 'mission_not_claimable', message: 'claimed' }, 409),
      'GET /wps/relay/MISSION_leaderboard': () => board([], null),
    });
    renderInMemoryRouter(<MissionLeaderboardPage />, '/member?page=missionLeaderboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Claim 8.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This mission cannot be claimed: it is not completed in this period, or it was claimed already.',
    );
  });

  it('says so plainly when the site runs no mission', async () => {
    logIn();
    scriptedFetch({
      'GET /wps/relay/MISSION_summary': () =>
        jsonResponse({ success: true, value: { missions: [], claimable: 0, weekPoints: 0 } }),
      'GET /wps/relay/MISSION_leaderboard': () => board([], null),
    });
    renderInMemoryRouter(<MissionLeaderboardPage />, '/member?page=missionLeaderboard');
    expect(await screen.findByRole('heading', { name: 'No missions right now' })).toBeTruthy();
  });
});

describe('mission leaderboard', () => {
  const summaryAnswer = () => jsonResponse({ success: true, value: summary('in_progress') });

  it("marks the member's own row when it is among the ranked entries", async () => {
    logIn();
    scriptedFetch({
      'GET /wps/relay/MISSION_summary': summaryAnswer,
      'GET /wps/relay/MISSION_leaderboard': () =>
        board([entry(1, 'ab***yz', 300), entry(2, 'de***er', 120, true)], entry(2, 'de***er', 120, true)),
    });
    renderInMemoryRouter(<MissionLeaderboardPage />, '/member?page=missionLeaderboard');
    const ranking = await screen.findByRole('list', { name: /^Ranking, / });
    const rows = within(ranking).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Rank 1ab***yz300 pts', 'Rank 2de***erYou120 pts']);
    expect(rows[1]!.getAttribute('aria-current')).toBe('true');
    expect(rows[0]!.getAttribute('aria-current')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Your place' })).toBeNull();
  });

  it("shows the member's place below the entries when it is outside them, and last week on its tab", async () => {
    logIn();
    const server = scriptedFetch({
      'GET /wps/relay/MISSION_summary': summaryAnswer,
      'GET /wps/relay/MISSION_leaderboard': (call) =>
        call.query.week === 'previous'
          ? board([], null)
          : board([entry(1, 'ab***yz', 300), entry(2, 'cd***wx', 200)], entry(14, 'de***er', 40, true)),
    });
    renderInMemoryRouter(<MissionLeaderboardPage />, '/member?page=missionLeaderboard');
    const mine = await screen.findByRole('list', { name: 'Your place' });
    const row = within(mine).getByRole('listitem');
    expect(row.getAttribute('aria-current')).toBe('true');
    expect(row.textContent).toBe('Rank 14de***erYou40 pts');
    const ranking = screen.getByRole('list', { name: /^Ranking, / });
    expect(within(ranking).getAllByRole('listitem')).toHaveLength(2);
    expect(within(ranking).queryByText('You')).toBeNull();
    expect(server.callsTo('/wps/relay/MISSION_leaderboard')[0]!.query.week).toBe('current');

    fireEvent.click(screen.getByRole('tab', { name: 'Last week' }));
    expect(await screen.findByRole('heading', { name: 'Nobody scored last week' })).toBeTruthy();
    await vi.waitFor(() =>
      expect(server.callsTo('/wps/relay/MISSION_leaderboard').map((c) => c.query.week)).toContain('previous'),
    );
  });

  it('shows an empty board with its week before anyone scores', async () => {
    logIn();
    scriptedFetch({
      'GET /wps/relay/MISSION_summary': summaryAnswer,
      'GET /wps/relay/MISSION_leaderboard': () => board([], null),
    });
    renderInMemoryRouter(<MissionLeaderboardPage />, '/member?page=missionLeaderboard');
    expect(await screen.findByRole('heading', { name: 'No points yet this week' })).toBeTruthy();
    const dates = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
    const first = dates.format(new Date('2026-11-23T00:00:00.000Z'));
    const last = dates.format(new Date('2026-11-29T23:59:59.999Z'));
    expect(screen.getByText(`${first} – ${last}`)).toBeTruthy();
  });
});
