import { sessionKeys } from '@gp/contract/constants';
import type { Raffle } from '@gp/contract/raffle';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { currentLanguage, withWholePack } from '../../../i18n/i18n';
import { useQuery } from '../../../lib/query';
import { useSessionStore } from '../../../lib/session-store';
import { jsonResponse, scriptedFetch, type RecordedCall } from '../../../test/fixtures';
import { renderInMemoryRouter, resetSession, setupWebTests } from '../../../test/render';
import { RewardCenterPage } from '../pages/reward-center';
import { PromotionsPage } from '../pages/promotions-page';
import { rewardsPack } from '../i18n/packs';
import { latestWinnersQuery } from './api/winner-rank';
import { RaffleSection } from './components/raffle-section';
import { rafflePack } from './i18n/packs';

setupWebTests();
beforeAll(async () => {
  await withWholePack(() => Promise.resolve(null), rewardsPack, rafflePack)();
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

const raffle = (over: Partial<Raffle>): Raffle => ({
  id: 1,
  title: 'Weekend raffle',
  basis: 'DEPOSIT',
  ticketAmount: '100.00',
  startsAt: '2026-11-27T00:00:00.000Z',
  endsAt: '2026-11-30T00:00:00.000Z',
  drawAt: '2026-11-30T12:00:00.000Z',
  status: 'open',
  prizes: ['1000.00', '500.00', '100.00'],
  earnedTickets: 5,
  claimedTickets: 2,
  totalTickets: 40,
  winners: [],
  ...over,
});
const list = (...raffles: Raffle[]) => jsonResponse({ success: true, value: { raffles } });
const noPromotions = () =>
  jsonResponse({ success: true, value: { categories: [], promotions: [], availablePromoCount: 0 } });

describe('raffles in the reward centre', () => {
  it('shows how tickets are earned, the prizes and the chance, and claims the new tickets', async () => {
    logIn();
    let claimed = false;
    const entered = () => raffle({ claimedTickets: 5, totalTickets: 43 });
    const server = scriptedFetch({
      'GET /wps/promotions': noPromotions,
      'GET /wps/relay/raffles': () => list(claimed ? entered() : raffle({})),
      'POST /wps/relay/claimRafflePromotion': () => {
        claimed = true;
        return jsonResponse({ success: true, value: { raffle: entered() } });
      },
    });
    renderInMemoryRouter(<RewardCenterPage />, '/member?page=rewardCenter');
    const section = await screen.findByRole('region', { name: 'Raffles' });
    const card = await within(section).findByRole('article', { name: 'Weekend raffle' });
    expect(within(card).getByText('1 ticket per 100.00 of deposits')).toBeTruthy();
    expect(within(card).getByText('Open')).toBeTruthy();
    const prizes = within(card).getByRole('list', { name: 'Prizes of Weekend raffle' });
    expect(
      within(prizes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#11,000.00', '#2500.00', '#3100.00']);
    expect(within(card).getByText('Tickets earned').nextElementSibling?.textContent).toBe('5');
    expect(within(card).getByText('Tickets entered').nextElementSibling?.textContent).toBe('2');
    expect(within(card).getByText('Tickets in the draw').nextElementSibling?.textContent).toBe('40');
    expect(within(card).getByText('Your chance').nextElementSibling?.textContent).toBe('5%');

    fireEvent.click(within(card).getByRole('button', { name: 'Claim 3 tickets' }));
    expect(await within(section).findByText('3 tickets entered in Weekend raffle.')).toBeTruthy();
    const [claim] = server.callsTo('/wps/relay/claimRafflePromotion') as [RecordedCall];
    expect(claim.body).toEqual({ raffleId: 1, language: 'EN' });
    expect(claim.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(card).getByText('Tickets entered').nextElementSibling?.textContent).toBe('5');
    expect(within(card).getByText('Your chance').nextElementSibling?.textContent).toBe('11.63%');
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('offers no claim when every earned ticket is in, or the raffle has closed', async () => {
    logIn();
    scriptedFetch({
      'GET /wps/relay/raffles': () =>
        list(
          raffle({ claimedTickets: 5 }),
          raffle({ id: 2, title: 'Closed raffle', basis: 'VALID_BET', status: 'closed' }),
        ),
    });
    renderInMemoryRouter(<RaffleSection />, '/member?page=rewardCenter');
    const open = await screen.findByRole('article', { name: 'Weekend raffle' });
    expect(within(open).queryByRole('button')).toBeNull();
    const closed = screen.getByRole('article', { name: 'Closed raffle' });
    expect(within(closed).getByText('1 ticket per 100.00 of valid bets')).toBeTruthy();
    expect(within(closed).getByText('Waiting for the draw')).toBeTruthy();
    expect(within(closed).queryByRole('button')).toBeNull();
    expect(
      within(closed).getByText('Tickets not claimed before the raffle closed are not in the draw.'),
    ).toBeTruthy();
  });

  it('lists the winners of a drawn raffle and marks the member', async () => {
    logIn();
    scriptedFetch({
      'GET /wps/relay/raffles': () =>
        list(
          raffle({
            status: 'drawn',
            claimedTickets: 5,
            winners: [
              { rank: 1, account: 'ab***yz', prize: '1000.00', tickets: 12, me: false },
              { rank: 2, account: 'de***er', prize: '500.00', tickets: 5, me: true },
            ],
          }),
        ),
    });
    renderInMemoryRouter(<RaffleSection />, '/member?page=rewardCenter');
    const card = await screen.findByRole('article', { name: 'Weekend raffle' });
    expect(within(card).getByText('Drawn')).toBeTruthy();
    const winners = within(card).getByRole('list', { name: 'Winners of Weekend raffle' });
    const rows = within(winners).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['#1ab***yz1,000.00', '#2de***erYou500.00']);
    expect(rows[1]!.getAttribute('aria-current')).toBe('true');
    expect(rows[0]!.getAttribute('aria-current')).toBeNull();
    expect(within(card).getByText('You won 500.00. It was paid to your main wallet.')).toBeTruthy();
  });

  it('says so when no raffle is running', async () => {
    logIn();
    scriptedFetch({ 'GET /wps/relay/raffles': () => list() });
    renderInMemoryRouter(<RaffleSection />, '/member?page=rewardCenter');
    expect(await screen.findByText('No raffle is running right now. New raffles appear here.')).toBeTruthy();
  });
});

/** Reads the page's winners query, so a test knows when its answer is in. */
const AnswerProbe = () => {
  const answer = useQuery(latestWinnersQuery(currentLanguage()));
  return answer.data ? <p>answered: {answer.data.raffle ? 'a raffle' : 'no raffle'}</p> : null;
};

describe('latest raffle winners on /promotions', () => {
  it('shows a guest the winners of the last drawn raffle', async () => {
    const server = scriptedFetch({
      'GET /wps/promotions': noPromotions,
      'GET /wps/relay/winnerRankList': () =>
        jsonResponse({
          success: true,
          value: {
            raffle: { id: 4, title: 'Autumn raffle', drawnAt: '2026-11-20T12:00:00.000Z' },
            winners: [
              { rank: 1, account: 'ab***yz', prize: '1000.00', tickets: 12, me: false },
              { rank: 2, account: 'cd***wx', prize: '500.00', tickets: 3, me: false },
            ],
          },
        }),
    });
    renderInMemoryRouter(<PromotionsPage />, '/promotions');
    const block = await screen.findByRole('region', { name: 'Latest raffle winners' });
    expect(within(block).getByText(/Autumn raffle/)).toBeTruthy();
    const winners = within(block).getByRole('list', { name: 'Winners of Autumn raffle' });
    expect(
      within(winners)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#1ab***yz1,000.00', '#2cd***wx500.00']);
    expect(server.callsTo('/wps/relay/winnerRankList')[0]!.headers.authorization).toBeUndefined();
  });

  it('shows no block before any raffle was drawn', async () => {
    logIn();
    const server = scriptedFetch({
      'GET /wps/promotions': noPromotions,
      'GET /wps/relay/winnerRankList': () =>
        jsonResponse({ success: true, value: { raffle: null, winners: [] } }),
    });
    renderInMemoryRouter(
      <>
        <AnswerProbe />
        <PromotionsPage />
      </>,
      '/promotions',
    );
    expect(await screen.findByRole('heading', { name: 'No promotions right now' })).toBeTruthy();
    // The page has the answer (the probe shares its query): no raffle was drawn, so nothing to show.
    expect(await screen.findByText('answered: no raffle')).toBeTruthy();
    expect(server.callsTo('/wps/relay/winnerRankList')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Latest raffle winners' })).toBeNull();
    expect(screen.queryByText('Latest raffle winners')).toBeNull();
  });
});
