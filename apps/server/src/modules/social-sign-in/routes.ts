import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import { loginFailureValueSchema } from '@gp/contract/session';
import { socialChannelSchema } from '@gp/contract/social';
import { registerFieldErrorSchema } from '@gp/contract/verification';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import { requireAuth } from '../../plugins/access-policy.js';
import { failureEnvelopeSchema } from '../../plugins/envelope.js';
import type { SocialService } from './social-service.js';

/**
 * The browser's binding to its flows (issue 18): a random value in an HttpOnly, SameSite=Lax cookie
 * scoped to these routes. The callback (a top-level navigation back from the provider) and the
 * ticket's calls must carry the value the flow began with, so a callback or ticket carried into
 * another browser (login CSRF, a leaked link) is refused.
 */
const cookieName = 'gp_social';
const cookiePath = '/wps/session/social';
const browserOf = (request: FastifyRequest): string | undefined => {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === cookieName && value && /^[A-Za-z0-9_-]{43}$/.test(value)) return value;
  }
  return undefined;
};
const bindBrowser = (request: FastifyRequest, reply: FastifyReply, browser: string) => {
  if (browserOf(request) === browser) return;
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${cookieName}=${browser}; Path=${cookiePath}; Max-Age=3600; HttpOnly; SameSite=Lax${secure}`,
  );
};

const loginResponses = (value: z.ZodType) => ({
  ...envelopeResponses(value),
  '4xx': failureEnvelopeSchema.extend({
    value: z.union([loginFailureValueSchema, registerFieldErrorSchema]).optional(),
  }),
});

export const registerSocialRoutes = (
  parent: FastifyInstance,
  deps: { service: SocialService; callbackOrigin: string | undefined },
): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { service } = deps;
  const meta = (request: FastifyRequest, deviceToken?: string) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    deviceToken,
    deviceHash: request.deviceHash,
    browser: browserOf(request),
  });
  const startMeta = (request: FastifyRequest) => ({
    ip: request.ip,
    origin: deps.callbackOrigin ?? `${request.protocol}://${request.host}`,
    browser: browserOf(request),
  });

  app.route({
    ...routeBase('socialChannels'),
    schema: {
      ...routeDoc('socialChannels'),
      querystring: routeSchemas.socialChannels.query,
      response: envelopeResponses(routeSchemas.socialChannels.value),
    },
    handler: async () => ok({ channels: await service.enabledChannels() }),
  });

  app.route({
    ...routeBase('socialStart'),
    schema: {
      ...routeDoc('socialStart'),
      body: routeSchemas.socialStart.body,
      response: envelopeResponses(routeSchemas.socialStart.value),
    },
    handler: async (request, reply) => {
      const { url, browser } = await service.start(request.body.channel, startMeta(request));
      bindBrowser(request, reply, browser);
      return ok({ url });
    },
  });

  app.route({
    ...routeBase('socialLinkStart'),
    schema: {
      ...routeDoc('socialLinkStart'),
      body: routeSchemas.socialLinkStart.body,
      response: envelopeResponses(routeSchemas.socialLinkStart.value),
    },
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      const { url, browser } = await service.startLink(
        request.body.channel,
        auth.memberId,
        startMeta(request),
      );
      bindBrowser(request, reply, browser);
      return ok({ url });
    },
  });

  // The provider's redirect: not a call of the web client, so not in the contract's route table.
  app.route({
    method: 'GET',
    url: '/wps/session/social/callback/:channel',
    schema: { hide: true },
    handler: async (request, reply) => {
      const channel = socialChannelSchema.safeParse(
        String((request.params as { channel?: string }).channel ?? '').toUpperCase(),
      );
      const query = request.query as Record<string, unknown>;
      const param = (name: string) => (typeof query[name] === 'string' ? query[name] : undefined);
      const fragment = channel.success
        ? await service.callback(
            channel.data,
            { raw: request.url.split('?')[1] ?? '', state: param('state'), error: param('error') },
            { browser: browserOf(request) },
          )
        : 'error=social_sign_in_failed';
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(`/social#${fragment}`, 302);
    },
  });

  app.route({
    ...routeBase('socialTicket'),
    schema: {
      ...routeDoc('socialTicket'),
      body: routeSchemas.socialTicket.body,
      response: loginResponses(routeSchemas.socialTicket.value),
    },
    handler: async (request) =>
      ok(await service.redeem(request.body.ticket, meta(request, request.body.deviceToken))),
  });

  app.route({
    ...routeBase('socialRegister'),
    schema: {
      ...routeDoc('socialRegister'),
      body: routeSchemas.socialRegister.body,
      response: loginResponses(routeSchemas.socialRegister.value),
    },
    handler: async (request) =>
      ok(await service.register(request.body, meta(request, request.body.deviceToken))),
  });

  app.route({
    ...routeBase('socialLink'),
    schema: {
      ...routeDoc('socialLink'),
      body: routeSchemas.socialLink.body,
      response: loginResponses(routeSchemas.socialLink.value),
    },
    handler: async (request) =>
      ok(await service.linkWithPassword(request.body, meta(request, request.body.deviceToken))),
  });

  app.route({
    ...routeBase('socialLinks'),
    schema: {
      ...routeDoc('socialLinks'),
      querystring: routeSchemas.socialLinks.query,
      response: envelopeResponses(routeSchemas.socialLinks.value),
    },
    handler: async (request) => ok(await service.links(requireAuth(request).memberId)),
  });

  app.route({
    ...routeBase('socialLinkConfirm'),
    schema: {
      ...routeDoc('socialLinkConfirm'),
      body: routeSchemas.socialLinkConfirm.body,
      response: envelopeResponses(routeSchemas.socialLinkConfirm.value),
    },
    handler: async (request) =>
      ok(await service.confirm(request.body.ticket, requireAuth(request).memberId, browserOf(request))),
  });

  app.route({
    ...routeBase('socialUnlink'),
    schema: {
      ...routeDoc('socialUnlink'),
      body: routeSchemas.socialUnlink.body,
      response: envelopeResponses(routeSchemas.socialUnlink.value),
    },
    handler: async (request) => ok(await service.unlink(requireAuth(request).memberId, request.body.channel)),
  });
};
