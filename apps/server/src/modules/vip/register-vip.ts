import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { BonusService } from '../promotions/bonus-service.js';
import { createRebateRepository } from '../rebate/repository.js';
import type { Ledger } from '../wallet/ledger.js';
import { createVipRepository } from './repository.js';
import { registerVipRoutes } from './routes.js';
import type { VipLevels } from './vip-levels.js';
import { createVipService } from './vip-service.js';

/**
 * VIP (issue 17): its routes (the page, claims and the reward state). `levels` is the members' VIP
 * standing (vip-levels.ts), which app.ts also hands the rebate and the promotions.
 */
export const registerVip = (
  app: FastifyInstance,
  deps: {
    db: Db;
    ledger: Ledger;
    clock: Clock;
    merchantCode: string;
    levels: VipLevels;
    bonuses: BonusService;
    promotionsClaimable: (memberId: number, vipLevel: number) => Promise<number>;
  },
) => {
  const vip = createVipService({
    ...deps,
    repo: createVipRepository(deps.db),
    rebateRates: createRebateRepository(deps.db).rates,
  });
  registerVipRoutes(app, { vip, promotionsClaimable: deps.promotionsClaimable });
};
