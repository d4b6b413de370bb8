import type { FastifyInstance } from 'fastify';
import type { ErrorCode } from '@gp/contract/errors';
import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import { signCall, vendorHeaders } from '../signing.js';
import {
  protocolPaths,
  protocolValues,
  type ProtocolCall,
  type ProtocolInput,
  type ProtocolValue,
} from '../wallet-protocol/protocol-schemas.js';

/** Sends one signed protocol call; answers the HTTP status and the parsed JSON body. */
export type Transport = (
  path: string,
  body: string,
  headers: Record<string, string>,
) => Promise<{ status: number; json: unknown }>;

/**
 * In-process transport: Fastify's inject runs the call through the platform's real HTTP pipeline
 * (content parser, signature hook, schema validation, error handler) with the exact signed bytes, so
 * the protocol is exercised as a remote vendor would, without needing the platform's own base URL
 * (unknown behind a load balancer, and no socket in tests).
 */
export const injectTransport =
  (app: FastifyInstance): Transport =>
  async (path, body, headers) => {
    const res = await app.inject({ method: 'POST', url: path, payload: body, headers });
    return { status: res.statusCode, json: res.json() };
  };

/** Over the network, for a vendor running in another process. */
export const httpTransport =
  (baseUrl: string): Transport =>
  async (path, body, headers) => {
    const res = await fetch(new URL(path, baseUrl), {
      method: 'POST',
      body,
      headers,
      signal: AbortSignal.timeout(10_000),
    });
    return { status: res.status, json: await res.json() };
  };

/**
 * The demo vendor's client of the platform's seamless-wallet protocol. A failure answer becomes an
 * AppError with the platform's code, so the game page shows the same translated message.
 */
export const createPlatformClient = (deps: {
  integration: string;
  /** This integration's own wallet secret (vendor-secrets.ts). */
  secret: () => string;
  transport: Transport;
  clock: Clock;
}) => {
  const call = async <C extends ProtocolCall>(name: C, body: ProtocolInput<C>): Promise<ProtocolValue<C>> => {
    const raw = JSON.stringify(body);
    const timestamp = String(deps.clock().getTime());
    const { status, json } = await deps.transport(protocolPaths[name], raw, {
      'content-type': 'application/json',
      [vendorHeaders.integration]: deps.integration,
      [vendorHeaders.timestamp]: timestamp,
      [vendorHeaders.signature]: signCall(deps.secret(), {
        integration: deps.integration,
        timestamp,
        rawBody: raw,
      }),
    });
    const envelope = json as { success?: boolean; code?: string; message?: string; value?: unknown };
    if (status !== 200 || envelope.success !== true) {
      throw new AppError(
        (envelope.code ?? 'system_error') as ErrorCode,
        envelope.message ?? 'Platform refused',
      );
    }
    return protocolValues[name].parse(envelope.value) as ProtocolValue<C>;
  };
  return { call };
};
export type PlatformClient = ReturnType<typeof createPlatformClient>;
