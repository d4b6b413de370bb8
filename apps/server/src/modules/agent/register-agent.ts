import type { FastifyInstance } from 'fastify';
import type { RegisterSettings } from '@gp/contract/system';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { registerContracts } from '../contracts/register-contracts.js';
import type { Ledger } from '../wallet/ledger.js';
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
 * team's figures and reports, and the contracts with their settlement scheduler.
 */
export const registerAgent = (
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    config: Pick<AppConfig, 'merchantCode' | 'businessUtcOffsetMinutes' | 'contractSettlement'> & {
      auth: Pick<AppConfig['auth'], 'agentTypes'>;
    };
    ledger: Ledger;
    wallet: WalletService;
    walletRepo: WalletRepository;
    paymentPassword: PaymentPasswordGuard;
    registerSettings: () => Promise<RegisterSettings>;
  },
): void => {
  const { merchantCode, businessUtcOffsetMinutes } = deps.config;
  const agentTypes = deps.config.auth.agentTypes;
  // Contracts and their settlement (modules/contracts): the downline list and "my income" read them.
  const contracts = registerContracts(app, {
    db: deps.db,
    clock: deps.clock,
    merchantCode,
    agentTypes,
    businessUtcOffsetMinutes,
    flags: async () => (await deps.walletRepo.settings(merchantCode)).consolidated,
    settle: deps.config.contractSettlement,
    ledger: deps.ledger,
  });
  const teamRepo = createTeamRepository(deps.db);
  const team = createTeamService({
    db: deps.db,
    repo: teamRepo,
    registrations: createRegisterRepository(deps.db),
    wallet: deps.wallet,
    paymentPassword: deps.paymentPassword,
    registerSettings: deps.registerSettings,
    clock: deps.clock,
    merchantCode,
    agentTypes,
    member: (id) => deps.walletRepo.member(merchantCode, id),
    contractsGiven: contracts.service.givenTo,
  });
  const reports = createReportService({
    figures: createFiguresRepository(deps.db),
    reports: createReportRepository(deps.db),
    team: teamRepo,
    clock: deps.clock,
    merchantCode,
    agentTypes,
    utcOffsetMinutes: businessUtcOffsetMinutes,
  });
  registerAgentRoutes(app, team, reports, contracts.service.revenue);
};
