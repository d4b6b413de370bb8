import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import { enforceLimit, type RateLimitStore } from '../../lib/rate-limit.js';
import type { CaptchaService } from './captcha-service.js';
import type { ChallengeService } from './challenge-service.js';

/** Image captchas per IP per minute: the client refreshes at most once a second (spec 4.3). */
export const captchaPerIpPerMinute = 60;

/** GET /wps/captcha and GET /wps/captcha/challenge (spec 7.1). */
export const registerSecurityRoutes = (
  parent: FastifyInstance,
  deps: { captcha: CaptchaService; challenge: ChallengeService; limits: RateLimitStore },
): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...routeBase('captcha'),
    schema: { ...routeDoc('captcha'), response: envelopeResponses(routeSchemas.captcha.value) },
    handler: async (request, reply) => {
      await enforceLimit(deps.limits, `captcha:ip:${request.ip}`, captchaPerIpPerMinute, 60_000);
      const { answer: _answer, ...value } = await deps.captcha.createCaptcha();
      void reply.header('cache-control', 'no-store');
      return ok(value);
    },
  });

  app.route({
    ...routeBase('captchaChallenge'),
    schema: {
      ...routeDoc('captchaChallenge'),
      response: envelopeResponses(routeSchemas.captchaChallenge.value),
    },
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await deps.challenge.createChallenge());
    },
  });
};
