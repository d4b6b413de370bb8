import type { FieldRule } from '@gp/contract/patterns';
import type { RegisterSettings } from '@gp/contract/system';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { verifyPassword } from '../../lib/password-hash.js';
import type { RateLimitStore } from '../../lib/rate-limit.js';
import type { Mailer } from '../messaging/mailer.js';
import type { SmsProvider } from '../messaging/sms-provider.js';
import type { LoginThrottle } from '../session/login-throttle.js';
import type { PhoneParser } from '../verification/phone.js';
import { createContactService } from './contact-service.js';
import { createMemberCodes } from './member-codes.js';
import { createProfileService } from './profile-service.js';
import { createMyAccountRepository } from './repository.js';
import { registerMyAccountRoutes } from './routes.js';

/**
 * My account (issue 18): personal fields of spec 3 under the merchant's rules, binding a mobile or
 * e-mail by a code, and resetting the payment password by a code. Registers its routes.
 */
export const registerMyAccount = (
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    merchantCode: string;
    sms: SmsProvider;
    mailer: Mailer;
    limits: RateLimitStore;
    phones: PhoneParser;
    loginThrottle: LoginThrottle;
    registerSettings: () => Promise<RegisterSettings>;
    /** The merchant's name (system service). */
    siteName: () => Promise<string>;
  },
) => {
  const repo = createMyAccountRepository(deps.db);
  const { siteName } = deps;
  const profiles = createProfileService({ ...deps, repo });
  const codes = createMemberCodes({ ...deps, repo, siteName });
  const contacts = createContactService({
    ...deps,
    repo,
    codes,
    profiles,
    siteName,
    checkLoginPassword: async (account, hash, typed, ip) => {
      const attempt = await deps.loginThrottle.begin(account, ip);
      if (!typed || !(await verifyPassword(hash, typed))) {
        await attempt.failed();
        throw new AppError('login_password_incorrect', 'The login password is incorrect');
      }
      await attempt.succeeded();
    },
    paymentPasswordRule: async (): Promise<FieldRule | undefined> =>
      (await deps.registerSettings()).rules.paymentPassword,
    log: app.log,
  });
  registerMyAccountRoutes(app, { profiles, contacts });
};
