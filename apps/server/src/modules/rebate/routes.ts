import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import { requireAuth } from '../../plugins/access-policy.js';
import type { RebateService } from './rebate-service.js';

/** manualRebate (spec 2.6; issue 17): what the member's bets earned since its last claim, and the claim. */
export const registerRebateRoutes = (parent: FastifyInstance, rebate: RebateService): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...routeBase('rebate'),
    schema: {
      ...routeDoc('rebate'),
      querystring: routeSchemas.rebate.query,
      response: envelopeResponses(routeSchemas.rebate.value),
    },
    handler: async (request) => ok(await rebate.view(requireAuth(request).memberId, request.query)),
  });
  app.route({
    ...routeBase('rebateClaim'),
    schema: {
      ...routeDoc('rebateClaim'),
      body: routeSchemas.rebateClaim.body,
      response: envelopeResponses(routeSchemas.rebateClaim.value),
    },
    handler: async (request) => ok(await rebate.claim(requireAuth(request).memberId)),
  });
};
