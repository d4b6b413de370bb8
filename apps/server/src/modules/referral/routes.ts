import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import { requireAuth } from '../../plugins/access-policy.js';
import type { ReferralService } from './referral-service.js';

/** Invite friends (issue 20): the member's code and rewards, and its invitees. */
export const registerReferralRoutes = (parent: FastifyInstance, referral: ReferralService): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...routeBase('referral'),
    schema: { ...routeDoc('referral'), response: envelopeResponses(routeSchemas.referral.value) },
    handler: async (request) => ok(await referral.view(requireAuth(request).memberId)),
  });
  app.route({
    ...routeBase('referralInvitees'),
    schema: {
      ...routeDoc('referralInvitees'),
      querystring: routeSchemas.referralInvitees.query,
      response: envelopeResponses(routeSchemas.referralInvitees.value),
    },
    handler: async (request) => ok(await referral.invitees(requireAuth(request).memberId, request.query)),
  });
};
