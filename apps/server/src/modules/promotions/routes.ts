import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import { bearerToken, requireAuth, roleOfType, type RoleTypes } from '../../plugins/access-policy.js';
import type { SessionService } from '../session/session-service.js';
import type { BonusService } from './bonus-service.js';
import type { PromotionService } from './promotion-service.js';

/** Promotions, the reward centre's actions and bonus details (issue 17; access: plugins/access-policy.ts). */
export const registerPromotionRoutes = (
  parent: FastifyInstance,
  deps: {
    promotions: PromotionService;
    bonuses: BonusService;
    sessions: SessionService;
    roleTypes: RoleTypes;
  },
): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { promotions, bonuses, sessions } = deps;

  // Public: a guest sees the offers; a member (or an agent) its statuses. A trial or expired token
  // reads like a guest.
  const viewer = async (request: FastifyRequest): Promise<number | null> => {
    const token = bearerToken(request.headers.authorization);
    const auth = token ? await sessions.authenticate(token) : null;
    return auth && roleOfType(auth.member.type, deps.roleTypes) !== 'trial' ? auth.memberId : null;
  };

  app.route({
    ...routeBase('promotions'),
    schema: {
      ...routeDoc('promotions'),
      querystring: routeSchemas.promotions.query,
      response: envelopeResponses(routeSchemas.promotions.value),
    },
    handler: async (request) => ok(await promotions.list(await viewer(request), request.query.language)),
  });
  app.route({
    ...routeBase('promotionAction'),
    schema: {
      ...routeDoc('promotionAction'),
      body: routeSchemas.promotionAction.body,
      response: envelopeResponses(routeSchemas.promotionAction.value),
    },
    handler: async (request) => {
      const { memberId } = requireAuth(request);
      return ok(await promotions.act(memberId, request.body, request.body.language));
    },
  });
  app.route({
    ...routeBase('bonuses'),
    schema: {
      ...routeDoc('bonuses'),
      querystring: routeSchemas.bonuses.query,
      response: envelopeResponses(routeSchemas.bonuses.value),
    },
    handler: async (request) => ok(await bonuses.list(requireAuth(request).memberId, request.query)),
  });
  app.route({
    ...routeBase('bonusForfeit'),
    schema: {
      ...routeDoc('bonusForfeit'),
      body: routeSchemas.bonusForfeit.body,
      response: envelopeResponses(routeSchemas.bonusForfeit.value),
    },
    handler: async (request) => {
      const { memberId } = requireAuth(request);
      await bonuses.forfeit(memberId, request.body.id);
      return ok(await bonuses.list(memberId, { pageNum: 1, pageSize: 20 }));
    },
  });
};
