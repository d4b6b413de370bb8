import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { recordDeviceSightings } from './device-sightings.js';
import { createReferralService } from './referral-service.js';
import { createReferralRepository } from './repository.js';
import { registerReferralRoutes } from './routes.js';

/**
 * Invite friends (issue 20): members' browsers remembered for the self-referral rule, and the routes.
 * Invitees are recorded and referrers paid by `listenForReferrals` (platform-activity.ts).
 */
export const registerReferral = (
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    merchantCode: string;
    flag: (modId: string) => Promise<boolean>;
  },
): void => {
  const repo = createReferralRepository(deps.db);
  recordDeviceSightings(app, { repo, clock: deps.clock });
  registerReferralRoutes(
    app,
    createReferralService({ repo, merchantCode: deps.merchantCode, flag: deps.flag }),
  );
};
