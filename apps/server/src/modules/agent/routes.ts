import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import { registerFieldErrorSchema } from '@gp/contract/verification';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import { failureEnvelopeSchema } from '../../plugins/envelope.js';
import { requireAuth } from '../../plugins/access-policy.js';
import { idempotencyKeyOf } from '../wallet/idempotency.js';
import type { TeamService } from './team-service.js';

/** The agent centre's team calls (spec 2.7; agents only, plugins/access-policy.ts). */
export const registerAgentRoutes = (parent: FastifyInstance, team: TeamService): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...routeBase('agentOpenAccount'),
    schema: {
      ...routeDoc('agentOpenAccount'),
      body: routeSchemas.agentOpenAccount.body,
      // A name against the username rule fails as registration's does: value { field, reason, ... }.
      response: {
        ...envelopeResponses(routeSchemas.agentOpenAccount.value),
        '4xx': failureEnvelopeSchema.extend({ value: registerFieldErrorSchema.optional() }),
      },
    },
    handler: async (request) => ok(await team.openAccount(requireAuth(request), request.body)),
  });
  app.route({
    ...routeBase('agentDownlines'),
    schema: {
      ...routeDoc('agentDownlines'),
      querystring: routeSchemas.agentDownlines.query,
      response: envelopeResponses(routeSchemas.agentDownlines.value),
    },
    handler: async (request) => ok(await team.downlines(requireAuth(request), request.query)),
  });
  app.route({
    ...routeBase('transferDownline'),
    schema: {
      ...routeDoc('transferDownline'),
      body: routeSchemas.transferDownline.body,
      response: envelopeResponses(routeSchemas.transferDownline.value),
    },
    handler: async (request) =>
      ok(
        await team.transferDownline(requireAuth(request), request.body, idempotencyKeyOf(request), {
          ip: request.ip,
        }),
      ),
  });
};
