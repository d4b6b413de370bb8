import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@gp/contract/routes';
import { routeSchemas } from '@gp/contract/route-schemas';
import { openDatabase } from '../../db/database.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { registerHealthRoutes } from './routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SEED_DEMO: 'false' });
});
afterAll(async () => {
  await t.close();
});

describe('health', () => {
  it('/healthz answers 200 while the process lives', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 when the database answers', async () => {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('/readyz answers 503 when the database is unreachable', async () => {
    // Nothing listens on port 1: every connection attempt is refused.
    const handle = openDatabase({
      dialect: 'postgres',
      connectionString: 'postgres://nobody@127.0.0.1:1/none',
    });
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerHealthRoutes(app, handle.db);
    try {
      const res = await app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable' });
    } finally {
      await app.close();
      await handle.close();
    }
  });
});

describe('OpenAPI', () => {
  it('/openapi.json lists every implemented contract route with its method', async () => {
    const res = await t.app.inject({ url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      openapi: string;
      paths: Record<string, Record<string, { operationId?: string }>>;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const id of Object.keys(routeSchemas) as (keyof typeof routeSchemas)[]) {
      const route = routes[id];
      const operation = doc.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation, id).toBeDefined();
      expect(operation?.operationId).toBe(id);
    }
    expect(JSON.stringify(doc.paths[routes.helpCenter.path])).toContain('"lang"');
  });

  it('/docs serves Swagger UI under a CSP that allows its styles', async () => {
    const res = await t.app.inject({ url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-ui');
    expect(res.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
