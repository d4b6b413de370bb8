import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, type SuccessEnvelope } from '@gp/contract/envelope';
import type { GameListValue } from '@gp/contract/game-lists';
import { routeSchemas } from '@gp/contract/route-schemas';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import { requireAuth } from '../../plugins/access-policy.js';
import type { ListService } from './list-service.js';
import type { RecentGamesService } from './recent-games.js';

type GameListEnvelope = SuccessEnvelope<GameListValue>;

/** Catalogue lists of spec 7.3: game list, vendor game types, hot, popular and recent games. */
export const registerGameListRoutes = (
  parent: FastifyInstance,
  deps: { lists: ListService; recent: RecentGamesService },
): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { lists, recent } = deps;

  app.route({
    ...routeBase('gameList'),
    schema: {
      ...routeDoc('gameList'),
      querystring: routeSchemas.gameList.query,
      response: envelopeResponses(routeSchemas.gameList.value),
    },
    // The service answers the envelope's JSON bytes, checked against the schema when it was built and
    // cached: a Buffer is sent as is, so a cached page skips serialization and encoding too.
    handler: async (request, reply) => {
      const json = await lists.gameListJson(request.query);
      // The type provider types send() as the envelope object; the bytes are that envelope's JSON.
      return reply.type('application/json; charset=utf-8').send(json as unknown as GameListEnvelope);
    },
  });

  app.route({
    ...routeBase('vassalageGameTypes'),
    schema: {
      ...routeDoc('vassalageGameTypes'),
      querystring: routeSchemas.vassalageGameTypes.query,
      response: envelopeResponses(routeSchemas.vassalageGameTypes.value),
    },
    handler: async (request) => ok(await lists.vassalageGameTypes(request.query)),
  });

  app.route({
    ...routeBase('hotGames'),
    schema: {
      ...routeDoc('hotGames'),
      querystring: routeSchemas.hotGames.query,
      response: envelopeResponses(routeSchemas.hotGames.value),
    },
    handler: async (request) => ok(await lists.hotGames(request.query)),
  });

  app.route({
    ...routeBase('popularGames'),
    schema: {
      ...routeDoc('popularGames'),
      querystring: routeSchemas.popularGames.query,
      response: envelopeResponses(routeSchemas.popularGames.value),
    },
    handler: async (request) => ok(await lists.popularGames(request.query)),
  });

  app.route({
    ...routeBase('recentGames'),
    schema: {
      ...routeDoc('recentGames'),
      querystring: routeSchemas.recentGames.query,
      response: envelopeResponses(routeSchemas.recentGames.value),
    },
    handler: async (request) => {
      const { member } = requireAuth(request);
      return ok(
        await recent.recentGames(
          { memberId: member.id, merchantCode: member.merchantCode },
          request.query.language,
        ),
      );
    },
  });
};
