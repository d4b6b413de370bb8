import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { BonusService } from '../promotions/bonus-service.js';
import { createIdempotency } from '../wallet/idempotency.js';
import type { Ledger } from '../wallet/ledger.js';
import type { PaymentPasswordGuard } from '../wallet/payment-password-guard.js';
import { createPointJournal } from './point-journal.js';
import { createPointsReader } from './points-reader.js';
import { createPointsSpending } from './points-spending.js';
import { createPointsRepository } from './repository.js';
import { registerPointsRoutes } from './routes.js';

/**
 * The points mall (issue 20): the relays of spec 7.6, rewards paid through the money ledger and
 * bonuses through the promotions' rules. Points are earned by `listenForPoints` (platform-activity.ts).
 */
export const registerPoints = (
  app: FastifyInstance,
  deps: {
    db: Db;
    ledger: Ledger;
    clock: Clock;
    merchantCode: string;
    paymentPassword: PaymentPasswordGuard;
    bonuses: Pick<BonusService, 'ready' | 'grant'>;
  },
): void => {
  const repo = createPointsRepository(deps.db);
  const journal = createPointJournal(repo, deps.merchantCode);
  const reader = createPointsReader({ repo, merchantCode: deps.merchantCode });
  const idempotency = createIdempotency(deps.db, () => deps.clock().toISOString(), deps.ledger.transaction);
  const spending = createPointsSpending({ ...deps, repo, reader, journal, idempotency });
  registerPointsRoutes(app, { reader, spending });
};
