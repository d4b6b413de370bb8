import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import { loginVerifyFailureValueSchema } from '@gp/contract/second-factor';
import type { LoginValue } from '@gp/contract/session';
import type { MemberRow } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import { requireAuth } from '../../plugins/access-policy.js';
import { failureEnvelopeSchema } from '../../plugins/envelope.js';
import type { LoginKind, LoginMeta } from '../session/login-service.js';
import type { AuthenticatorService } from './authenticator-service.js';
import type { SecondFactorService } from './second-factor-service.js';

/** The login's second factor (spec 4.2 step 5) and the security centre's authenticator (issue 18). */
export const registerSecondFactorRoutes = (
  parent: FastifyInstance,
  deps: {
    service: SecondFactorService;
    authenticator: AuthenticatorService;
    memberById: (id: number) => Promise<MemberRow | undefined>;
    completeLogin: (
      row: MemberRow,
      meta: LoginMeta & { portal: 'player' | 'agent'; type: LoginKind; secondFactorPassed: true },
    ) => Promise<LoginValue>;
  },
): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { service, authenticator } = deps;

  app.route({
    ...routeBase('loginCodeSend'),
    schema: {
      ...routeDoc('loginCodeSend'),
      body: routeSchemas.loginCodeSend.body,
      response: envelopeResponses(routeSchemas.loginCodeSend.value),
    },
    handler: async (request) => ok(await service.sendCode(request.body, { ip: request.ip })),
  });

  app.route({
    ...routeBase('loginVerify'),
    schema: {
      ...routeDoc('loginVerify'),
      body: routeSchemas.loginVerify.body,
      response: {
        ...envelopeResponses(routeSchemas.loginVerify.value),
        '4xx': failureEnvelopeSchema.extend({ value: loginVerifyFailureValueSchema.optional() }),
      },
    },
    handler: async (request) => {
      const meta = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const passed = await service.verify(request.body, meta);
      const row = await deps.memberById(passed.memberId);
      if (!row)
        throw new AppError('second_factor_expired', 'The verification has expired, please log in again');
      const value = await deps.completeLogin(row, {
        ...meta,
        portal: passed.portal,
        type: passed.type,
        secondFactorPassed: true,
      });
      return ok(request.body.trustDevice ? { ...value, deviceToken: await service.trust(row.id) } : value);
    },
  });

  app.route({
    ...routeBase('authenticator'),
    schema: {
      ...routeDoc('authenticator'),
      querystring: routeSchemas.authenticator.query,
      response: envelopeResponses(routeSchemas.authenticator.value),
    },
    handler: async (request) => ok(await authenticator.status(requireAuth(request).memberId)),
  });

  app.route({
    ...routeBase('authenticatorSetup'),
    schema: {
      ...routeDoc('authenticatorSetup'),
      body: routeSchemas.authenticatorSetup.body,
      response: envelopeResponses(routeSchemas.authenticatorSetup.value),
    },
    handler: async (request) => ok(await authenticator.setup(requireAuth(request).member)),
  });

  app.route({
    ...routeBase('authenticatorConfirm'),
    schema: {
      ...routeDoc('authenticatorConfirm'),
      body: routeSchemas.authenticatorConfirm.body,
      response: envelopeResponses(routeSchemas.authenticatorConfirm.value),
    },
    handler: async (request) =>
      ok(await authenticator.confirm(requireAuth(request).memberId, request.body.code)),
  });

  app.route({
    ...routeBase('authenticatorDisable'),
    schema: {
      ...routeDoc('authenticatorDisable'),
      body: routeSchemas.authenticatorDisable.body,
      response: envelopeResponses(routeSchemas.authenticatorDisable.value),
    },
    handler: async (request) =>
      ok(await authenticator.disable(requireAuth(request).memberId, request.body.code)),
  });

  app.route({
    ...routeBase('trustedDevicesForget'),
    schema: {
      ...routeDoc('trustedDevicesForget'),
      body: routeSchemas.trustedDevicesForget.body,
      response: envelopeResponses(routeSchemas.trustedDevicesForget.value),
    },
    handler: async (request) => ok(await authenticator.forgetDevices(requireAuth(request).memberId)),
  });
};
