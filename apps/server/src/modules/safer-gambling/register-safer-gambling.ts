import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Trx } from '../wallet/ledger.js';
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
  const { db, clock, merchantCode } = deps;
  const repo = createSaferGamblingRepository(db);
  const limits = createLimitsService({ ...deps, repo });
  return {
    /** The session service: a session's lifetime under the member's session limit. */
    sessionLimitMs: limits.sessionLimitMs,
    /** The login service: refuses a member during a time-out or self-exclusion. */
    admit: createAdmission(repo, clock),
    /** The cashier, inside a deposit's transaction. */
    depositGate: (trx: Trx, memberId: number, amount: bigint) =>
      limits.check(trx, memberId, 'deposit', amount),
    /** The seamless wallet and transfers into a game wallet: money to stake. */
    stakeGate: (trx: Trx, memberId: number, amount: bigint) => limits.check(trx, memberId, 'stake', amount),
    /** The launch's automatic transfer moves no more than this. */
    stakeRoom: limits.room,

    /** The routes, once the sessions they end and shorten exist. */
    registerRoutes: (
      app: FastifyInstance,
      more: { members: MemberRepository; rateLimits: RateLimitStore; sessions: SessionService },
    ) => {
      const { sessions } = more;
      registerSaferGamblingRoutes(app, {
        repo,
        limits,
        exclusions: createExclusionService({
          db,
          repo,
          members: more.members,
          limits: more.rateLimits,
          clock,
          merchantCode,
          endSessions: sessions.revokeAll,
        }),
        activity: createActivityService({
          db,
          repo,
          clock,
          merchantCode,
          sessionTimes: sessions.times,
          sessionLimitMs: limits.sessionLimitMs,
        }),
        capSessions: sessions.capLifetime,
        clock,
      });
    },
  };
};
