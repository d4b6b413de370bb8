import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import type { GamesService } from './service.js';

/** Game calls of spec section 7.3 implemented so far. */
export const registerGameRoutes = (parent: FastifyInstance, service: GamesService): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...routeBase('gameVendor'),
    schema: {
      ...routeDoc('gameVendor'),
      querystring: routeSchemas.gameVendor.query,
      response: envelopeResponses(routeSchemas.gameVendor.value),
    },
    handler: async (request) => ok(await service.gameVendor(request.query)),
  });
};
