import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@gp/contract/envelope';
import { paymentPasswordFormatErrorSchema } from '@gp/contract/payment-password';
import { routeSchemas } from '@gp/contract/route-schemas';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import { failureEnvelopeSchema } from '../../plugins/envelope.js';
import { requireAuth } from '../../plugins/access-policy.js';
import type { PaymentPasswordService } from './payment-password-service.js';

/** A format refusal carries the rule's message key and bounds (`value`). */
const responses = {
  ...envelopeResponses(routeSchemas.paymentPasswordSet.value),
  '4xx': failureEnvelopeSchema.extend({ value: paymentPasswordFormatErrorSchema.optional() }),
};

/** Set and change the payment password (issue 14; T, E; roles per plugins/access-policy.ts). */
export const registerPaymentPasswordRoutes = (parent: FastifyInstance, service: PaymentPasswordService) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...routeBase('paymentPasswordSet'),
    schema: {
      ...routeDoc('paymentPasswordSet'),
      body: routeSchemas.paymentPasswordSet.body,
      response: responses,
    },
    handler: async (request) => ok(await service.set(requireAuth(request), request.body, { ip: request.ip })),
  });
  app.route({
    ...routeBase('paymentPasswordChange'),
    schema: {
      ...routeDoc('paymentPasswordChange'),
      body: routeSchemas.paymentPasswordChange.body,
      response: responses,
    },
    handler: async (request) =>
      ok(await service.change(requireAuth(request), request.body, { ip: request.ip })),
  });
};
