import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import { registerFieldErrorSchema } from '@gp/contract/verification';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import { failureEnvelopeSchema } from '../../plugins/envelope.js';
import type { RegisterService } from './register-service.js';

/** invalid_field failures carry `value: { field, reason, messageKey, min, max }`. */
const registerResponses = {
  ...envelopeResponses(routeSchemas.register.value),
  '4xx': failureEnvelopeSchema.extend({ value: registerFieldErrorSchema.optional() }),
};

/** Registration (E, decrypted by plugins/payload-encryption.ts) and the affiliate check (spec 7.1). */
export const registerRegistrationRoutes = (parent: FastifyInstance, service: RegisterService): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  for (const [id, mode] of [
    ['register', 'username'],
    ['registerMobile', 'mobile'],
  ] as const) {
    app.route({
      ...routeBase(id),
      schema: { ...routeDoc(id), body: routeSchemas[id].body, response: registerResponses },
      handler: async (request) =>
        ok(
          await service.register(mode, request.body, {
            ip: request.ip,
            userAgent: request.headers['user-agent'],
            deviceHash: request.deviceHash,
          }),
        ),
    });
  }

  app.route({
    ...routeBase('affiliate'),
    schema: {
      ...routeDoc('affiliate'),
      querystring: routeSchemas.affiliate.query,
      response: envelopeResponses(routeSchemas.affiliate.value),
    },
    handler: async (request) => ok(await service.affiliate(request.query.code, { ip: request.ip })),
  });
};
