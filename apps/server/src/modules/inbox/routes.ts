import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import { requireAuth } from '../../plugins/access-policy.js';
import type { InboxService } from './inbox-service.js';

/** The inbox relays (spec 2.6 messageV2, 7.2 CSP_unreadCount; issue 21). */
export const registerInboxRoutes = (parent: FastifyInstance, inbox: InboxService): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...routeBase('unreadCount'),
    schema: { ...routeDoc('unreadCount'), response: envelopeResponses(routeSchemas.unreadCount.value) },
    handler: async (request) => ok({ count: (await inbox.unreadOf(requireAuth(request).memberId)) ?? 0 }),
  });
  app.route({
    ...routeBase('inboxMessages'),
    schema: {
      ...routeDoc('inboxMessages'),
      querystring: routeSchemas.inboxMessages.query,
      response: envelopeResponses(routeSchemas.inboxMessages.value),
    },
    handler: async (request) => ok(await inbox.list(requireAuth(request).memberId, request.query)),
  });
  app.route({
    ...routeBase('inboxRead'),
    schema: {
      ...routeDoc('inboxRead'),
      body: routeSchemas.inboxRead.body,
      response: envelopeResponses(routeSchemas.inboxRead.value),
    },
    handler: async (request) => ok(await inbox.read(requireAuth(request).memberId, request.body.id)),
  });
  app.route({
    ...routeBase('inboxReadAll'),
    schema: { ...routeDoc('inboxReadAll'), response: envelopeResponses(routeSchemas.inboxReadAll.value) },
    handler: async (request) => ok(await inbox.readAll(requireAuth(request).memberId)),
  });
  app.route({
    ...routeBase('inboxDelete'),
    schema: {
      ...routeDoc('inboxDelete'),
      querystring: routeSchemas.inboxDelete.query,
      response: envelopeResponses(routeSchemas.inboxDelete.value),
    },
    handler: async (request) => ok(await inbox.remove(requireAuth(request).memberId, request.query.id)),
  });
};
