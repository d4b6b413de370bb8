import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import { requireAuth } from '../../plugins/access-policy.js';
import { money } from '../wallet/money.js';
import type { AutoTransferService } from './auto-transfer-service.js';

/** POST /wps/game/leaveGame: the game page closed (members and agents, plugins/access-policy.ts). */
export const registerVendorWalletRoutes = (parent: FastifyInstance, autoTransfer: AutoTransferService) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...routeBase('leaveGame'),
    schema: {
      ...routeDoc('leaveGame'),
      body: routeSchemas.leaveGame.body,
      response: envelopeResponses(routeSchemas.leaveGame.value),
    },
    handler: async (request) => {
      const left = await autoTransfer.leave(requireAuth(request).memberId, request.body.walletSession);
      return ok({ wallet: left.wallet, returned: money(left.returned), pending: left.pending });
    },
  });
};
