import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import { requireAuth } from '../../plugins/access-policy.js';
import type { MemberService } from './service.js';

/** Member calls of spec 7.1 (all need a session; roles per plugins/access-policy.ts). */
export const registerMemberRoutes = (parent: FastifyInstance, service: MemberService): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...routeBase('memberInfo'),
    schema: { ...routeDoc('memberInfo'), response: envelopeResponses(routeSchemas.memberInfo.value) },
    handler: async (request) => ok(await service.info(requireAuth(request))),
  });

  app.route({
    ...routeBase('memberIcon'),
    schema: { ...routeDoc('memberIcon'), response: envelopeResponses(routeSchemas.memberIcon.value) },
    handler: async (request) => ok(await service.icon(requireAuth(request))),
  });

  app.route({
    ...routeBase('changePassword'),
    schema: {
      ...routeDoc('changePassword'),
      body: routeSchemas.changePassword.body,
      response: envelopeResponses(routeSchemas.changePassword.value),
    },
    handler: async (request) => ok(await service.changePassword(requireAuth(request), request.body)),
  });

  app.route({
    ...routeBase('firstLogin'),
    schema: { ...routeDoc('firstLogin'), response: envelopeResponses(routeSchemas.firstLogin.value) },
    handler: async (request) => ok(await service.firstLogin(requireAuth(request))),
  });

  app.route({
    ...routeBase('languageUpdate'),
    schema: {
      ...routeDoc('languageUpdate'),
      body: routeSchemas.languageUpdate.body,
      response: envelopeResponses(routeSchemas.languageUpdate.value),
    },
    handler: async (request) => ok(await service.setLanguage(requireAuth(request), request.body.language)),
  });
};
