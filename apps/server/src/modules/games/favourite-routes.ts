import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import { requireAuth } from '../../plugins/access-policy.js';
import type { FavouriteOwner, FavouritesService } from './favourites-service.js';

/** The caller's own favourites: the member and merchant come from the session, never the request. */
const ownerOf = (request: FastifyRequest): FavouriteOwner => {
  const { member } = requireAuth(request);
  return { memberId: member.id, merchantCode: member.merchantCode };
};

/** Favourite calls of spec 7.3 (T; members and agents, per plugins/access-policy.ts). */
export const registerFavouriteRoutes = (parent: FastifyInstance, favourites: FavouritesService): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...routeBase('favoriteIds'),
    schema: { ...routeDoc('favoriteIds'), response: envelopeResponses(routeSchemas.favoriteIds.value) },
    handler: async (request) => ok(await favourites.ids(ownerOf(request))),
  });

  app.route({
    ...routeBase('favoriteList'),
    schema: {
      ...routeDoc('favoriteList'),
      querystring: routeSchemas.favoriteList.query,
      response: envelopeResponses(routeSchemas.favoriteList.value),
    },
    handler: async (request) => ok(await favourites.list(ownerOf(request), request.query)),
  });

  app.route({
    ...routeBase('favoriteAdd'),
    schema: {
      ...routeDoc('favoriteAdd'),
      body: routeSchemas.favoriteAdd.body,
      response: envelopeResponses(routeSchemas.favoriteAdd.value),
    },
    handler: async (request) => ok(await favourites.add(ownerOf(request), request.body)),
  });

  app.route({
    ...routeBase('favoriteRemove'),
    schema: {
      ...routeDoc('favoriteRemove'),
      querystring: routeSchemas.favoriteRemove.query,
      response: envelopeResponses(routeSchemas.favoriteRemove.value),
    },
    handler: async (request) => ok(await favourites.remove(ownerOf(request), request.query.nodeId)),
  });
};
