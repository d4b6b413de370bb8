import { authHeader, sessionKeys } from '@gp/contract/constants';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chooseLanguage, withWholePack } from '../../i18n/i18n';
import { jsonResponse, scriptedFetch, type RecordedCall } from '../../test/fixtures';
import { renderInMemoryRouter } from '../../test/render';
import { agentPack } from './i18n/packs';
import { ProfitLossPage } from './pages/profit-loss';
import { TeamBetsPage } from './pages/team-bets';
import { TeamOverviewPage } from './pages/team-overview';

const zero = {
  bets: 0,
  bet: '0.00',
  validBet: '0.00',
  win: '0.00',
  profitLoss: '0.00',
  deposits: '0.00',
  withdrawals: '0.00',
};
const figures = (over: Partial<typeof zero>) => ({ ...zero, ...over });

beforeAll(async () => {
  await chooseLanguage('EN');
  await withWholePack(() => Promise.resolve(null), agentPack)();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('team overview', () => {
  it("shows the period's figures and asks for another period when chosen", async () => {
    sessionStorage.setItem(sessionKeys.token, 'agent-token');
    const server = scriptedFetch({
      'GET /wps/agent/overview': (call: RecordedCall) =>
        jsonResponse({
          success: true,
          value: {
            period: call.query.period,
            from: '2026-11-27',
            to: '2026-11-27',
            utcOffsetMinutes: 540,
            teamSize: 27,
            newMembers: call.query.period === 'thisWeek' ? 4 : 1,
            activeMembers: 9,
            figures: figures({
              bets: 40,
              bet: '120.00',
              validBet: '120.00',
              win: '80.00',
              profitLoss: '-40.00',
              deposits: '500.00',
            }),
            income: '12.50',
            days: [
              {
                date: '2026-11-27',
                activeMembers: 9,
                ...figures({ validBet: '120.00', profitLoss: '-40.00' }),
              },
            ],
          },
        }),
      'GET /wps/agent/downlines': () =>
        jsonResponse({
          success: true,
          value: {
            content: [],
            pageNum: 1,
            totalPages: 0,
            total: 0,
            teamSize: 27,
            directCount: 11,
            affiliateCode: 'AGENT001',
          },
        }),
    });
    renderInMemoryRouter(<TeamOverviewPage />, '/agentHome');
    await screen.findByText('Team members');
    const value = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Team members')).toBe('27');
    expect(value('New members')).toBe('1');
    expect(value('Team profit and loss')).toContain('-');
    expect(value('My income')).toContain('12.50');
    expect(screen.getByText(/GMT\+09:00/)).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'This week' }));
    fireEvent.click(screen.getByRole('tab', { name: 'This week' }));
    await vi.waitFor(() => expect(value('New members')).toBe('4'));
    expect(server.callsTo('/wps/agent/overview').map((c) => c.query.period)).toEqual(['today', 'thisWeek']);
    // The chart's figures are there as a table too.
    expect(within(screen.getByRole('table')).getByText('2026-11-27')).toBeTruthy();
  });
});

describe('profit and loss per downline', () => {
  it('drills into a sub-agent and back along the trail', async () => {
    sessionStorage.setItem(sessionKeys.token, 'agent-token');
    const server = scriptedFetch({
      'GET /wps/agent/report/profit-loss': (call: RecordedCall) =>
        jsonResponse({
          success: true,
          value: {
            from: '2026-11-27',
            to: '2026-11-27',
            utcOffsetMinutes: 0,
            path: call.query.parent ? ['demo_agent', call.query.parent] : ['demo_agent'],
            own: zero,
            team: figures({ bets: 3, validBet: '30.00' }),
            content: call.query.parent
              ? [{ account: 'deep_player', accountType: 'MEMBER', hasTeam: false, ...figures({ bets: 1 }) }]
              : [{ account: 'sub_one', accountType: 'AGENT', hasTeam: true, ...figures({ bets: 2 }) }],
            pageNum: 1,
            totalPages: 1,
            total: 1,
          },
        }),
    });
    renderInMemoryRouter(<ProfitLossPage />, '/agentHome');
    fireEvent.click(await screen.findByRole('button', { name: "Open sub_one's team" }));
    await screen.findByText('deep_player');
    expect(server.callsTo('/wps/agent/report/profit-loss').at(-1)!.query.parent).toBe('sub_one');
    expect(screen.getByText("sub_one's own play", { selector: 'h3' })).toBeTruthy();
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Team levels' })).getByRole('button', {
        name: 'My team',
      }),
    );
    await screen.findByText('sub_one');
    expect(server.callsTo('/wps/agent/report/profit-loss').at(-1)!.query.parent).toBeUndefined();
  });
});

describe('team bet records', () => {
  it('sends the chosen days and downloads the same filter as a CSV file', async () => {
    sessionStorage.setItem(sessionKeys.token, 'agent-token');
    const created = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const server = scriptedFetch({
      'GET /wps/agent/report/bets': () =>
        jsonResponse({
          success: true,
          value: {
            from: '2026-11-27',
            to: '2026-11-27',
            utcOffsetMinutes: 0,
            content: [],
            totals: { bets: 0, bet: '0.00', validBet: '0.00', win: '0.00', profitLoss: '0.00' },
            pageNum: 1,
            totalPages: 0,
            total: 0,
          },
        }),
      'GET /wps/agent/report/bets/csv': () =>
        new Response('createdAt,account\r\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="team-bets_x.csv"',
          },
        }),
    });
    renderInMemoryRouter(<TeamBetsPage />, '/agentHome');
    await screen.findByText('No rounds in this range');
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await vi.waitFor(() => expect(server.callsTo('/wps/agent/report/bets').at(-1)!.query.from).toBeDefined());
    const { from, to } = server.callsTo('/wps/agent/report/bets').at(-1)!.query;
    expect((Date.parse(to!) - Date.parse(from!)) / 86_400_000).toBe(6);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(clicks).toHaveBeenCalled());
    const csv = server.callsTo('/wps/agent/report/bets/csv')[0]!;
    expect(csv.query).toEqual({ from, to });
    expect(csv.headers[authHeader]).toBe('Bearer agent-token');
    expect(created).toHaveBeenCalled();
    clicks.mockRestore();
  });
});
