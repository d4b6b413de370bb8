import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import type { PasswordRecoveryService } from './password-recovery-service.js';

/**
 * Forgot password by e-mail (form-encoded: @fastify/formbody is registered in this route's own
 * encapsulated scope, no other route parses forms), the mailed code's reset (E) and set password by
 * phone (E). The mail work runs in the background; closing the app waits for it before the database
 * closes.
 */
export const registerRecoveryRoutes = async (
  parent: FastifyInstance,
  service: PasswordRecoveryService,
): Promise<void> => {
  await parent.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 4096 });
    scope.withTypeProvider<ZodTypeProvider>().route({
      ...routeBase('forgotPasswordEmail'),
      schema: {
        ...routeDoc('forgotPasswordEmail'),
        consumes: ['application/x-www-form-urlencoded'],
        body: routeSchemas.forgotPasswordEmail.body,
        response: envelopeResponses(routeSchemas.forgotPasswordEmail.value),
      },
      handler: async (request) => ok(await service.forgotByEmail(request.body, { ip: request.ip })),
    });
  });

  parent.addHook('preClose', () => service.settled());

  parent.withTypeProvider<ZodTypeProvider>().route({
    ...routeBase('resetPasswordByEmail'),
    schema: {
      ...routeDoc('resetPasswordByEmail'),
      body: routeSchemas.resetPasswordByEmail.body,
      response: envelopeResponses(routeSchemas.resetPasswordByEmail.value),
    },
    handler: async (request) => ok(await service.resetByEmail(request.body, { ip: request.ip })),
  });

  parent.withTypeProvider<ZodTypeProvider>().route({
    ...routeBase('setPasswordByPhone'),
    schema: {
      ...routeDoc('setPasswordByPhone'),
      body: routeSchemas.setPasswordByPhone.body,
      response: envelopeResponses(routeSchemas.setPasswordByPhone.value),
    },
    handler: async (request) => ok(await service.setByPhone(request.body, { ip: request.ip })),
  });
};
