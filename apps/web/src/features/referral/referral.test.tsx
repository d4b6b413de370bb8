import { sessionKeys } from '@gp/contract/constants';
import type { Invitee, ReferralValue } from '@gp/contract/referral';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withWholePack } from '../../i18n/i18n';
import { jsonResponse, scriptedFetch, type RecordedCall } from '../../test/fixtures';
import { renderInMemoryRouter, resetSession, setupWebTests } from '../../test/render';
import { referralPack } from './i18n/packs';
import { ReferralPage } from './pages/referral-page';

setupWebTests();
beforeAll(async () => {
  await withWholePack(() => Promise.resolve(null), referralPack)();
});
afterEach(() => {
  resetSession();
  // Stubbed per test on the navigator itself (jsdom has neither).
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(navigator, 'share');
});

const overview = (over: Partial<ReferralValue> = {}): ReferralValue => ({
  enabled: true,
  referralCode: 'FRIEND42',
  invitePath: '/register?referralCode=FRIEND42',
  rewards: [
    { milestone: 'REGISTERED', threshold: '0.00', amount: '5.00' },
    { milestone: 'FIRST_DEPOSIT', threshold: '100.00', amount: '20.00' },
    { milestone: 'VALID_BET', threshold: '1000.00', amount: '30.00' },
  ],
  invitees: 2,
  qualified: 1,
  earned: '25.00',
  ...over,
});

const invitee = (over: Partial<Invitee> = {}): Invitee => ({
  account: 'ab***yz',
  joinedAt: '2026-11-20T09:30:00.000Z',
  firstDeposit: true,
  validBet: '250.00',
  earned: '25.00',
  milestones: ['REGISTERED', 'FIRST_DEPOSIT'],
  excluded: null,
  ...over,
});

const ok = (value: unknown) => jsonResponse({ success: true, value });
/** A page of invitees; the other pages, if any, are full (the server's page size is 20). */
const page = (content: Invitee[], pageNum = 1, totalPages = content.length ? 1 : 0) =>
  ok({
    content,
    pageNum,
    totalPages,
    total: totalPages > 1 ? (totalPages - 1) * 20 + content.length : content.length,
  });

/** A logged-in member and the two calls of the page. */
const serve = (
  value: ReferralValue,
  invitees: (call: RecordedCall) => Response = () => page([invitee()]),
) => {
  sessionStorage.setItem(sessionKeys.token, 'member-token');
  return scriptedFetch({
    'GET /wps/referral': () => ok(value),
    'GET /wps/referral/invitees': invitees,
  });
};

const expectedLink = () => `${window.location.origin}/register?referralCode=FRIEND42`;
const heroCard = () => screen.getByRole('region', { name: 'Invite friends, earn rewards' });

describe('invite link', () => {
  it('is this site’s origin plus the invite path, and Copy puts it on the clipboard', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    serve(overview());
    renderInMemoryRouter(<ReferralPage />, '/member?page=referral');
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Your invite link' });
    expect(field.value).toBe(expectedLink());
    expect(field.readOnly).toBe(true);
    expect(within(heroCard()).getByText('FRIEND42')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code of your invite link' })).toBeTruthy();
    fireEvent.click(within(heroCard()).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Invite link copied to your clipboard.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(expectedLink());
    expect(within(heroCard()).getByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('selects the link for a manual copy where there is no clipboard', async () => {
    serve(overview());
    renderInMemoryRouter(<ReferralPage />, '/member?page=referral');
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Your invite link' });
    fireEvent.click(within(heroCard()).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/The link is selected/)).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, expectedLink().length]);
  });

  it('offers Share only where the browser can share, and shares the link', async () => {
    serve(overview());
    const first = renderInMemoryRouter(<ReferralPage />, '/member?page=referral');
    await screen.findByRole('textbox', { name: 'Your invite link' });
    expect(within(heroCard()).queryByRole('button', { name: 'Share' })).toBeNull();
    first.unmount();

    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderInMemoryRouter(<ReferralPage />, '/member?page=referral');
    await screen.findByRole('textbox', { name: 'Your invite link' });
    fireEvent.click(within(heroCard()).getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: expectedLink() }));
  });
});

describe('rewards and totals', () => {
  it('words each reward with its threshold and shows what it pays, with the totals', async () => {
    serve(overview());
    renderInMemoryRouter(<ReferralPage />, '/member?page=referral');
    const registered = await screen.findByRole('row', { name: /Your friend registers/ });
    expect(within(registered).getByText('5.00')).toBeTruthy();
    const deposit = screen.getByRole('row', { name: /First deposit of at least 100\.00/ });
    expect(within(deposit).getByText('20.00')).toBeTruthy();
    const bets = screen.getByRole('row', { name: /Valid bets reach 1,000\.00/ });
    expect(within(bets).getByText('30.00')).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'Your totals' });
    expect(within(totals).getByText('Friends invited').nextElementSibling?.textContent).toBe('2');
    expect(within(totals).getByText('Qualified').nextElementSibling?.textContent).toBe('1');
    expect(within(totals).getByText('Earned').nextElementSibling?.textContent).toBe('25.00');
    expect(screen.queryByText('Invite rewards are paused.')).toBeNull();
  });

  it('says when the programme is paused and when no rewards are offered', async () => {
    serve(overview({ enabled: false, rewards: [] }));
    renderInMemoryRouter(<ReferralPage />, '/member?page=referral');
    expect(await screen.findByText('Invite rewards are paused.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No invite rewards are offered right now' })).toBeTruthy();
    // The link still registers friends, so it stays on the page.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Your invite link' }).value).toBe(
      expectedLink(),
    );
  });
});

describe('invitee list', () => {
  it('shows each friend’s progress and, for an excluded one, why it does not qualify', async () => {
    serve(overview(), () =>
      page([
        invitee(),
        invitee({
          account: 'cd***wx',
          firstDeposit: false,
          validBet: '0.00',
          earned: '0.00',
          milestones: [],
          excluded: 'same_device',
        }),
        invitee({
          account: 'gh***st',
          firstDeposit: false,
          validBet: '0.00',
          earned: '0.00',
          milestones: [],
          excluded: 'same_ip',
        }),
      ]),
    );
    renderInMemoryRouter(<ReferralPage />, '/member?page=referral');
    const device = await screen.findByRole('row', { name: /cd\*\*\*wx/ });
    expect(within(device).getByText('Registered from your own device: not eligible')).toBeTruthy();
    const network = screen.getByRole('row', { name: /gh\*\*\*st/ });
    expect(within(network).getByText('Registered from your own network: not eligible')).toBeTruthy();
    const counted = screen.getByRole('row', { name: /ab\*\*\*yz/ });
    expect(within(counted).queryByText(/not eligible/)).toBeNull();
    expect(within(counted).getByText('Yes')).toBeTruthy();
    expect(within(counted).getByText('250.00')).toBeTruthy();
    expect(
      within(counted)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Registered', 'First deposit']);
  });

  it('invites the member to share the link when no friend has joined', async () => {
    serve(overview({ invitees: 0, qualified: 0, earned: '0.00' }), () => page([]));
    renderInMemoryRouter(<ReferralPage />, '/member?page=referral');
    expect(await screen.findByRole('heading', { name: 'No friends have joined yet' })).toBeTruthy();
    expect(screen.getByText(/Share your invite link or code/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy your invite link' })).toBeTruthy();
    expect(screen.queryByRole('row', { name: /\*\*\*/ })).toBeNull();
  });

  it('asks for page 2 when the member pages on', async () => {
    const server = serve(overview(), (call) =>
      call.query.pageNum === '2' ? page([invitee({ account: 'ef***uv' })], 2, 2) : page([invitee()], 1, 2),
    );
    renderInMemoryRouter(<ReferralPage />, '/member?page=referral');
    await screen.findByRole('row', { name: /ab\*\*\*yz/ });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('row', { name: /ef\*\*\*uv/ })).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(server.callsTo('/wps/referral/invitees').map((call) => call.query.pageNum)).toEqual(['1', '2']);
  });
});
