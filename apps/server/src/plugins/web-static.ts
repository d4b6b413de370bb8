import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { errorCodes } from '@gp/contract/errors';
import { isVendorPage, isWebRoute } from '@gp/contract/web-routes';
import { failure, isApiPath } from './envelope.js';
import { htmlCsp } from './security-headers.js';

const notBuiltMessage =
  'The web app is not built yet. Run `npm run build` from the repository root, then reload this page.\n';

/** index.html, re-read only when the file changes (a rebuild while the server runs is picked up). */
const createIndexLoader = (webDist: string) => {
  const file = path.join(webDist, 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;
  return async (): Promise<string | null> => {
    try {
      const info = await stat(file);
      if (!cached || cached.mtimeMs !== info.mtimeMs)
        cached = { mtimeMs: info.mtimeMs, html: await readFile(file, 'utf8') };
      return cached.html;
    } catch {
      cached = undefined;
      return null;
    }
  };
};

/** A top-level public file of the build (favicon.ico, robots.txt, manifest.webmanifest ...). */
const publicFilePattern = /^\/[A-Za-z0-9_-][A-Za-z0-9_.-]*\.[A-Za-z0-9]+$/;

/**
 * Serves the built web app: hashed /assets/* immutable; index.html (no-cache, CSP nonce filled in) for
 * every web route of the contract; 404 with index.html for unknown pages; the envelope 404 for unknown
 * API paths.
 */
export const registerWebStatic = async (
  app: FastifyInstance,
  options: { webDist: string },
): Promise<void> => {
  const { webDist } = options;
  const loadIndex = createIndexLoader(webDist);

  await app.register(fastifyStatic, {
    root: path.join(webDist, 'assets'),
    prefix: '/assets/',
    index: false,
    // The web build writes .br and .gz beside every text asset (apps/web/scripts/precompress.mjs).
    preCompressed: true,
    immutable: true,
    maxAge: 365 * 24 * 60 * 60 * 1000,
  });

  /** index.html for a web route; vendor pages (played inside /seamless) may be framed by this origin. */
  const sendIndex = async (reply: FastifyReply, status: number, framable = false) => {
    const html = await loadIndex();
    if (html === null) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(notBuiltMessage);
    }
    const { nonce, csp } = htmlCsp(framable);
    if (framable) reply.header('x-frame-options', 'SAMEORIGIN');
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', csp)
      .send(html.replaceAll('%CSP_NONCE%', nonce));
  };

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || isApiPath(pathname) || pathname.startsWith('/assets/') || pathname.startsWith('/cdn/')) {
      return reply
        .code(404)
        .type('application/json; charset=utf-8')
        .send(failure(errorCodes.notFound, `No route for ${request.method} ${pathname}`));
    }
    if (isWebRoute(pathname)) return sendIndex(reply, 200, isVendorPage(pathname));
    if (publicFilePattern.test(pathname) && pathname !== '/index.html') {
      const name = pathname.slice(1);
      const exists = await stat(path.join(webDist, name)).then(
        (s) => s.isFile(),
        () => false,
      );
      if (exists) return reply.header('cache-control', 'public, max-age=3600').sendFile(name, webDist);
    }
    return sendIndex(reply, 404);
  });
};
