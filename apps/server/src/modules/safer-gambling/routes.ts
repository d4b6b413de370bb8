import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import { limitFailureValueSchema, type SaferGamblingValue } from '@gp/contract/safer-gambling';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import { failureEnvelopeSchema } from '../../plugins/envelope.js';
import { requireAuth } from '../../plugins/access-policy.js';
import type { ActivityService } from './activity-service.js';
import type { ExclusionService } from './exclusion-service.js';
import type { LimitsService } from './limits-service.js';
import type { SaferGamblingRepository } from './repository.js';

/**
 * Safer gambling (issue 18): the page's view, limit changes, the reality check, the session's figures,
 * time-out and self-exclusion, and the activity statement.
 */
export const registerSaferGamblingRoutes = (
  parent: FastifyInstance,
  deps: {
    repo: SaferGamblingRepository;
    limits: LimitsService;
    exclusions: ExclusionService;
    activity: ActivityService;
    capSessions: (memberId: number, lifetimeMs: number) => Promise<unknown>;
    clock: () => Date;
  },
): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { repo, limits, exclusions, activity } = deps;
  // A change not due yet names its time; one above the operator's ceiling names the ceiling.
  const limitResponses = {
    ...envelopeResponses(routeSchemas.saferGamblingLimit.value),
    '4xx': failureEnvelopeSchema.extend({ value: limitFailureValueSchema.optional() }),
  };

  const view = async (memberId: number): Promise<SaferGamblingValue> => {
    const [list, realityCheckMinutes, history, passwordRequired] = await Promise.all([
      limits.view(memberId),
      repo.realityCheck(memberId),
      limits.history(memberId),
      exclusions.passwordRequired(memberId),
    ]);
    return { limits: list, realityCheckMinutes, history, passwordRequired };
  };

  app.route({
    ...routeBase('saferGambling'),
    schema: {
      ...routeDoc('saferGambling'),
      querystring: routeSchemas.saferGambling.query,
      response: envelopeResponses(routeSchemas.saferGambling.value),
    },
    handler: async (request) => ok(await view(requireAuth(request).memberId)),
  });
  app.route({
    ...routeBase('saferGamblingLimit'),
    schema: {
      ...routeDoc('saferGamblingLimit'),
      body: routeSchemas.saferGamblingLimit.body,
      response: limitResponses,
    },
    handler: async (request) => {
      const { memberId } = requireAuth(request);
      const { tightenedSession } = await limits.set(memberId, request.body);
      if (tightenedSession !== null) await deps.capSessions(memberId, Number(tightenedSession) * 60_000);
      return ok(await view(memberId));
    },
  });
  app.route({
    ...routeBase('saferGamblingPending'),
    schema: {
      ...routeDoc('saferGamblingPending'),
      body: routeSchemas.saferGamblingPending.body,
      response: limitResponses,
    },
    handler: async (request) => {
      const { memberId } = requireAuth(request);
      await limits.pending(memberId, request.body);
      return ok(await view(memberId));
    },
  });
  app.route({
    ...routeBase('saferGamblingRealityCheck'),
    schema: {
      ...routeDoc('saferGamblingRealityCheck'),
      body: routeSchemas.saferGamblingRealityCheck.body,
      response: envelopeResponses(routeSchemas.saferGamblingRealityCheck.value),
    },
    handler: async (request) => {
      const { memberId } = requireAuth(request);
      await repo.setRealityCheck(memberId, request.body.minutes, deps.clock().toISOString());
      return ok(await view(memberId));
    },
  });
  app.route({
    ...routeBase('playSession'),
    schema: {
      ...routeDoc('playSession'),
      querystring: routeSchemas.playSession.query,
      response: envelopeResponses(routeSchemas.playSession.value),
    },
    handler: async (request) => {
      const auth = requireAuth(request);
      return ok(await activity.playSession(auth.memberId, auth.tokenHash));
    },
  });
  app.route({
    ...routeBase('saferGamblingExclusion'),
    schema: {
      ...routeDoc('saferGamblingExclusion'),
      body: routeSchemas.saferGamblingExclusion.body,
      response: envelopeResponses(routeSchemas.saferGamblingExclusion.value),
    },
    handler: async (request) => ok(await exclusions.exclude(requireAuth(request).memberId, request.body)),
  });
  app.route({
    ...routeBase('activityStatement'),
    schema: {
      ...routeDoc('activityStatement'),
      querystring: routeSchemas.activityStatement.query,
      response: envelopeResponses(routeSchemas.activityStatement.value),
    },
    handler: async (request) => ok(await activity.statement(requireAuth(request).memberId, request.query)),
  });
};
