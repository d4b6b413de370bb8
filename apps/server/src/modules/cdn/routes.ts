import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { CdnRepository } from './repository.js';
import { bannerSvg, gameIconSvg } from './svg.js';

/** Demo image CDN bases served by this process (the merchant's imageCDNs point here). */
export const imageCdnBases = ['/cdn/img1', '/cdn/img2'] as const;
export const launchCdnBases = ['/cdn/launch1', '/cdn/launch2'] as const;

const fileParams = z.object({
  cdn: z.enum(['img1', 'img2']),
  file: z.string().regex(/^[A-Za-z0-9_-]{1,64}\.svg$/),
});

const sendSvg = (reply: FastifyReply, svg: string) =>
  reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(svg);

const stem = (file: string): string => file.replace(/\.svg$/, '');

const launchPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo game</title></head>
<body><h1>Demo game</h1><p>Game launch arrives with the games module; this demo launch CDN is reachable.</p></body></html>`;

/** Game icons, vendor icons and banners rendered as deterministic SVG; a placeholder launch page. */
export const registerCdnRoutes = (parent: FastifyInstance, repo: CdnRepository): void => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const notFound = () => new AppError('not_found', 'No such image');

  app.get(
    '/cdn/:cdn/icons/games/:file',
    { schema: { hide: true, params: fileParams } },
    async (request, reply) => {
      const nodeId = stem(request.params.file);
      const name = await repo.findGameName(nodeId);
      if (name === undefined) throw notFound();
      return sendSvg(reply, gameIconSvg(name, nodeId));
    },
  );

  app.get(
    '/cdn/:cdn/icons/vendors/:file',
    { schema: { hide: true, params: fileParams } },
    async (request, reply) => {
      // CATEGORY_CODE.svg (catalogue.ts vendorIconPath); the category never has an underscore.
      const [, category, code] = /^([A-Z]+)_(.+)$/.exec(stem(request.params.file)) ?? [];
      const name = category && code ? await repo.findVendorName(category, code) : undefined;
      if (name === undefined) throw notFound();
      return sendSvg(reply, gameIconSvg(name, `vendor:${category}:${code}`));
    },
  );

  app.get(
    '/cdn/:cdn/banners/:file',
    { schema: { hide: true, params: fileParams } },
    async (request, reply) => {
      const key = stem(request.params.file);
      const title = await repo.findBannerTitle(key);
      if (title === undefined) throw notFound();
      return sendSvg(reply, bannerSvg(title, key));
    },
  );

  for (const base of launchCdnBases) {
    app.get(`${base}/*`, { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(launchPage),
    );
  }
};
