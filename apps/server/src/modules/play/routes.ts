import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@gp/contract/envelope';
import { idempotencyKeyHeader } from '@gp/contract/wallet-rules';
import { routeSchemas } from '@gp/contract/route-schemas';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import { requireAuth } from '../../plugins/access-policy.js';
import { idempotencyKeyOf } from '../wallet/idempotency.js';
import type { LaunchService } from './launch-service.js';
import type { RecordsService } from './records-service.js';
import type { RoomList } from './room-list.js';

/** Game launch, the PVP room list, winner board, bet records and profit and loss (roles per plugins/access-policy.ts). */
export const registerPlayRoutes = (
  parent: FastifyInstance,
  deps: { launch: LaunchService; records: RecordsService; rooms: RoomList },
): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { launch, records, rooms } = deps;
  // The Idempotency-Key is optional on a launch: with it, a retried launch replays its automatic transfer.
  const launchKeyOf = (request: FastifyRequest) =>
    request.headers[idempotencyKeyHeader] === undefined ? undefined : idempotencyKeyOf(request);

  app.route({
    ...routeBase('launchGame'),
    schema: {
      ...routeDoc('launchGame'),
      body: routeSchemas.launchGame.body,
      response: envelopeResponses(routeSchemas.launchGame.value),
    },
    handler: async (request) =>
      ok(await launch.launch(requireAuth(request), request.body, launchKeyOf(request))),
  });
  app.route({
    ...routeBase('gameLaunchFB'),
    schema: {
      ...routeDoc('gameLaunchFB'),
      body: routeSchemas.gameLaunchFB.body,
      response: envelopeResponses(routeSchemas.gameLaunchFB.value),
    },
    handler: async (request) =>
      ok(await launch.launchSports(requireAuth(request), request.body, launchKeyOf(request))),
  });
  app.route({
    ...routeBase('pvpRoomList'),
    schema: {
      ...routeDoc('pvpRoomList'),
      querystring: routeSchemas.pvpRoomList.query,
      response: envelopeResponses(routeSchemas.pvpRoomList.value),
    },
    handler: async (request) => ok(await rooms.list(request.query)),
  });
  app.route({
    ...routeBase('winnerBoard'),
    schema: {
      ...routeDoc('winnerBoard'),
      querystring: routeSchemas.winnerBoard.query,
      response: envelopeResponses(routeSchemas.winnerBoard.value),
    },
    handler: async (request) => ok(await records.winners(request.query)),
  });
  app.route({
    ...routeBase('betRecords'),
    schema: {
      ...routeDoc('betRecords'),
      querystring: routeSchemas.betRecords.query,
      response: envelopeResponses(routeSchemas.betRecords.value),
    },
    handler: async (request) => ok(await records.betRecords(requireAuth(request).memberId, request.query)),
  });
  app.route({
    ...routeBase('profitLoss'),
    schema: {
      ...routeDoc('profitLoss'),
      querystring: routeSchemas.profitLoss.query,
      response: envelopeResponses(routeSchemas.profitLoss.value),
    },
    handler: async (request) => ok(await records.profitLoss(requireAuth(request).memberId, request.query)),
  });
};
