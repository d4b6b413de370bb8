import type { FastifyInstance } from 'fastify';
import type { SocialChannel } from '@gp/contract/social';
import type { SocialConfig } from '../../config-social.js';
import type { Db } from '../../db/database.js';
import type { MemberRow } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { RateLimitStore } from '../../lib/rate-limit.js';
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
    config: SocialConfig;
    production: boolean;
    system: SystemService;
    login: LoginService;
    registration: RegisterService;
    sessions: SessionService;
    memberById: (id: number) => Promise<MemberRow | undefined>;
    accountTaken: (account: string) => Promise<boolean>;
  },
): void => {
  const clients: Partial<Record<SocialChannel, ProviderClient>> = {};
  for (const [channel, credentials] of Object.entries(deps.config.channels) as [
    SocialChannel,
    NonNullable<SocialConfig['channels'][SocialChannel]>,
  ][]) {
    clients[channel] = createProviderClient(channel, credentials, { production: deps.production });
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
    accountTaken: deps.accountTaken,
    memberById: deps.memberById,
    registerSocial: deps.registration.registerSocial,
    revokeSession: deps.sessions.revoke,
    log: app.log,
  });
  registerSocialRoutes(app, { service, callbackOrigin: deps.config.callbackOrigin });
};
