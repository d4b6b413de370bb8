import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import type { SystemService } from './service.js';

/** System calls of spec sections 7 and 7.1. */
export const registerSystemRoutes = (parent: FastifyInstance, service: SystemService): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...routeBase('permission'),
    schema: { ...routeDoc('permission'), response: envelopeResponses(routeSchemas.permission.value) },
    handler: async (request) => ok(await service.permission(request.ip)),
  });

  app.route({
    ...routeBase('systemStatus'),
    schema: { ...routeDoc('systemStatus'), response: envelopeResponses(routeSchemas.systemStatus.value) },
    handler: async () => ok(await service.systemStatus()),
  });

  app.route({
    ...routeBase('whitelabel'),
    schema: { ...routeDoc('whitelabel'), response: envelopeResponses(routeSchemas.whitelabel.value) },
    handler: async () => ok(await service.whitelabel()),
  });

  app.route({
    ...routeBase('domainRoute'),
    schema: { ...routeDoc('domainRoute'), response: envelopeResponses(routeSchemas.domainRoute.value) },
    handler: async () => ok(await service.domainRoute()),
  });

  app.route({
    ...routeBase('registerSettings'),
    schema: {
      ...routeDoc('registerSettings'),
      response: envelopeResponses(routeSchemas.registerSettings.value),
    },
    handler: async () => ok(await service.registerSettings()),
  });

  app.route({
    ...routeBase('countryCodes'),
    schema: { ...routeDoc('countryCodes'), response: envelopeResponses(routeSchemas.countryCodes.value) },
    handler: async () => ok(await service.countryCodes()),
  });

  app.route({
    ...routeBase('helpCenter'),
    schema: {
      ...routeDoc('helpCenter'),
      querystring: routeSchemas.helpCenter.query,
      response: envelopeResponses(routeSchemas.helpCenter.value),
    },
    handler: async (request) => ok(await service.helpCenter(request.query.lang)),
  });
};
