import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { Ledger } from '../wallet/ledger.js';
import { createRebateService } from './rebate-service.js';
import { createRebateRepository } from './repository.js';
import { registerRebateRoutes } from './routes.js';

/** Manual rebate (issue 17): its routes; rates follow the member's VIP level (`levelOf`). */
export const registerRebate = (
  app: FastifyInstance,
  deps: {
    db: Db;
    ledger: Ledger;
    clock: Clock;
    merchantCode: string;
    levelOf: (memberId: number) => Promise<number>;
  },
) => {
  registerRebateRoutes(app, createRebateService({ ...deps, repo: createRebateRepository(deps.db) }));
};
