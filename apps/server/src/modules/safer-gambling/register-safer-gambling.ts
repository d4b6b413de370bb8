import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { RateLimitStore } from '../../lib/rate-limit.js';
import type { MemberRepository } from '../member/repository.js';
import type { SessionService } from '../session/session-service.js';
import { createActivityService } from './activity-service.js';
import { createAdmission, createExclusionService } from './exclusion-service.js';
import { createLimitsService } from './limits-service.js';
import { createSaferGamblingRepository } from './repository.js';
import { registerSaferGamblingRoutes } from './routes.js';

/**
 * Safer gambling (issue 18), in two steps because others call it before its routes exist: the
 * session service asks for a member's session limit, the login service for admission, the cashier
 * and the seamless wallet for room under a limit (created first), then the routes (registered with
 * the sessions they end and shorten).
 */
export const createSaferGambling = (deps: { db: Db; clock: Clock; merchantCode: string }) => {
  const repo = createSaferGamblingRepository(deps.db);
  const limits = createLimitsService({ ...deps, repo });
  return {
    repo,
    limits,
    /** Inside a deposit's or a stake's transaction: refuses what a limit has no room for. */
    checkMovement: limits.check,
    sessionLimitMs: limits.sessionLimitMs,
    admit: createAdmission(repo, deps.clock),
  };
};

export type SaferGambling = ReturnType<typeof createSaferGambling>;

export const registerSaferGambling = (
  app: FastifyInstance,
  safer: SaferGambling,
  deps: {
    db: Db;
    clock: Clock;
    merchantCode: string;
    members: MemberRepository;
    rateLimits: RateLimitStore;
    sessions: SessionService;
  },
) => {
  const { db, clock, merchantCode, sessions } = deps;
  registerSaferGamblingRoutes(app, {
    repo: safer.repo,
    limits: safer.limits,
    exclusions: createExclusionService({
      db,
      repo: safer.repo,
      members: deps.members,
      limits: deps.rateLimits,
      clock,
      merchantCode,
      endSessions: sessions.revokeAll,
    }),
    activity: createActivityService({
      db,
      repo: safer.repo,
      clock,
      merchantCode,
      sessionTimes: sessions.times,
      sessionLimitMs: safer.sessionLimitMs,
    }),
    capSessions: sessions.capLifetime,
    clock,
  });
};
