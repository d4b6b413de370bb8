import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  demoGameStateSchema,
  demoSessionBodySchema,
  demoSessionValueSchema,
  demoSpinBodySchema,
  demoSpinValueSchema,
  demoVendorPaths,
} from '@gp/contract/demo-vendor';
import { ok } from '@gp/contract/envelope';
import { envelopeResponses } from '../../../lib/contract-route.js';
import type { DemoVendorService } from './demo-vendor-service.js';
import { sessionTokenOf } from './session-token.js';

/** The demo vendor's game API (its game page calls it; see @gp/contract/demo-vendor). */
export const registerDemoVendorRoutes = (parent: FastifyInstance, service: DemoVendorService): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    demoVendorPaths.session,
    {
      schema: {
        tags: ['demo vendor'],
        body: demoSessionBodySchema,
        response: envelopeResponses(demoSessionValueSchema),
      },
    },
    async (request) => ok(await service.openSession(request.body.token)),
  );
  app.post(
    demoVendorPaths.spin,
    {
      schema: {
        tags: ['demo vendor'],
        body: demoSpinBodySchema,
        response: envelopeResponses(demoSpinValueSchema),
      },
    },
    async (request) => ok(await service.spin(sessionTokenOf(request), request.body.bet)),
  );
  app.get(
    demoVendorPaths.state,
    { schema: { tags: ['demo vendor'], response: envelopeResponses(demoGameStateSchema) } },
    async (request) => ok(await service.state(sessionTokenOf(request))),
  );
};
