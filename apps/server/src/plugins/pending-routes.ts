import type { FastifyInstance } from 'fastify';
import { errorCodes } from '@gp/contract/errors';
import { routeIds, routes } from '@gp/contract/routes';
import { failure } from './envelope.js';

/**
 * Registers a placeholder for every contract route no module has claimed yet: it answers 404
 * not_found, but only after the access guard and the encrypted-body check ran, so the authorization
 * matrix holds for the whole route table. Call after all modules; a module registering the real route
 * later simply makes its placeholder disappear.
 */
export const registerPendingRoutes = (app: FastifyInstance): void => {
  for (const id of routeIds) {
    const { method, path } = routes[id];
    if (app.hasRoute({ method, url: path })) continue;
    app.route({
      method,
      url: path,
      schema: { hide: true },
      handler: (request, reply) =>
        reply
          .code(404)
          .type('application/json; charset=utf-8')
          .send(failure(errorCodes.notFound, `No module serves ${request.method} ${path} on this server`)),
    });
  }
};
