import { whitelabelFlags } from '@gp/contract/whitelabel';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { BonusService } from '../promotions/bonus-service.js';
import { createRebateRepository } from '../rebate/repository.js';
import { createFiguresRepository } from '../team-figures/figures-repository.js';
import type { Ledger } from '../wallet/ledger.js';
import { createVipRepository } from './repository.js';
import { registerVipRoutes } from './routes.js';
import { createVipService } from './vip-service.js';

/**
 * VIP (issue 17): its routes, and the member's level for the manual rebate's rates. Enabled by the
 * whitelabel's VIP switch (spec 6: VIP shows only when enabled).
 */
export const registerVip = (
  app: FastifyInstance,
  deps: {
    db: Db;
    ledger: Ledger;
    clock: Clock;
    merchantCode: string;
    flag: (modId: string) => Promise<boolean>;
    bonuses: BonusService;
    promotionsClaimable: (memberId: number) => Promise<number>;
  },
) => {
  const vip = createVipService({
    ...deps,
    repo: createVipRepository(deps.db),
    figures: createFiguresRepository(deps.db),
    rebateRates: createRebateRepository(deps.db).rates,
    enabled: () => deps.flag(whitelabelFlags.vip),
  });
  registerVipRoutes(app, { vip, promotionsClaimable: deps.promotionsClaimable });
  return { levelOf: vip.levelOf };
};
