import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import { requireAuth } from '../../plugins/access-policy.js';
import type { SessionService } from '../session/session-service.js';
import type { GeoLookup } from '../system/geo.js';
import { revokeSessions, sessionsView, type LoginActivity } from './login-activity-service.js';

/** The security centre's login history and active sessions (issue 18). */
export const registerLoginActivityRoutes = (
  parent: FastifyInstance,
  deps: { activity: LoginActivity; sessions: SessionService; geo: GeoLookup },
): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { activity, sessions, geo } = deps;
  app.route({
    ...routeBase('loginHistory'),
    schema: {
      ...routeDoc('loginHistory'),
      querystring: routeSchemas.loginHistory.query,
      response: envelopeResponses(routeSchemas.loginHistory.value),
    },
    handler: async (request) =>
      ok(await activity.history(requireAuth(request).memberId, request.query.pageNum)),
  });
  app.route({
    ...routeBase('activeSessions'),
    schema: {
      ...routeDoc('activeSessions'),
      querystring: routeSchemas.activeSessions.query,
      response: envelopeResponses(routeSchemas.activeSessions.value),
    },
    handler: async (request) => ok(await sessionsView(sessions, geo, requireAuth(request))),
  });
  app.route({
    ...routeBase('sessionRevoke'),
    schema: {
      ...routeDoc('sessionRevoke'),
      body: routeSchemas.sessionRevoke.body,
      response: envelopeResponses(routeSchemas.sessionRevoke.value),
    },
    handler: async (request) => {
      const auth = requireAuth(request);
      await revokeSessions(sessions, auth, request.body);
      return ok(await sessionsView(sessions, geo, auth));
    },
  });
};
