import type { FastifyRequest } from 'fastify';

/** The game page's session token from `Authorization: Bearer <token>` (every demo-vendor game call). */
export const sessionTokenOf = (request: FastifyRequest): string | undefined =>
  /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(request.headers.authorization?.trim() ?? '')?.[1];
