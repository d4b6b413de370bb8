import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemo } from './db/seed/seed.js';
import { loggerOptions } from './lib/logger.js';
import { createCdnRepository } from './modules/cdn/repository.js';
import { registerCdnRoutes } from './modules/cdn/routes.js';
import { createGamesRepository } from './modules/games/repository.js';
import { registerGameRoutes } from './modules/games/routes.js';
import { createGamesService } from './modules/games/service.js';
import { registerHealthRoutes } from './modules/health/routes.js';
import { openGeoLookup } from './modules/system/geo.js';
import { createSystemRepository } from './modules/system/repository.js';
import { registerSystemRoutes } from './modules/system/routes.js';
import { createSystemService } from './modules/system/service.js';
import { registerErrorHandler } from './plugins/envelope.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebStatic } from './plugins/web-static.js';

export const bodyLimitBytes = 1024 * 1024;

/**
 * Builds the application: database (migrated, demo seeded when SEED_DEMO), plugins, then modules.
 * The returned instance is not yet listening; tests drive it with inject().
 */
export const buildApp = async (config: AppConfig): Promise<FastifyInstance> => {
  const handle = openDatabase(config.database);
  try {
    await migrateToLatest(handle);
    if (config.seedDemo) await seedDemo(handle.db, config.merchantCode);
  } catch (error) {
    await handle.close();
    throw error;
  }
  const geo = await openGeoLookup(config.blockedCountries);

  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: bodyLimitBytes,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.addHook('onClose', async () => handle.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Plugins
  registerSecurityHeaders(app, { production: config.nodeEnv === 'production' });
  registerErrorHandler(app);
  await registerOpenApi(app);

  // Modules
  registerHealthRoutes(app, handle.db);
  registerSystemRoutes(
    app,
    createSystemService({ repo: createSystemRepository(handle.db), geo, merchantCode: config.merchantCode }),
  );
  registerGameRoutes(app, createGamesService({ repo: createGamesRepository(handle.db) }));
  registerCdnRoutes(app, createCdnRepository(handle.db));

  // The web app last: its not-found handler answers every path no module claimed.
  await registerWebStatic(app, { webDist: config.webDist });
  return app;
};
