import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '@gp/contract/envelope';
import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import { limitRefusalSchema } from '@gp/contract/safer-gambling';
import { envelopeResponses } from '../../../lib/contract-route.js';
import { failureEnvelopeSchema } from '../../../plugins/envelope.js';
import { callSignatureValid, maxClockSkewMs, vendorHeaders } from '../signing.js';
import type { VendorRegistry } from '../vendor-adapter.js';
import { protocolBodies, protocolPaths, protocolValues, type ProtocolCall } from './protocol-schemas.js';
import type { ProtocolService } from './protocol-service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact bytes of a seamless-wallet call's body, for its signature. */
    rawBody?: string;
    /** The vendor integration a verified seamless-wallet call came from. */
    vendorIntegration?: string;
  }
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The seamless-wallet endpoints a vendor calls (outside the contract route table, like /wps/ws: they
 * are not called by the web client). Every call carries `x-vendor-integration`, `x-vendor-timestamp`
 * (unix ms) and `x-vendor-signature` = hex HMAC-SHA256 of `wallet.<integration>.<timestamp>.<raw body>`
 * with the secret of the integration the header names (signing.ts, vendor-secrets.ts). The signature
 * is checked before the body is validated; a missing or wrong signature, including one made with
 * another integration's secret or over another integration's name, answers 401 invalid_signature; a
 * timestamp more than a minute off answers 401 stale_request.
 */
export const registerProtocolRoutes = async (
  parent: FastifyInstance,
  deps: {
    service: ProtocolService;
    registry: VendorRegistry;
    /** The wallet secret of a registered integration (vendor-secrets.ts). */
    walletSecretFor: (integration: string) => string | undefined;
    clock: Clock;
  },
): Promise<void> => {
  await parent.register((scope, _options, done) => {
    // Keep the raw body: the signature covers the exact bytes sent.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, parsed) => {
      request.rawBody = body as string;
      try {
        parsed(null, body === '' ? {} : JSON.parse(body as string));
      } catch {
        parsed(new AppError('bad_request', 'The body is not valid JSON'), undefined);
      }
    });

    scope.addHook('preValidation', (request, _reply, next) => {
      const integration = header(request, vendorHeaders.integration) ?? '';
      const timestamp = header(request, vendorHeaders.timestamp) ?? '';
      const signature = header(request, vendorHeaders.signature) ?? '';
      const secret = deps.registry.byIntegration(integration) ? deps.walletSecretFor(integration) : undefined;
      if (secret === undefined || !/^\d{1,15}$/.test(timestamp)) {
        next(new AppError('invalid_signature', 'Missing or unknown vendor signature headers'));
      } else if (
        !callSignatureValid(secret, { integration, timestamp, rawBody: request.rawBody ?? '' }, signature)
      ) {
        next(new AppError('invalid_signature', 'The signature does not match the body'));
      } else if (Math.abs(deps.clock().getTime() - Number(timestamp)) > maxClockSkewMs) {
        next(new AppError('stale_request', 'The request timestamp is too far from the platform clock'));
      } else {
        request.vendorIntegration = integration;
        next();
      }
    });

    const app = scope.withTypeProvider<ZodTypeProvider>();
    const route = <C extends ProtocolCall>(
      call: C,
      handler: (integration: string, body: never) => Promise<unknown>,
    ) =>
      app.route({
        method: 'POST',
        url: protocolPaths[call],
        schema: {
          hide: true,
          body: protocolBodies[call],
          response: {
            ...envelopeResponses(protocolValues[call]),
            // A stake refused at the member's loss or wager limit says which and what is left.
            '4xx': failureEnvelopeSchema.extend({ value: limitRefusalSchema.optional() }),
          },
        },
        handler: async (request) => ok(await handler(request.vendorIntegration!, request.body as never)),
      });
    route('session', deps.service.session);
    route('balance', deps.service.balance);
    route('debit', deps.service.debit);
    route('credit', deps.service.credit);
    route('rollback', deps.service.rollback);
    route('resettle', deps.service.resettle);
    done();
  });
};
