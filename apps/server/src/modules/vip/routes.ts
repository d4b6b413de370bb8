import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import { requireAuth } from '../../plugins/access-policy.js';
import type { VipService } from './vip-service.js';

/**
 * The VIP page and its claims, and the reward fields of spec 3's public state (issue 17): the level
 * and how many rewards, promotions' and VIP's, the member can claim now.
 */
export const registerVipRoutes = (
  parent: FastifyInstance,
  deps: { vip: VipService; promotionsClaimable: (memberId: number, vipLevel: number) => Promise<number> },
): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { vip } = deps;
  app.route({
    ...routeBase('vip'),
    schema: {
      ...routeDoc('vip'),
      querystring: routeSchemas.vip.query,
      response: envelopeResponses(routeSchemas.vip.value),
    },
    handler: async (request) => ok(await vip.view(requireAuth(request).memberId, request.query.language)),
  });
  app.route({
    ...routeBase('vipClaim'),
    schema: {
      ...routeDoc('vipClaim'),
      body: routeSchemas.vipClaim.body,
      response: envelopeResponses(routeSchemas.vipClaim.value),
    },
    handler: async (request) => ok(await vip.claim(requireAuth(request).memberId, request.body)),
  });
  app.route({
    ...routeBase('rewardState'),
    schema: {
      ...routeDoc('rewardState'),
      querystring: routeSchemas.rewardState.query,
      response: envelopeResponses(routeSchemas.rewardState.value),
    },
    handler: async (request) => {
      const { memberId } = requireAuth(request);
      // The VIP standing once: its level also decides which promotions the member may take.
      const { claimable, ...level } = await vip.state(memberId, request.query.language);
      const promotions = await deps.promotionsClaimable(memberId, level.vipRankLevel);
      return ok({ ...level, availablePromoCount: promotions + claimable });
    },
  });
};
