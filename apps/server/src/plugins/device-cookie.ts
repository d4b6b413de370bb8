import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** SHA-256 of the browser's device cookie (set on its first API call); null outside /wps. */
    deviceHash: string | null;
  }
}

const cookieName = 'gp_device';
/** Chromium keeps a cookie 400 days at most. */
const maxAgeSeconds = 400 * 24 * 60 * 60;
const valuePattern = /^[A-Za-z0-9_-]{32}$/;

const cookieOf = (request: FastifyRequest): string | undefined => {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === cookieName && value && valuePattern.test(value)) return value;
  }
  return undefined;
};

/**
 * A random, HttpOnly device cookie on every browser that calls the API (issue 20): it names the
 * browser, not the member, so the self-referral rule can tell an invitee registering from the
 * referrer's own browser. It carries no right (no session, no token); the server keeps only its hash.
 */
export const registerDeviceCookie = (app: FastifyInstance): void => {
  app.decorateRequest('deviceHash', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/wps/')) return;
    let value = cookieOf(request);
    if (!value) {
      value = randomBytes(24).toString('base64url');
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${cookieName}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`,
      );
    }
    request.deviceHash = createHash('sha256').update(value).digest('hex');
  });
};
