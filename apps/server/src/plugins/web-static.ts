import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { errorCodes } from '@gp/contract/errors';
import type { StartupSnapshot } from '@gp/contract/startup';
import { isVendorPage, isWebRoute } from '@gp/contract/web-routes';
import { failure, isApiPath } from './envelope.js';
import { htmlCsp } from './security-headers.js';
import { watchedFile } from './watched-file.js';
import { createModuleAssets, firstScreenModules, startupPage } from './startup-html.js';

const notBuiltMessage =
  'The web app is not built yet. Run `npm run build` from the repository root, then reload this page.\n';

/**
 * A page's HTML compressed for the browser (brotli, else gzip): with its start-up answers it is about
 * 19 KB, 5 KB compressed, and it is the first thing every visit waits for.
 */
const encodeHtml = (html: string, acceptEncoding: string): { body: Buffer | string; encoding?: string } => {
  if (/\bbr\b/.test(acceptEncoding))
    return {
      body: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding: 'br',
    };
  if (/\bgzip\b/.test(acceptEncoding)) return { body: gzipSync(html), encoding: 'gzip' };
  return { body: html };
};

/** A top-level public file of the build (favicon.ico, robots.txt, manifest.webmanifest ...). */
const publicFilePattern = /^\/[A-Za-z0-9_-][A-Za-z0-9_.-]*\.[A-Za-z0-9]+$/;

/**
 * Serves the built web app: hashed /assets/* immutable; index.html (private, no-cache, compressed, CSP
 * nonce filled in) for
 * every web route of the contract; 404 with index.html for unknown pages; the envelope 404 for unknown
 * API paths. With `startup`, a page's HTML carries its start-up answers (startup-html.ts); vendor pages
 * (framed, outside the platform's start-up) never do.
 */
export const registerWebStatic = async (
  app: FastifyInstance,
  options: { webDist: string; startup?: (ip: string) => Promise<StartupSnapshot | null> },
): Promise<void> => {
  const { webDist, startup } = options;
  const loadIndex = watchedFile(path.join(webDist, 'index.html'), (html) => html);
  const moduleAssets = createModuleAssets(webDist);

  /** The page's HTML with its start-up answers; the plain page when they cannot be made. */
  const withStartup = async (html: string, request: FastifyRequest, pathname: string): Promise<string> => {
    const snapshot = startup ? await startup(request.ip).catch(() => null) : null;
    if (!snapshot) return html;
    const assets = await moduleAssets(firstScreenModules(snapshot, pathname));
    return startupPage(html, snapshot, pathname, assets);
  };

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
  const sendIndex = async (
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    status: number,
    framable = false,
  ) => {
    const built = await loadIndex();
    const html = built === null || framable ? built : await withStartup(built, request, pathname);
    if (html === null) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(notBuiltMessage);
    }
    const { nonce, csp } = htmlCsp(framable);
    if (framable) reply.header('x-frame-options', 'SAMEORIGIN');
    const { body, encoding } = encodeHtml(
      html.replaceAll('%CSP_NONCE%', nonce),
      request.headers['accept-encoding'] ?? '',
    );
    if (encoding) reply.header('content-encoding', encoding);
    return (
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        // Private: the page carries the visitor's own start-up answers (their address among them).
        .header('cache-control', 'private, no-cache')
        .header('vary', 'accept-encoding')
        .header('content-security-policy', csp)
        .send(body)
    );
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
    if (isWebRoute(pathname)) return sendIndex(request, reply, pathname, 200, isVendorPage(pathname));
    if (publicFilePattern.test(pathname) && pathname !== '/index.html') {
      const name = pathname.slice(1);
      const exists = await stat(path.join(webDist, name)).then(
        (s) => s.isFile(),
        () => false,
      );
      if (exists) return reply.header('cache-control', 'public, max-age=3600').sendFile(name, webDist);
    }
    return sendIndex(request, reply, pathname, 404);
  });
};
