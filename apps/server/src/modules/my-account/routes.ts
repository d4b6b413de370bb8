import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import { requireAuth } from '../../plugins/access-policy.js';
import { failureEnvelopeSchema } from '../../plugins/envelope.js';
import { profileSaveFailureValueSchema } from '@gp/contract/my-account';
import { paymentPasswordFormatErrorSchema } from '@gp/contract/payment-password';
import { registerFieldErrorSchema } from '@gp/contract/verification';
import type { ContactService } from './contact-service.js';
import type { ProfileService } from './profile-service.js';

/** My account's calls (issue 18): personal fields, contact binding, payment password reset. */
export const registerMyAccountRoutes = (
  parent: FastifyInstance,
  deps: { profiles: ProfileService; contacts: ContactService },
): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { profiles, contacts } = deps;

  app.route({
    ...routeBase('profile'),
    schema: {
      ...routeDoc('profile'),
      querystring: routeSchemas.profile.query,
      response: envelopeResponses(routeSchemas.profile.value),
    },
    handler: async (request) => ok(await profiles.view(requireAuth(request).memberId)),
  });
  app.route({
    ...routeBase('profileSave'),
    schema: {
      ...routeDoc('profileSave'),
      body: routeSchemas.profileSave.body,
      response: {
        ...envelopeResponses(routeSchemas.profileSave.value),
        '4xx': failureEnvelopeSchema.extend({ value: profileSaveFailureValueSchema.optional() }),
      },
    },
    handler: async (request) => ok(await profiles.save(requireAuth(request).memberId, request.body)),
  });
  app.route({
    ...routeBase('contactCode'),
    schema: {
      ...routeDoc('contactCode'),
      body: routeSchemas.contactCode.body,
      response: {
        ...envelopeResponses(routeSchemas.contactCode.value),
        '4xx': failureEnvelopeSchema.extend({ value: registerFieldErrorSchema.optional() }),
      },
    },
    handler: async (request) =>
      ok(await contacts.sendContactCode(requireAuth(request).memberId, request.body, { ip: request.ip })),
  });
  app.route({
    ...routeBase('contactVerify'),
    schema: {
      ...routeDoc('contactVerify'),
      body: routeSchemas.contactVerify.body,
      response: envelopeResponses(routeSchemas.contactVerify.value),
    },
    handler: async (request) => ok(await contacts.verifyContact(requireAuth(request).memberId, request.body)),
  });
  app.route({
    ...routeBase('paymentPasswordResetCode'),
    schema: {
      ...routeDoc('paymentPasswordResetCode'),
      body: routeSchemas.paymentPasswordResetCode.body,
      response: envelopeResponses(routeSchemas.paymentPasswordResetCode.value),
    },
    handler: async (request) =>
      ok(await contacts.sendPaymentPasswordCode(requireAuth(request).memberId, request.body.channel)),
  });
  app.route({
    ...routeBase('paymentPasswordReset'),
    schema: {
      ...routeDoc('paymentPasswordReset'),
      body: routeSchemas.paymentPasswordReset.body,
      response: {
        ...envelopeResponses(routeSchemas.paymentPasswordReset.value),
        '4xx': failureEnvelopeSchema.extend({ value: paymentPasswordFormatErrorSchema.optional() }),
      },
    },
    handler: async (request) =>
      ok(await contacts.resetPaymentPassword(requireAuth(request).memberId, request.body)),
  });
};
