import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import { z } from 'zod';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import { failureEnvelopeSchema } from '../../plugins/envelope.js';
import { requireAuth } from '../../plugins/access-policy.js';
import { idempotencyKeyOf } from '../wallet/idempotency.js';
import type { PointsReader } from './points-reader.js';
import type { createPointsSpending } from './points-spending.js';

type Spending = ReturnType<typeof createPointsSpending>;

/** A spending refusal says what is missing: the deposits still to make, or the fewest points. */
const spendingResponses = <T extends z.ZodType>(value: T) => ({
  ...envelopeResponses(value),
  '4xx': failureEnvelopeSchema.extend({
    value: z.union([z.object({ remaining: z.string() }), z.object({ min: z.string() })]).optional(),
  }),
});

/** The points relays of spec 7.6 (issue 20). Every one is a member's (access-policy.ts). */
export const registerPointsRoutes = (
  parent: FastifyInstance,
  deps: { reader: PointsReader; spending: Spending },
): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { reader, spending } = deps;
  app.route({
    ...routeBase('getPointBalance'),
    schema: {
      ...routeDoc('getPointBalance'),
      response: envelopeResponses(routeSchemas.getPointBalance.value),
    },
    handler: async (request) => ok(await reader.balance(requireAuth(request).memberId)),
  });
  app.route({
    ...routeBase('getPointConfig'),
    schema: { ...routeDoc('getPointConfig'), response: envelopeResponses(routeSchemas.getPointConfig.value) },
    handler: async (request) => ok(await reader.config(requireAuth(request).memberId)),
  });
  app.route({
    ...routeBase('getPointReward'),
    schema: {
      ...routeDoc('getPointReward'),
      querystring: routeSchemas.getPointReward.query,
      response: envelopeResponses(routeSchemas.getPointReward.value),
    },
    handler: async (request) => {
      requireAuth(request);
      return ok(await reader.rewards(request.query));
    },
  });
  app.route({
    ...routeBase('getRedeemPointList'),
    schema: {
      ...routeDoc('getRedeemPointList'),
      querystring: routeSchemas.getRedeemPointList.query,
      response: envelopeResponses(routeSchemas.getRedeemPointList.value),
    },
    handler: async (request) => ok(await reader.orders(requireAuth(request).memberId, request.query)),
  });
  app.route({
    ...routeBase('memberTransactionDetails'),
    schema: {
      ...routeDoc('memberTransactionDetails'),
      querystring: routeSchemas.memberTransactionDetails.query,
      response: envelopeResponses(routeSchemas.memberTransactionDetails.value),
    },
    handler: async (request) => ok(await reader.lines(requireAuth(request).memberId, request.query)),
  });
  app.route({
    ...routeBase('redeemPointReward'),
    schema: {
      ...routeDoc('redeemPointReward'),
      body: routeSchemas.redeemPointReward.body,
      response: spendingResponses(routeSchemas.redeemPointReward.value),
    },
    handler: async (request) =>
      ok(
        await spending.redeem(requireAuth(request).memberId, request.body, idempotencyKeyOf(request), {
          ip: request.ip,
        }),
      ),
  });
  app.route({
    ...routeBase('convertPoint'),
    schema: {
      ...routeDoc('convertPoint'),
      body: routeSchemas.convertPoint.body,
      response: spendingResponses(routeSchemas.convertPoint.value),
    },
    handler: async (request) =>
      ok(
        await spending.convert(requireAuth(request).memberId, request.body, idempotencyKeyOf(request), {
          ip: request.ip,
        }),
      ),
  });
};
