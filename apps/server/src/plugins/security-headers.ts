import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Per-response CSP nonce; index.html's %CSP_NONCE% placeholders are replaced with it. */
    cspNonce: string;
  }
}

export const appCsp = (nonce: string): string =>
  [
    "default-src 'self'",
    "script-src 'self' https://www.googletagmanager.com",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "connect-src 'self' ws: wss: https://*.google-analytics.com https://www.googletagmanager.com",
    "font-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');

/** Swagger UI sets inline style attributes: its pages (and only those) allow inline styles. */
const docsCsp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** Strict security headers on every response; HSTS in production. */
export const registerSecurityHeaders = (app: FastifyInstance, options: { production: boolean }): void => {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', (request, reply, done) => {
    request.cspNonce = randomBytes(16).toString('base64');
    const isDocs = request.url === '/docs' || request.url.startsWith('/docs/');
    reply.header('content-security-policy', isDocs ? docsCsp : appCsp(request.cspNonce));
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header(
      'permissions-policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    );
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('x-request-id', request.id);
    if (options.production) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done();
  });
};
