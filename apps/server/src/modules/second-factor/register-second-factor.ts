import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { createGuessLimit } from '../../lib/guess-limit.js';
import type { RateLimitStore } from '../../lib/rate-limit.js';
import { createMemberRepository } from '../member/repository.js';
import type { Mailer } from '../messaging/mailer.js';
import type { SmsProvider } from '../messaging/sms-provider.js';
import type { LoginService, LoginMeta, LoginOutcome } from '../session/login-service.js';
import { createAuthenticatorService } from './authenticator-service.js';
import { createSecondFactorRepository } from './repository.js';
import { registerSecondFactorRoutes } from './routes.js';
import { createSecondFactorService, guessWindowMs } from './second-factor-service.js';
import { createSecretSeal } from './totp.js';

/**
 * The second factor of login (issue 18), in two steps: the login service asks `gate` and calls
 * `remember` (created first), then the routes, which finish a verified login through the login
 * service's completeLogin.
 */
export const createSecondFactor = (deps: {
  db: Db;
  clock: Clock;
  merchantCode: string;
  flag: (modId: string) => Promise<boolean>;
  /** The merchant's name (system service). */
  siteName: () => Promise<string>;
  sms: SmsProvider;
  mailer: Mailer;
  limits: RateLimitStore;
  /** Seals authenticator secrets (server-keys.ts). */
  authenticatorKey: string;
  recordAttempt: (memberId: number, meta: LoginMeta, outcome: LoginOutcome) => Promise<unknown>;
}) => {
  const repo = createSecondFactorRepository(deps.db);
  const seal = createSecretSeal(deps.authenticatorKey);
  const guesses = createGuessLimit(deps.limits, { windowMs: guessWindowMs, lockMs: guessWindowMs });
  const service = createSecondFactorService({ ...deps, repo, seal, guesses });
  const authenticator = createAuthenticatorService({
    repo,
    clock: deps.clock,
    seal,
    guesses,
    siteName: deps.siteName,
  });
  return {
    gate: service.gate,
    remember: service.remember,
    registerRoutes: (app: FastifyInstance, login: LoginService) => {
      const members = createMemberRepository(deps.db);
      registerSecondFactorRoutes(app, {
        service,
        authenticator,
        memberById: (id) => members.findById(deps.merchantCode, id),
        completeLogin: login.completeLogin,
      });
    },
  };
};
