import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase, type Db } from '../../db/database.js';

const statusSchema = z.object({ status: z.enum(['ok', 'ready', 'unavailable']) });

/** Liveness (/healthz: the process answers) and readiness (/readyz: the database answers). */
export const registerHealthRoutes = (parent: FastifyInstance, db: Db): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: statusSchema } }, logLevel: 'warn' },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    { schema: { tags: ['health'], response: { 200: statusSchema, 503: statusSchema } }, logLevel: 'warn' },
    async (_request, reply) =>
      (await pingDatabase(db))
        ? { status: 'ready' as const }
        : reply.code(503).send({ status: 'unavailable' }),
  );
};
