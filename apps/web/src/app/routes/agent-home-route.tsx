import { lazy, type ComponentType } from 'react';
import { AgentCentre, type AgentCentrePages } from '../../features/agent/components/agent-centre';
import { TeamOverviewPage } from '../../features/agent/pages/team-overview';

/** A page that loads when first opened: its forms and validation stay out of the centre's first screen. */
const later = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

/**
 * Agent-centre pages built so far (spec 2.7); the agent's deposit and withdraw are the wallet's. The
 * default page (the team overview) comes with the route, the others when first opened.
 */
const pages: AgentCentrePages = {
  agentTeamOverview: TeamOverviewPage,
  agentAnnouncement: later(
    () => import('../../features/agent/pages/announcements'),
    (m) => m.AnnouncementsPage,
  ),
  registerCenter: later(
    () => import('../../features/agent/pages/open-account'),
    (m) => m.OpenAccountPage,
  ),
  downlineManagmentView: later(
    () => import('../../features/agent/pages/downlines'),
    (m) => m.DownlinesPage,
  ),
  personalHistoryCopy: later(
    () => import('../../features/agent/pages/team-bets'),
    (m) => m.TeamBetsPage,
  ),
  palStatementsAgentCopy: later(
    () => import('../../features/agent/pages/profit-loss'),
    (m) => m.ProfitLossPage,
  ),
  agentDownlineTransactionDetailsCopy: later(
    () => import('../../features/agent/pages/team-transactions'),
    (m) => m.TeamTransactionsPage,
  ),
  agentRevenueReport: later(
    () => import('../../features/agent/pages/revenue'),
    (m) => m.RevenuePage,
  ),
  agentDividendRecordCopy2: later(
    () => import('../../features/agent/pages/contracts'),
    (m) => m.DividendPage,
  ),
  agentDailyWages2: later(
    () => import('../../features/agent/pages/contracts'),
    (m) => m.DailySalaryPage,
  ),
  agentHourSalary: later(
    () => import('../../features/agent/pages/contracts'),
    (m) => m.HourlySalaryPage,
  ),
  agentRealtimeSalary: later(
    () => import('../../features/agent/pages/contracts'),
    (m) => m.RealtimeSalaryPage,
  ),
  depositv2: later(
    () => import('../../features/wallet/pages/deposit-page'),
    (m) => m.DepositPage,
  ),
  withdraw: later(
    () => import('../../features/wallet/pages/withdraw-page'),
    (m) => m.WithdrawPage,
  ),
  customerService: later(
    () => import('../../features/agent/pages/customer-service'),
    (m) => m.CustomerServicePage,
  ),
};

/** /agentHome (lazy route module): the agent centre. */
export const AgentHomeRoute = () => <AgentCentre pages={pages} />;
