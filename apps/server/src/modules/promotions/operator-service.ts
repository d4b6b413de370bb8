import type { Db } from '../../db/database.js';
import type { ActivityHooks } from '../../lib/activity-hooks.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { createLedger } from '../wallet/ledger.js';
import { createBonusRepository } from './bonus-repository.js';
import { createBonusService } from './bonus-service.js';
import { createPromotionService } from './promotion-service.js';
import { createPromotionRepository } from './repository.js';

/** The promotion and bonus services over a database, for the operator command line (no server). */
export const createPromotionsForOperator = (deps: {
  db: Db;
  merchantCode: string;
  clock?: Clock;
  /** Told of each bonus granted (the member's inbox, issue 21). */
  activity?: ActivityHooks;
}) => {
  const repo = createPromotionRepository(deps.db);
  const bonusRepo = createBonusRepository(deps.db);
  const ledger = createLedger(deps.db);
  const clock = deps.clock ?? systemClock;
  const bonuses = createBonusService({
    db: deps.db,
    repo,
    bonuses: bonusRepo,
    ledger,
    clock,
    merchantCode: deps.merchantCode,
    ...(deps.activity ? { activity: deps.activity } : {}),
  });
  const promotions = createPromotionService({
    db: deps.db,
    // The operator's approval pays regardless of the offer's VIP eligibility.
    vipLevelOf: () => Promise.resolve(0),
    repo,
    bonusRepo,
    bonuses,
    ledger,
    clock,
    merchantCode: deps.merchantCode,
  });
  return { repo, bonusRepo, bonuses, ledger, decide: promotions.decide };
};
