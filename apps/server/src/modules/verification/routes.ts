import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import { envelopeResponses, routeBase, routeDoc } from '../../lib/contract-route.js';
import type { SmsCodeService } from './sms-code-service.js';

/** SMS code calls of spec 7.1 (rules in sms-code-service.ts). */
export const registerVerificationRoutes = (parent: FastifyInstance, service: SmsCodeService): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const reply = { response: envelopeResponses(routeSchemas.smsLoginCode.value) };

  app.route({
    ...routeBase('smsLoginCode'),
    schema: { ...routeDoc('smsLoginCode'), body: routeSchemas.smsLoginCode.body, ...reply },
    handler: async (request) => {
      const { countryDialingCode, mobileNum, challenge } = request.body;
      const input = { dialingCode: countryDialingCode, national: mobileNum, challenge };
      return ok(await service.requestCode('login', input, { ip: request.ip }));
    },
  });

  app.route({
    ...routeBase('smsNoLogin'),
    schema: { ...routeDoc('smsNoLogin'), body: routeSchemas.smsNoLogin.body, ...reply },
    handler: async (request) => {
      const { countryDialingCode, mobileNum, challenge } = request.body;
      const input = { dialingCode: countryDialingCode, national: mobileNum, challenge };
      return ok(await service.requestCode('noLogin', input, { ip: request.ip }));
    },
  });

  for (const [id, kind] of [
    ['smsRegister', 'register'],
    ['smsRegisterMobile', 'registerMobile'],
  ] as const) {
    app.route({
      ...routeBase(id),
      schema: { ...routeDoc(id), body: routeSchemas[id].body, ...reply },
      handler: async (request) => {
        const { countryDialingCode, mobileNo, challenge } = request.body;
        const input = { dialingCode: countryDialingCode, national: mobileNo, challenge };
        return ok(await service.requestCode(kind, input, { ip: request.ip }));
      },
    });
  }
};
