import { sessionKeys } from '@gp/contract/constants';
import type { Limit, SaferGamblingValue, StatementValue } from '@gp/contract/safer-gambling';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withWholePack } from '../../i18n/i18n';
import { useSessionStore } from '../../lib/session-store';
import { useSiteStore } from '../../lib/site-store';
import { jsonResponse, permissionFixture, scriptedFetch } from '../../test/fixtures';
import { renderInMemoryRouter, resetSession, setupWebTests } from '../../test/render';
import { nextCheckAt, RealityCheck } from './components/reality-check-dialog';
import { elapsedText, SessionClock } from './components/session-clock';
import { statementCsv } from './components/statement-csv';
import { saferGamblingPack } from './i18n/packs';
import { SaferGamblingPage } from './pages/safer-gambling-page';

const env = setupWebTests();
beforeAll(async () => {
  await withWholePack(() => Promise.resolve(null), saferGamblingPack)();
});
afterEach(() => {
  resetSession();
  vi.useRealTimers();
});

const logIn = () => {
  useSiteStore.getState().setPermission(permissionFixture(env.keys.publicKey), '/cdn/i', '/cdn/l');
  sessionStorage.setItem(sessionKeys.token, 'member-token');
  useSessionStore.setState({ isLogin: true, token: 'member-token', member: { id: 7 } as never });
};

const limit = (kind: Limit['kind'], period: Limit['period'], extra: Partial<Limit> = {}): Limit => ({
  kind,
  period,
  amount: null,
  byDefault: false,
  ceiling: null,
  used: kind === 'SESSION' ? null : '0.00',
  resetsAt: kind === 'SESSION' ? null : '2026-11-29T00:00:00.000Z',
  pending: null,
  ...extra,
});
const pageValue = (deposit: Partial<Limit> = {}): SaferGamblingValue => ({
  limits: [
    limit('DEPOSIT', 'DAY', deposit),
    limit('DEPOSIT', 'WEEK'),
    limit('DEPOSIT', 'MONTH'),
    limit('LOSS', 'DAY'),
    limit('LOSS', 'WEEK'),
    limit('LOSS', 'MONTH'),
    limit('WAGER', 'DAY'),
    limit('WAGER', 'WEEK'),
    limit('WAGER', 'MONTH'),
    limit('SESSION', 'SESSION'),
  ],
  realityCheckMinutes: 0,
  passwordRequired: true,
  history: [],
});

describe('safer gambling page', () => {
  it('sets a daily deposit limit and shows what the period has used', async () => {
    logIn();
    let value = pageValue();
    const server = scriptedFetch({
      'GET /wps/member/safer-gambling': () => jsonResponse({ success: true, value }),
      'POST /wps/member/safer-gambling/limit': () => {
        value = pageValue({ amount: '100.00', used: '60.00' });
        return jsonResponse({ success: true, value });
      },
    });
    renderInMemoryRouter(<SaferGamblingPage />, '/member?page=saferGambling');
    const deposit = await screen.findByRole('region', { name: 'Deposit limit' });
    fireEvent.change(within(deposit).getByLabelText('New daily deposit limit'), { target: { value: '100' } });
    fireEvent.click(within(deposit).getAllByRole('button', { name: 'Save' })[0]!);
    await vi.waitFor(() => expect(server.callsTo('/wps/member/safer-gambling/limit')).toHaveLength(1));
    expect(await screen.findByText('Limit saved.')).toBeTruthy();
    expect(server.callsTo('/wps/member/safer-gambling/limit')[0]!.body).toEqual({
      kind: 'DEPOSIT',
      period: 'DAY',
      amount: '100',
    });
    // The saved figures arrive through the query cache, which re-renders in a transition.
    const bar = await within(deposit).findByRole('progressbar', { name: 'Daily deposit limit used' });
    expect(bar.getAttribute('aria-valuenow')).toBe('60');
    expect(within(deposit).getByText(/60\.00 used of 100\.00/)).toBeTruthy();
  });

  it('shows a waiting raise, keeps confirm off until it is due, and names the refusal', async () => {
    logIn();
    const waiting = {
      amount: '100.00',
      pending: { amount: '500.00', effectiveAt: '2026-11-29T10:00:00.000Z', confirmable: false },
    };
    scriptedFetch({
      'GET /wps/member/safer-gambling': () => jsonResponse({ success: true, value: pageValue(waiting) }),
      'POST /wps/member/safer-gambling/limit/pending': () =>
        jsonResponse(
          {
            success: false,
            code: 'limit_change_not_due',
            value: { effectiveAt: '2026-11-29T10:00:00.000Z' },
          },
          409,
        ),
    });
    renderInMemoryRouter(<SaferGamblingPage />, '/member?page=saferGambling');
    const deposit = await screen.findByRole('region', { name: 'Deposit limit' });
    expect(within(deposit).getByText(/Change to 500\.00 waiting/)).toBeTruthy();
    const confirm = within(deposit).getByRole<HTMLButtonElement>('button', { name: 'Confirm change' });
    expect(confirm.disabled).toBe(true);
    fireEvent.click(within(deposit).getByRole('button', { name: 'Keep current limit' }));
    expect(await within(deposit).findByRole('alert')).toBeTruthy();
    expect(within(deposit).getByRole('alert').textContent).toMatch(/You can confirm this change from/);
  });

  it('asks for the password and an acknowledgement before a break, then logs out', async () => {
    logIn();
    const server = scriptedFetch({
      'GET /wps/member/safer-gambling': () => jsonResponse({ success: true, value: pageValue() }),
      'POST /wps/member/safer-gambling/exclusion': () =>
        jsonResponse({
          success: true,
          value: {
            kind: 'TIME_OUT',
            startsAt: '2026-11-28T10:00:00.000Z',
            endsAt: '2026-12-05T10:00:00.000Z',
          },
        }),
      'DELETE /wps/session/logout': () => jsonResponse({ success: false, code: 'not_logged_in' }, 401),
    });
    renderInMemoryRouter(<SaferGamblingPage />, '/member?page=saferGambling&tab=break');
    const start = await screen.findByRole('button', { name: 'Start my break' });
    expect((start as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Length'), { target: { value: '7D' } });
    fireEvent.change(screen.getByLabelText('Your login password'), { target: { value: 'Secret123!' } });
    fireEvent.click(screen.getByLabelText(/I understand/));
    fireEvent.click(start);
    const dialog = await screen.findByRole('dialog', { name: 'Your break has started' });
    expect(within(dialog).getByText(/Your account is closed until/)).toBeTruthy();
    expect(server.callsTo('/wps/member/safer-gambling/exclusion')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(useSessionStore.getState().isLogin).toBe(false));
  });

  it('lets an account without a password take a break with the acknowledgement alone', async () => {
    logIn();
    const server = scriptedFetch({
      'GET /wps/member/safer-gambling': () =>
        jsonResponse({ success: true, value: { ...pageValue(), passwordRequired: false } }),
      'POST /wps/member/safer-gambling/exclusion': () =>
        jsonResponse({
          success: true,
          value: {
            kind: 'TIME_OUT',
            startsAt: '2026-11-28T10:00:00.000Z',
            endsAt: '2026-11-29T10:00:00.000Z',
          },
        }),
    });
    renderInMemoryRouter(<SaferGamblingPage />, '/member?page=saferGambling&tab=break');
    const start = await screen.findByRole('button', { name: 'Start my break' });
    await vi.waitFor(() => expect(screen.queryByLabelText('Your login password')).toBeNull());
    fireEvent.click(screen.getByLabelText(/I understand/));
    expect((start as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(start);
    await screen.findByRole('dialog', { name: 'Your break has started' });
    expect(server.callsTo('/wps/member/safer-gambling/exclusion')).toHaveLength(1);
  });

  it('shows the statement with its totals and offers it as CSV', async () => {
    logIn();
    const statement: StatementValue = {
      from: '2026-10-30',
      to: '2026-11-28',
      days: [
        {
          day: '2026-11-27',
          deposits: '200.00',
          withdrawals: '0.00',
          bets: '50.00',
          wins: '20.00',
          net: '-30.00',
        },
      ],
      totals: { deposits: '200.00', withdrawals: '0.00', bets: '50.00', wins: '20.00', net: '-30.00' },
    };
    scriptedFetch({
      'GET /wps/member/safer-gambling': () => jsonResponse({ success: true, value: pageValue() }),
      'GET /wps/member/safer-gambling/statement': () => jsonResponse({ success: true, value: statement }),
    });
    renderInMemoryRouter(<SaferGamblingPage />, '/member?page=saferGambling&tab=statement');
    const region = await screen.findByRole('region', { name: 'Activity by day' });
    const table = within(region).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('-30.00')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Download CSV' });
    expect(link.getAttribute('download')).toBe('statement-2026-10-30-2026-11-28.csv');
    expect(
      statementCsv(statement, {
        day: 'Day',
        deposits: 'Deposits',
        withdrawals: 'Withdrawals',
        bets: 'Stakes',
        wins: 'Wins',
        net: 'Net',
        total: 'Total, all',
      }).split('\r\n'),
    ).toEqual([
      'Day,Deposits,Withdrawals,Stakes,Wins,Net',
      '2026-11-27,200.00,0.00,50.00,20.00,-30.00',
      '"Total, all",200.00,0.00,50.00,20.00,-30.00',
    ]);
  });
});

describe('reality check', () => {
  it('counts its reminders from the start of the session', () => {
    const start = '2026-11-28T10:00:00.000Z';
    const at = (minutes: number) => Date.parse(start) + minutes * 60_000;
    expect(nextCheckAt(start, 30, at(0))).toBe(at(30));
    expect(nextCheckAt(start, 30, at(29))).toBe(at(30));
    expect(nextCheckAt(start, 30, at(30))).toBe(at(60));
    expect(nextCheckAt(start, 15, at(44))).toBe(at(45));
  });

  it("shows the session's time and result at the interval and continues on request", async () => {
    logIn();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const startedAt = new Date(Date.now() - 29 * 60_000).toISOString();
    scriptedFetch({
      'GET /wps/member/safer-gambling/session': () =>
        jsonResponse({
          success: true,
          value: {
            startedAt,
            endsAt: null,
            realityCheckMinutes: 30,
            bets: '40.00',
            wins: '25.00',
            net: '-15.00',
          },
        }),
    });
    renderInMemoryRouter(<RealityCheck />, '/');
    await vi.waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(within(dialog).getByText('You have been playing for 30 minutes this session.')).toBeTruthy();
    expect(within(dialog).getByText('-15.00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue playing' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('session clock', () => {
  it('shows the time since login and the net result', async () => {
    logIn();
    const startedAt = new Date(Date.now() - 42 * 60_000 - 5_000).toISOString();
    scriptedFetch({
      'GET /wps/member/safer-gambling/session': () =>
        jsonResponse({
          success: true,
          value: {
            startedAt,
            endsAt: null,
            realityCheckMinutes: 0,
            bets: '40.00',
            wins: '25.00',
            net: '-15.00',
          },
        }),
    });
    renderInMemoryRouter(<SessionClock />, '/');
    expect(await screen.findByRole('group', { name: 'Session time 0:42, net result -15.00' })).toBeTruthy();
    expect(elapsedText(125 * 60_000)).toBe('2:05');
  });
});
