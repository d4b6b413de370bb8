import type { FastifyInstance } from 'fastify';
import type { SocialChannel } from '@gp/contract/social';
import type { AppConfig } from '../../config.js';
import type { SocialConfig } from '../../config-social.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { RateLimitStore } from '../../lib/rate-limit.js';
import { createMemberRepository } from '../member/repository.js';
import { createRegisterRepository } from '../registration/register-repository.js';
import type { RegisterService } from '../registration/register-service.js';
import type { LoginService } from '../session/login-service.js';
import type { SessionService } from '../session/session-service.js';
import type { SystemService } from '../system/service.js';
import { createProviderClient, type ProviderClient } from './provider-client.js';
import { createSocialRepository } from './repository.js';
import { registerSocialRoutes } from './routes.js';
import { createSocialService } from './social-service.js';

/** Social sign-in (issue 18): a provider client per channel with credentials, the service and its routes. */
export const registerSocialSignIn = (
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    merchantCode: string;
    limits: RateLimitStore;
    appConfig: Pick<AppConfig, 'social' | 'nodeEnv'>;
    system: SystemService;
    login: LoginService;
    registration: RegisterService;
    sessions: SessionService;
  },
): void => {
  const config = deps.appConfig.social;
  const production = deps.appConfig.nodeEnv === 'production';
  const members = createMemberRepository(deps.db);
  const registrations = createRegisterRepository(deps.db);
  const clients: Partial<Record<SocialChannel, ProviderClient>> = {};
  for (const [channel, credentials] of Object.entries(config.channels) as [
    SocialChannel,
    NonNullable<SocialConfig['channels'][SocialChannel]>,
  ][]) {
    clients[channel] = createProviderClient(channel, credentials, { production });
  }
  const service = createSocialService({
    repo: createSocialRepository(deps.db),
    clock: deps.clock,
    merchantCode: deps.merchantCode,
    limits: deps.limits,
    flag: deps.system.flag,
    clients,
    login: deps.login,
    registerSettings: deps.system.registerSettings,
    accountTaken: (account) => registrations.accountTaken(deps.merchantCode, account),
    memberById: (id) => members.findById(deps.merchantCode, id),
    registerSocial: deps.registration.registerSocial,
    revokeSession: deps.sessions.revoke,
    log: app.log,
  });
  registerSocialRoutes(app, { service, callbackOrigin: config.callbackOrigin });
};
