import type { FastifyInstance } from 'fastify';
import type { RegisterSettings } from '@gp/contract/system';
import type { Downline } from '@gp/contract/agent';
import type { RevenueQuery, RevenueValue } from '@gp/contract/agent-contracts';
import type { Db } from '../../db/database.js';
import type { Authenticated } from '../session/session-service.js';
import type { Clock } from '../../lib/clock.js';
import type { PaymentPasswordGuard } from '../wallet/payment-password-guard.js';
import type { WalletRepository } from '../wallet/repository.js';
import type { WalletService } from '../wallet/wallet-service.js';
import { createRegisterRepository } from '../registration/register-repository.js';
import { registerAgentRoutes } from './routes.js';
import { createTeamRepository } from './team-repository.js';
import { createTeamService } from './team-service.js';
import { createReportRepository } from './report-repository.js';
import { createReportService } from './report-service.js';
import { createFiguresRepository } from '../team-figures/figures-repository.js';

/**
 * The agent centre (issue 16): the team tree, opening accounts, the downline list and transfers, the
 * team's figures and reports.
 */
export const registerAgent = (
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    merchantCode: string;
    agentTypes: readonly number[];
    wallet: WalletService;
    walletRepo: WalletRepository;
    paymentPassword: PaymentPasswordGuard;
    registerSettings: () => Promise<RegisterSettings>;
    businessUtcOffsetMinutes: number;
    /** The agent's contract income (modules/contracts). */
    revenue: (auth: Authenticated, q: RevenueQuery) => Promise<RevenueValue>;
    /** Contracts the agent gave some downlines (modules/contracts). */
    contractsGiven: (uplineId: number, ids: number[]) => Promise<Map<number, Downline['contracts']>>;
  },
): void => {
  const teamRepo = createTeamRepository(deps.db);
  const team = createTeamService({
    db: deps.db,
    repo: teamRepo,
    registrations: createRegisterRepository(deps.db),
    wallet: deps.wallet,
    paymentPassword: deps.paymentPassword,
    registerSettings: deps.registerSettings,
    clock: deps.clock,
    merchantCode: deps.merchantCode,
    agentTypes: deps.agentTypes,
    member: (id) => deps.walletRepo.member(deps.merchantCode, id),
    contractsGiven: deps.contractsGiven,
  });
  const reports = createReportService({
    figures: createFiguresRepository(deps.db),
    reports: createReportRepository(deps.db),
    team: teamRepo,
    clock: deps.clock,
    merchantCode: deps.merchantCode,
    agentTypes: deps.agentTypes,
    utcOffsetMinutes: deps.businessUtcOffsetMinutes,
  });
  registerAgentRoutes(app, team, reports, deps.revenue);
};
