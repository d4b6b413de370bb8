import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import { requireAuth } from '../../plugins/access-policy.js';
import { idempotencyKeyOf } from '../wallet/idempotency.js';
import type { MissionsService } from './missions-service.js';

/** The mission relays of spec 7.4 and the claim (issue 20). */
export const registerMissionRoutes = (parent: FastifyInstance, missions: MissionsService): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...routeBase('missionSummary'),
    schema: {
      ...routeDoc('missionSummary'),
      querystring: routeSchemas.missionSummary.query,
      response: envelopeResponses(routeSchemas.missionSummary.value),
    },
    handler: async (request) =>
      ok(await missions.summary(requireAuth(request).memberId, request.query.language)),
  });
  app.route({
    ...routeBase('missionClaim'),
    schema: {
      ...routeDoc('missionClaim'),
      body: routeSchemas.missionClaim.body,
      response: envelopeResponses(routeSchemas.missionClaim.value),
    },
    handler: async (request) =>
      ok(await missions.claim(requireAuth(request).memberId, request.body, idempotencyKeyOf(request))),
  });
  app.route({
    ...routeBase('missionLeaderboard'),
    schema: {
      ...routeDoc('missionLeaderboard'),
      querystring: routeSchemas.missionLeaderboard.query,
      response: envelopeResponses(routeSchemas.missionLeaderboard.value),
    },
    handler: async (request) => ok(await missions.leaderboard(requireAuth(request).memberId, request.query)),
  });
};
