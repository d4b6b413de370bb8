import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import { bearerToken } from '../../plugins/access-policy.js';
import type { Authenticated, SessionService } from '../session/session-service.js';
import type { AnnouncementsService } from './service.js';

/**
 * Announcements of spec 7.3: GET announcements (audience from the session) and GET notice; and the agent
 * centre's agentAnnouncement list (spec 2.7).
 */
export const registerAnnouncementRoutes = (
  parent: FastifyInstance,
  deps: { announcements: AnnouncementsService; sessions: SessionService },
): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { announcements, sessions } = deps;

  // The route is public (guests get their popups), so the guard sets no session: an expired or absent
  // token simply means the guest audience rather than a 401.
  const optionalSession = async (request: FastifyRequest): Promise<Authenticated | null> => {
    const token = bearerToken(request.headers.authorization);
    return token ? sessions.authenticate(token) : null;
  };

  app.route({
    ...routeBase('announcements'),
    schema: {
      ...routeDoc('announcements'),
      querystring: routeSchemas.announcements.query,
      response: envelopeResponses(routeSchemas.announcements.value),
    },
    handler: async (request) =>
      ok(await announcements.forSession(request.query, await optionalSession(request))),
  });

  app.route({
    ...routeBase('notice'),
    schema: {
      ...routeDoc('notice'),
      querystring: routeSchemas.notice.query,
      response: envelopeResponses(routeSchemas.notice.value),
    },
    handler: async (request) => ok(await announcements.forExecution(request.query)),
  });

  // Agents only (plugins/access-policy.ts).
  app.route({
    ...routeBase('agentAnnouncements'),
    schema: {
      ...routeDoc('agentAnnouncements'),
      querystring: routeSchemas.agentAnnouncements.query,
      response: envelopeResponses(routeSchemas.agentAnnouncements.value),
    },
    handler: async (request) => ok(await announcements.forAgents(request.query)),
  });
};
