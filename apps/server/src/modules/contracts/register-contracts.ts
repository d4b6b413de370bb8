import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { createFiguresRepository } from '../team-figures/figures-repository.js';
import type { Ledger } from '../wallet/ledger.js';
import { createContractRepository } from './contract-repository.js';
import { createContractService } from './contract-service.js';
import { registerContractRoutes } from './routes.js';
import { registerSettlementScheduler } from './settlement-scheduler.js';
import { createContractSettlement } from './settlement.js';

/** Agent contracts (issue 16): offers and answers, the 7.5 relays, and the settlement scheduler. */
export const registerContracts = (
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    merchantCode: string;
    agentTypes: readonly number[];
    businessUtcOffsetMinutes: number;
    flags: () => Promise<Record<string, boolean>>;
    /** Whether this process runs the settlement timer (CONTRACT_SETTLEMENT). */
    settle: boolean;
    ledger: Ledger;
  },
) => {
  const repo = createContractRepository(deps.db);
  const service = createContractService({ ...deps, repo, offsetMinutes: deps.businessUtcOffsetMinutes });
  const settlement = createContractSettlement({
    repo,
    ledger: deps.ledger,
    figures: createFiguresRepository(deps.db),
    clock: deps.clock,
    merchantCode: deps.merchantCode,
    offsetMinutes: deps.businessUtcOffsetMinutes,
  });
  registerContractRoutes(app, service);
  if (deps.settle) registerSettlementScheduler(app, settlement);
  return { service, settlement };
};
