import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OutboxChannel, OutboxRepository } from './outbox-repository.js';

export type DevOutboxChannel = OutboxChannel;

/**
 * Development only (never registered when NODE_ENV=production, and answered only to the loopback
 * peer with no forwarding header: anyone else gets the same 404 as an unknown path): what the outbox
 * providers "sent".
 * GET /dev/sms-outbox?to=+821012345678 and GET /dev/mail-outbox?to=user@example.com answer
 * `{ messages: [{ id, channel, to, subject, text, createdAt }] }`, newest first, at most 50.
 * For SMS, `to` is the E.164 number; a leading '+' may be omitted (or arrive as a space from an
 * unencoded query string).
 */
export const devOutboxPaths = { sms: '/dev/sms-outbox', email: '/dev/mail-outbox' } as const;

/**
 * True when the TCP peer is this machine (127.0.0.0/8, ::1, or IPv4-mapped ::ffff:127.x). Deliberately
 * the socket address, never request.ip: with TRUST_PROXY a forwarded header sets request.ip, so a
 * visitor could claim 127.0.0.1. A request that came through a balancer on another host is refused
 * even when the balancer forwards a loopback address.
 */
export const isLoopbackPeer = (address: string | undefined): boolean => {
  if (address === undefined) return false;
  if (address === '::1') return true;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
};

/**
 * A request a reverse proxy forwarded: a proxy on this machine (a staging server behind nginx) connects
 * from loopback on behalf of any visitor, so the outbox answers only requests that name no forwarder.
 */
const viaProxy = (headers: Record<string, unknown>): boolean =>
  ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => headers[name] !== undefined);

const messageSchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});

const normalizeTo = (channel: OutboxChannel, to: string | undefined): string | undefined => {
  if (to === undefined) return undefined;
  const trimmed = to.trim();
  return channel === 'sms' ? `+${trimmed.replace(/^\+/, '')}` : trimmed;
};

export const registerDevOutboxRoutes = (
  parent: FastifyInstance,
  outbox: OutboxRepository,
  channels: readonly OutboxChannel[],
): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  for (const channel of channels) {
    app.route({
      method: 'GET',
      url: devOutboxPaths[channel],
      schema: {
        hide: true,
        querystring: z.object({ to: z.string().max(255).optional() }),
        response: { 200: z.object({ messages: z.array(messageSchema) }) },
      },
      // Before the query is validated, so that a remote caller cannot tell the route exists.
      onRequest: async (request, reply) => {
        if (!isLoopbackPeer(request.socket.remoteAddress) || viaProxy(request.headers)) {
          reply.callNotFound();
          return reply;
        }
      },
      handler: async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return { messages: await outbox.list(channel, normalizeTo(channel, request.query.to), 50) };
      },
    });
  }
};
