import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { createIdempotency } from '../wallet/idempotency.js';
import type { Ledger } from '../wallet/ledger.js';
import { createMissionsService } from './missions-service.js';
import { createMissionsRepository } from './repository.js';
import { registerMissionRoutes } from './routes.js';

/** Daily and weekly missions and the week's leaderboard (issue 20). */
export const registerMissions = (
  app: FastifyInstance,
  deps: { db: Db; ledger: Ledger; clock: Clock; merchantCode: string },
): void => {
  const idempotency = createIdempotency(deps.db, () => deps.clock().toISOString(), deps.ledger.transaction);
  registerMissionRoutes(
    app,
    createMissionsService({ ...deps, repo: createMissionsRepository(deps.db), idempotency }),
  );
};
