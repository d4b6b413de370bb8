import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import type { Db } from '../../db/database.js';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import { createSearchRepository } from './search-repository.js';
import { createSearchService } from './search-service.js';

/** Game search (issue 14): GET /wps/game/search, open to guests like the game list. */
export const registerGameSearch = (parent: FastifyInstance, db: Db): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const service = createSearchService({ repo: createSearchRepository(db) });
  app.route({
    ...routeBase('gameSearch'),
    schema: {
      ...routeDoc('gameSearch'),
      querystring: routeSchemas.gameSearch.query,
      response: envelopeResponses(routeSchemas.gameSearch.value),
    },
    handler: async (request) => ok(await service.search(request.query)),
  });
};
