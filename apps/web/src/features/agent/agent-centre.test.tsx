import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../../i18n/i18n';
import { useSessionStore } from '../../lib/session-store';
import { jsonResponse, scriptedFetch } from '../../test/fixtures';
import { renderInMemoryRouter } from '../../test/render';
import { AgentCentre } from './components/agent-centre';
import { agentPack } from './i18n/packs';
import { withWholePack } from '../../i18n/i18n';

const switches = {
  dailysalreqtype: false,
  divtypereq: false,
  contracthoursalreq: false,
  realtimesalreqtype: false,
  contractmrdailysalinfotype: false,
  contracthoursalinfo: false,
  dailysalinfotype: false,
  divtypeinfo: false,
};
const funds = {
  balance: '0.00',
  vendorBalance: '0.00',
  pendingWithdrawal: '0.00',
  totalDeposit: '0.00',
  totalWithdrawal: '0.00',
  currency: 'KRW',
};

const serve = (flags: Partial<typeof switches>) =>
  scriptedFetch({
    'GET /wps/member/info/funds/consolidated': () =>
      jsonResponse({ success: true, value: { ...switches, ...flags, funds } }),
  });

const renderAt = (url: string) =>
  renderInMemoryRouter(<AgentCentre pages={{ registerCenter: () => <p>open account body</p> }} />, url);

beforeAll(async () => {
  await chooseLanguage('EN');
  // The agent centre's strings come with its route (features/agent/i18n).
  await withWholePack(() => Promise.resolve(null), agentPack)();
  // The route table loads with the first call (api-client.ts): loaded here, a test's call starts at
  // once instead of after its first transform, which could outlast the test (and land in the next).
  await import('@gp/contract/routes');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ token: null });
});

describe('agent centre shell', () => {
  it('opens the team overview by default, also for an unknown page id', () => {
    serve({});
    renderAt('/agentHome?page=nope');
    expect(screen.getByRole('heading', { level: 1, name: 'Team overview' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Team overview' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the chosen page, and the menu of spec 2.7 without contract pages when none is enabled', async () => {
    useSessionStore.setState({ token: 'token-1' });
    const server = serve({});
    renderAt('/agentHome?page=registerCenter');
    expect(screen.getByText('open account body')).toBeTruthy();
    await vi.waitFor(() => expect(server.callsTo('/wps/member/info/funds/consolidated')).toHaveLength(1));
    const menu = screen.getByRole('navigation', { name: 'Agent centre menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Team overview',
      'Announcements',
      'Open account',
      'Downline management',
      'Team bet records',
      'Downline profit and loss',
      'My income',
      'Account changes of downlines',
      'Deposit',
      'Withdraw',
      'Messages',
      'Customer service',
    ]);
    expect(within(menu).getByRole('link', { name: 'Open account' }).getAttribute('href')).toBe(
      '/agentHome?page=registerCenter',
    );
  });

  it('adds the dividend page with contracts, the three salary pages with salaries', async () => {
    useSessionStore.setState({ token: 'token-1' });
    serve({ divtypeinfo: true, dailysalreqtype: true });
    renderAt('/agentHome');
    const menu = screen.getByRole('navigation', { name: 'Agent centre menu' });
    await within(menu).findByRole('link', { name: 'Dividend' });
    for (const name of ['Daily salary', 'Hourly salary', 'Real-time salary']) {
      expect(within(menu).getByRole('link', { name })).toBeTruthy();
    }
  });

  it('opens a gated page only when its contract is enabled', async () => {
    useSessionStore.setState({ token: 'token-1' });
    serve({ divtypereq: true });
    renderAt('/agentHome?page=agentHourSalary');
    await within(screen.getByRole('navigation', { name: 'Agent centre menu' })).findByRole('link', {
      name: 'Dividend',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Team overview' })).toBeTruthy();
  });
});
