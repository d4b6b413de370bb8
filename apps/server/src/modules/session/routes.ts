import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import { loginFailureValueSchema } from '@gp/contract/session';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import { failureEnvelopeSchema } from '../../plugins/envelope.js';
import { requireAuth } from '../../plugins/access-policy.js';
import type { FreePlayService } from './free-play-service.js';
import type { LoginService } from './login-service.js';
import type { SessionService } from './session-service.js';

/** Failed logins may carry `value: { captcha: true }`; the failure schema must let it through. */
const loginResponses = {
  ...envelopeResponses(routeSchemas.login.value),
  '4xx': failureEnvelopeSchema.extend({ value: loginFailureValueSchema.optional() }),
};

/** Session calls of spec 7.1: login (E, decrypted by plugins/payload-encryption.ts), free play, logout. */
export const registerSessionRoutes = (
  parent: FastifyInstance,
  deps: { login: LoginService; freePlay: FreePlayService; sessions: SessionService },
): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...routeBase('login'),
    schema: { ...routeDoc('login'), body: routeSchemas.login.body, response: loginResponses },
    handler: async (request) =>
      ok(await deps.login.login(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] })),
  });

  app.route({
    ...routeBase('freePlayLogin'),
    schema: {
      ...routeDoc('freePlayLogin'),
      body: routeSchemas.freePlayLogin.body,
      response: envelopeResponses(routeSchemas.freePlayLogin.value),
    },
    handler: async (request) => ok(await deps.freePlay.freePlayLogin(request.headers, { ip: request.ip })),
  });

  app.route({
    ...routeBase('logout'),
    schema: { ...routeDoc('logout'), response: envelopeResponses(routeSchemas.logout.value) },
    handler: async (request) => {
      await deps.sessions.revoke(requireAuth(request).tokenHash);
      return ok({ loggedOut: true as const });
    },
  });
};
