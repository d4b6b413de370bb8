import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import { requireAuth } from '../../plugins/access-policy.js';
import { idempotencyKeyOf } from '../wallet/idempotency.js';
import type { RaffleService } from './raffle-service.js';

/** The raffle relays of spec 7.5 (claimRafflePromotion, the winner rank list) and the raffle list. */
export const registerRaffleRoutes = (parent: FastifyInstance, raffles: RaffleService): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...routeBase('raffles'),
    schema: {
      ...routeDoc('raffles'),
      querystring: routeSchemas.raffles.query,
      response: envelopeResponses(routeSchemas.raffles.value),
    },
    handler: async (request) => ok(await raffles.list(requireAuth(request).memberId, request.query.language)),
  });
  app.route({
    ...routeBase('claimRafflePromotion'),
    schema: {
      ...routeDoc('claimRafflePromotion'),
      body: routeSchemas.claimRafflePromotion.body,
      response: envelopeResponses(routeSchemas.claimRafflePromotion.value),
    },
    handler: async (request) =>
      ok(await raffles.claim(requireAuth(request).memberId, request.body, idempotencyKeyOf(request))),
  });
  app.route({
    ...routeBase('winnerRankList'),
    schema: {
      ...routeDoc('winnerRankList'),
      querystring: routeSchemas.winnerRankList.query,
      response: envelopeResponses(routeSchemas.winnerRankList.value),
    },
    // Public: the winners' names are masked, and nobody is "me" to a guest.
    handler: async (request) => ok(await raffles.winnerRankList(request.query, null)),
  });
};
