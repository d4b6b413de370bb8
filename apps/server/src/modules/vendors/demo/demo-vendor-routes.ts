import type { FastifyInstance, FastifyRequest } from 'fastify';
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

const sessionToken = (request: FastifyRequest): string | undefined =>
  /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(request.headers.authorization?.trim() ?? '')?.[1];

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
    async (request) => ok(await service.spin(sessionToken(request), request.body.bet)),
  );
  app.get(
    demoVendorPaths.state,
    { schema: { tags: ['demo vendor'], response: envelopeResponses(demoGameStateSchema) } },
    async (request) => ok(await service.state(sessionToken(request))),
  );
};
