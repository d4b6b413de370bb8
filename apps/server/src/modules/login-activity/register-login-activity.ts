import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { SessionService } from '../session/session-service.js';
import type { GeoLookup } from '../system/geo.js';
import { createLoginActivity } from './login-activity-service.js';
import { createLoginActivityRepository } from './repository.js';
import { registerLoginActivityRoutes } from './routes.js';

/**
 * Login history and active sessions (issue 18): `record` for the login service (created before the
 * sessions), the routes once the sessions exist.
 */
export const createLoginActivityModule = (deps: { db: Db; geo: GeoLookup; clock: Clock }) => {
  const activity = createLoginActivity({
    repo: createLoginActivityRepository(deps.db),
    geo: deps.geo,
    clock: deps.clock,
  });
  return {
    record: activity.record,
    registerRoutes: (app: FastifyInstance, sessions: SessionService) =>
      registerLoginActivityRoutes(app, { activity, sessions, geo: deps.geo }),
  };
};
