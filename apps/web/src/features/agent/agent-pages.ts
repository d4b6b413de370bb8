import type { IconName } from '../../components/icons';

/**
 * Agent-centre pages of spec 2.7 in menu order, then the menu's deposit, withdraw, messages and
 * customer service. `gate`: shown only when the consolidated info enables contracts or salaries.
 */
export const agentMenu = [
  { page: 'agentTeamOverview', icon: 'chart' },
  { page: 'agentAnnouncement', icon: 'bell' },
  { page: 'registerCenter', icon: 'user' },
  { page: 'downlineManagmentView', icon: 'users' },
  { page: 'personalHistoryCopy', icon: 'receipt' },
  { page: 'palStatementsAgentCopy', icon: 'chart' },
  { page: 'agentRevenueReport', icon: 'wallet' },
  { page: 'agentDownlineTransactionDetailsCopy', icon: 'transfer' },
  { page: 'agentDividendRecordCopy2', icon: 'crown', gate: 'contract' },
  { page: 'agentDailyWages2', icon: 'clock', gate: 'salary' },
  { page: 'agentHourSalary', icon: 'clock', gate: 'salary' },
  { page: 'agentRealtimeSalary', icon: 'clock', gate: 'salary' },
  { page: 'depositv2', icon: 'deposit' },
  { page: 'withdraw', icon: 'withdraw' },
  { page: 'messageV2', icon: 'mail' },
  { page: 'customerService', icon: 'headset' },
] as const satisfies readonly { page: string; icon: IconName; gate?: 'contract' | 'salary' }[];

export type AgentPage = (typeof agentMenu)[number]['page'];

/** Spec 2.7: the agent centre opens on agentTeamOverview. */
export const defaultAgentPage: AgentPage = 'agentTeamOverview';

export const isAgentPage = (value: string | null): value is AgentPage =>
  agentMenu.some((entry) => entry.page === value);

export const agentPagePath = (page: AgentPage) => `/agentHome?page=${page}`;
