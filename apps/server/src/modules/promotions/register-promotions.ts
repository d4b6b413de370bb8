import type { FastifyInstance } from 'fastify';
import type { ActivityHooks } from '../../lib/activity-hooks.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { RoleTypes } from '../../plugins/access-policy.js';
import type { SessionService } from '../session/session-service.js';
import type { Ledger } from '../wallet/ledger.js';
import { createBonusRepository } from './bonus-repository.js';
import { createBonusService } from './bonus-service.js';
import { createPromotionService } from './promotion-service.js';
import { createPromotionRepository } from './repository.js';
import { registerPromotionRoutes } from './routes.js';

/**
 * Promotions and bonuses (issue 17): their routes; the withdrawal gate the cashier calls inside a
 * withdrawal's transaction (an open bonus turnover refuses it); bonuses for VIP rewards; and how many
 * promotions a member can claim, for the reward badge.
 */
export const registerPromotions = (
  app: FastifyInstance,
  deps: {
    db: Db;
    ledger: Ledger;
    clock: Clock;
    merchantCode: string;
    sessions: SessionService;
    roleTypes: RoleTypes;
    /** The member's VIP level, for offers from a level up (modules/vip/vip-levels.ts). */
    vipLevelOf: (memberId: number) => Promise<number>;
    /** Told of each bonus granted (the member's inbox, issue 21). */
    activity?: ActivityHooks;
  },
) => {
  const repo = createPromotionRepository(deps.db);
  const bonusRepo = createBonusRepository(deps.db);
  const bonuses = createBonusService({ ...deps, repo, bonuses: bonusRepo });
  const promotions = createPromotionService({ ...deps, repo, bonusRepo, bonuses });
  registerPromotionRoutes(app, { promotions, bonuses, sessions: deps.sessions, roleTypes: deps.roleTypes });
  return { withdrawGate: bonuses.withdrawGate, bonuses, claimableCount: promotions.claimableCount };
};
