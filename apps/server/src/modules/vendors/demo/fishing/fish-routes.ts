import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { demoFishingPaths, fishShotsBodySchema, fishShotsValueSchema } from '@gp/contract/demo-fishing';
import { ok } from '@gp/contract/envelope';
import { envelopeResponses } from '../../../../lib/contract-route.js';
import { sessionTokenOf } from '../session-token.js';
import type { FishService, FishSession } from './fish-service.js';

/** The fishing game's call on the demo vendor's game API (@gp/contract/demo-fishing). */
export const registerFishRoutes = (
  parent: FastifyInstance,
  deps: { fish: FishService; sessionOf: (token: string | undefined) => Promise<FishSession> },
): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    demoFishingPaths.shots,
    {
      schema: {
        tags: ['demo vendor'],
        body: fishShotsBodySchema,
        response: envelopeResponses(fishShotsValueSchema),
      },
    },
    async (request) => ok(await deps.fish.shoot(await deps.sessionOf(sessionTokenOf(request)), request.body)),
  );
};
