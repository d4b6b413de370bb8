import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import { registerFieldErrorSchema } from '@gp/contract/verification';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import { failureEnvelopeSchema } from '../../plugins/envelope.js';
import { requireAuth } from '../../plugins/access-policy.js';
import { AppError } from '../../lib/app-error.js';
import { idempotencyKeyOf } from '../wallet/idempotency.js';
import type { TeamService } from './team-service.js';
import type { ReportService } from './report-service.js';
import { isExportableReport, reportCsv } from './report-csv.js';
import type { RevenueQuery, RevenueValue } from '@gp/contract/agent-contracts';
import type { Authenticated } from '../session/session-service.js';

/** A report's refusals carry their limit: { days } for a range, { rows } for a CSV file. */
const reportFailureSchema = failureEnvelopeSchema.extend({
  value: z.object({ days: z.number().int().optional(), rows: z.number().int().optional() }).optional(),
});
const reportResponses = <T extends z.ZodType>(value: T) => ({
  ...envelopeResponses(value),
  '4xx': reportFailureSchema,
});

/** The agent centre's team calls (spec 2.7; agents only, plugins/access-policy.ts). */
export const registerAgentRoutes = (
  parent: FastifyInstance,
  team: TeamService,
  reports: ReportService,
  /** The agent's contract income (modules/contracts), for its CSV file. */
  revenue: (auth: Authenticated, q: RevenueQuery) => Promise<RevenueValue>,
): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...routeBase('agentOpenAccount'),
    schema: {
      ...routeDoc('agentOpenAccount'),
      body: routeSchemas.agentOpenAccount.body,
      // A name against the username rule fails as registration's does: value { field, reason, ... }.
      response: {
        ...envelopeResponses(routeSchemas.agentOpenAccount.value),
        '4xx': failureEnvelopeSchema.extend({ value: registerFieldErrorSchema.optional() }),
      },
    },
    handler: async (request) => ok(await team.openAccount(requireAuth(request), request.body)),
  });
  app.route({
    ...routeBase('agentDownlines'),
    schema: {
      ...routeDoc('agentDownlines'),
      querystring: routeSchemas.agentDownlines.query,
      response: envelopeResponses(routeSchemas.agentDownlines.value),
    },
    handler: async (request) => ok(await team.downlines(requireAuth(request), request.query)),
  });
  app.route({
    ...routeBase('transferDownline'),
    schema: {
      ...routeDoc('transferDownline'),
      body: routeSchemas.transferDownline.body,
      response: envelopeResponses(routeSchemas.transferDownline.value),
    },
    handler: async (request) =>
      ok(
        await team.transferDownline(requireAuth(request), request.body, idempotencyKeyOf(request), {
          ip: request.ip,
        }),
      ),
  });
  app.route({
    ...routeBase('agentOverview'),
    schema: {
      ...routeDoc('agentOverview'),
      querystring: routeSchemas.agentOverview.query,
      response: reportResponses(routeSchemas.agentOverview.value),
    },
    handler: async (request) => ok(await reports.overview(requireAuth(request), request.query)),
  });
  app.route({
    ...routeBase('agentProfitLoss'),
    schema: {
      ...routeDoc('agentProfitLoss'),
      querystring: routeSchemas.agentProfitLoss.query,
      response: reportResponses(routeSchemas.agentProfitLoss.value),
    },
    handler: async (request) => ok(await reports.profitLoss(requireAuth(request), request.query)),
  });
  app.route({
    ...routeBase('agentTeamBets'),
    schema: {
      ...routeDoc('agentTeamBets'),
      querystring: routeSchemas.agentTeamBets.query,
      response: reportResponses(routeSchemas.agentTeamBets.value),
    },
    handler: async (request) => ok(await reports.teamBets(requireAuth(request), request.query)),
  });
  app.route({
    ...routeBase('agentTeamTransactions'),
    schema: {
      ...routeDoc('agentTeamTransactions'),
      querystring: routeSchemas.agentTeamTransactions.query,
      response: reportResponses(routeSchemas.agentTeamTransactions.value),
    },
    handler: async (request) => ok(await reports.teamTransactions(requireAuth(request), request.query)),
  });
  app.route({
    ...routeBase('agentReportExport'),
    schema: {
      ...routeDoc('agentReportExport'),
      params: z.object({ report: z.string().max(32) }),
      response: { 200: z.string(), '4xx': reportFailureSchema, '5xx': failureEnvelopeSchema },
    },
    handler: async (request, reply) => {
      const { report: name } = request.params;
      if (!isExportableReport(name)) throw new AppError('not_found', `No report ${name}`);
      const file = await reportCsv({ ...reports, revenue }, requireAuth(request), name, request.query);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
          .header('cache-control', 'no-store')
          // A byte-order mark first, so spreadsheet programs read the file as UTF-8.
          .send(`\uFEFF${file.body}`)
      );
    },
  });
};
