import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * The app's CSP; `script-src` and `style-src` allow inline scripts and styles carrying `nonce`
 * (index.html's %CSP_NONCE%, fresh per response: the lobby's first-paint CSS and loader carry it).
 * `framable` pages (a game vendor's page, shown inside /seamless) may be framed by this origin only.
 */
export const appCsp = (nonce?: string, framable = false): string =>
  [
    "default-src 'self'",
    nonce
      ? `script-src 'self' 'nonce-${nonce}' https://www.googletagmanager.com`
      : "script-src 'self' https://www.googletagmanager.com",
    nonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self' ws: wss: https://*.google-analytics.com https://www.googletagmanager.com",
    "font-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    framable ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
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

/** A fresh nonce and the CSP allowing it, for an HTML page (web-static.ts sends index.html with it). */
export const htmlCsp = (framable = false): { nonce: string; csp: string } => {
  const nonce = randomBytes(16).toString('base64');
  return { nonce, csp: appCsp(nonce, framable) };
};

/**
 * Strict security headers on every response; HSTS in production. The header values are fixed, so they
 * are built once: only HTML pages need a per-response nonce, and the page that serves one replaces the
 * CSP with `htmlCsp()` (JSON answers, which are most responses, never pay for a nonce).
 */
export const registerSecurityHeaders = (app: FastifyInstance, options: { production: boolean }): void => {
  const common: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'cross-origin-opener-policy': 'same-origin',
    ...(options.production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  const defaultCsp = appCsp();
  app.addHook('onRequest', (request, reply, done) => {
    const isDocs = request.url === '/docs' || request.url.startsWith('/docs/');
    reply.headers(common);
    reply.header('content-security-policy', isDocs ? docsCsp : defaultCsp);
    reply.header('x-request-id', request.id);
    done();
  });
};
