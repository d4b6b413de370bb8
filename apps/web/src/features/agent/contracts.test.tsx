import { sessionKeys } from '@gp/contract/constants';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chooseLanguage, withWholePack } from '../../i18n/i18n';
import { jsonResponse, scriptedFetch, type RecordedCall } from '../../test/fixtures';
import { renderInMemoryRouter } from '../../test/render';
import { agentPack } from './i18n/packs';
import { DailySalaryPage } from './pages/contracts';

const contract = (over: Record<string, unknown>) => ({
  id: 1,
  kind: 'DAILY',
  period: 'D',
  upline: null,
  agent: 'me_agent',
  tiers: [{ minValidBet: '0.00', minActiveMembers: 0, rate: '1.5' }],
  status: 'SIGNED',
  offeredAt: '2026-11-01T00:00:00.000Z',
  signedAt: '2026-11-01T00:00:00.000Z',
  endedAt: null,
  endReason: null,
  ...over,
});

const records = {
  kind: 'DAILY',
  enabled: true,
  current: contract({}),
  offers: [
    contract({
      id: 7,
      upline: 'my_upline',
      status: 'OFFERED',
      signedAt: null,
      tiers: [{ minValidBet: '0.00', minActiveMembers: 0, rate: '0.8' }],
    }),
  ],
  given: [
    contract({
      id: 3,
      upline: 'me_agent',
      agent: 'my_sub',
      tiers: [{ minValidBet: '0.00', minActiveMembers: 0, rate: '1' }],
    }),
  ],
  records: [
    {
      id: 11,
      contractId: 1,
      kind: 'DAILY',
      agent: 'me_agent',
      periodStart: '2026-11-26T00:00:00.000Z',
      periodEnd: '2026-11-27T00:00:00.000Z',
      validBet: '10000.00',
      profitLoss: '-2500.00',
      activeMembers: 4,
      rate: '1.5',
      effectiveRate: '1.5',
      subAgentsShare: '40.00',
      payout: '110.00',
      settledAt: '2026-11-27T00:01:00.000Z',
    },
  ],
  utcOffsetMinutes: 0,
  pageNum: 1,
  totalPages: 1,
  total: 1,
};

beforeAll(async () => {
  await chooseLanguage('EN');
  await withWholePack(() => Promise.resolve(null), agentPack)();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('contract page', () => {
  it('shows the contract, its settled periods, and asks before signing ends a contract given further down', async () => {
    sessionStorage.setItem(sessionKeys.token, 'agent-token');
    const answers: RecordedCall[] = [];
    const server = scriptedFetch({
      'GET /wps/relay/processDailySalContract': () => jsonResponse({ success: true, value: records }),
      'POST /wps/agent/contract/answer': (call) => {
        answers.push(call);
        const body = call.body as { confirmTerminations?: number[] };
        return body.confirmTerminations
          ? jsonResponse({ success: true, value: contract({ id: 7, upline: 'my_upline' }) })
          : jsonResponse(
              {
                success: false,
                code: 'contract_terminates_downline',
                value: { contracts: [{ id: 3, agent: 'my_sub', rate: '1' }] },
              },
              409,
            );
      },
    });
    renderInMemoryRouter(<DailySalaryPage />, '/agentHome');
    await screen.findByRole('heading', { name: 'Your daily salary contract' });
    expect(within(screen.getByRole('list', { name: 'Rates' })).getByText('1.5%')).toBeTruthy();
    const row = screen.getByRole('row', { name: /110\.00/ });
    expect(within(row).getByText('4')).toBeTruthy();
    // A daily period shows as its day; the periods without bets are left out until asked for.
    expect(within(row).getByText('Nov 26, 2026')).toBeTruthy();
    expect(server.callsTo('/wps/relay/processDailySalContract').at(-1)!.query.activeOnly).toBe('true');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show periods without bets' }));
    await vi.waitFor(() =>
      expect(server.callsTo('/wps/relay/processDailySalContract').at(-1)!.query.activeOnly).toBe('false'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Signing ends contracts you gave' });
    expect(within(dialog).getByText('my_sub at 1 %')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign and end them' }));
    await screen.findByText('Contract signed.');
    expect(answers.map((a) => a.body)).toEqual([
      { id: 7, action: 'sign' },
      { id: 7, action: 'sign', confirmTerminations: [3] },
    ]);
  });
});
