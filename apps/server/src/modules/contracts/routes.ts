import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ContractKind } from '@gp/contract/agent-contracts';
import { ok } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import { z } from 'zod';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import { requireAuth } from '../../plugins/access-policy.js';
import { failureEnvelopeSchema } from '../../plugins/envelope.js';
import type { ContractService } from './contract-service.js';

/** Refusals that name what to confirm or the limit (contract_terminates_downline, rate caps). */
const contractFailureSchema = failureEnvelopeSchema.extend({
  value: z
    .object({
      contracts: z.array(z.object({ id: z.number(), agent: z.string(), rate: z.string() })).optional(),
      rate: z.string().optional(),
      period: z.string().optional(),
    })
    .optional(),
});

/** The 7.5 contract relays, one per kind, and the offer and answer calls (agents only). */
export const registerContractRoutes = (parent: FastifyInstance, contracts: ContractService): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const records = (id: 'processDividendReq' | 'processDailySalContract', kind: ContractKind) =>
    app.route({
      ...routeBase(id),
      schema: {
        ...routeDoc(id),
        querystring: routeSchemas[id].query,
        response: envelopeResponses(routeSchemas[id].value),
      },
      handler: async (request) => ok(await contracts.records(requireAuth(request), kind, request.query)),
    });
  records('processDividendReq', 'DIVIDEND');
  records('processDailySalContract', 'DAILY');
  const posted = (id: 'processContractHourSalary' | 'processRealTimeSalaryContract', kind: ContractKind) =>
    app.route({
      ...routeBase(id),
      schema: {
        ...routeDoc(id),
        body: routeSchemas[id].body,
        response: envelopeResponses(routeSchemas[id].value),
      },
      handler: async (request) => ok(await contracts.records(requireAuth(request), kind, request.body)),
    });
  posted('processContractHourSalary', 'HOURLY');
  posted('processRealTimeSalaryContract', 'REALTIME');
  app.route({
    ...routeBase('agentRevenue'),
    schema: {
      ...routeDoc('agentRevenue'),
      querystring: routeSchemas.agentRevenue.query,
      response: {
        ...envelopeResponses(routeSchemas.agentRevenue.value),
        '4xx': failureEnvelopeSchema.extend({ value: z.object({ days: z.number() }).optional() }),
      },
    },
    handler: async (request) => ok(await contracts.revenue(requireAuth(request), request.query)),
  });
  app.route({
    ...routeBase('agentContractOffer'),
    schema: {
      ...routeDoc('agentContractOffer'),
      body: routeSchemas.agentContractOffer.body,
      response: { ...envelopeResponses(routeSchemas.agentContractOffer.value), '4xx': contractFailureSchema },
    },
    handler: async (request) => ok(await contracts.offer(requireAuth(request), request.body)),
  });
  app.route({
    ...routeBase('agentContractAnswer'),
    schema: {
      ...routeDoc('agentContractAnswer'),
      body: routeSchemas.agentContractAnswer.body,
      response: {
        ...envelopeResponses(routeSchemas.agentContractAnswer.value),
        '4xx': contractFailureSchema,
      },
    },
    handler: async (request) => ok(await contracts.answer(requireAuth(request), request.body)),
  });
};
