import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contract schemas: JSON at /openapi.json, Swagger UI at /docs. */
export const registerOpenApi = async (app: FastifyInstance): Promise<void> => {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Gaming platform API',
        description: 'Every /wps and /lgw response is the envelope { success, code?, message?, value? }.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', uiConfig: { validatorUrl: null } });
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
};
