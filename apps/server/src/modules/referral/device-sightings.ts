import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import type { ReferralRepository } from './repository.js';

/** A member seen again on the same browser and address within this is not written again. */
const rewriteAfterMs = 10 * 60_000;
const maxRemembered = 20_000;

/**
 * Remembers the browsers and addresses members use (issue 20): after each answered call of a signed-in
 * member, its device cookie's hash and IP, at most once per ten minutes per process. An invitee who
 * registers from one of its referrer's is excluded from the referral rewards.
 */
export const recordDeviceSightings = (
  app: FastifyInstance,
  deps: { repo: ReferralRepository; clock: Clock },
): void => {
  const written = new Map<string, number>();
  app.addHook('onResponse', async (request) => {
    const auth = request.auth;
    if (!auth || !request.deviceHash || request.url.startsWith('/wps/session/logout')) return;
    const key = `${auth.memberId}:${request.deviceHash}:${request.ip}`;
    const now = deps.clock().getTime();
    if (now - (written.get(key) ?? -Infinity) < rewriteAfterMs) return;
    if (written.size >= maxRemembered) written.clear();
    written.set(key, now);
    await deps.repo
      .sighted(auth.memberId, request.deviceHash, request.ip, new Date(now).toISOString())
      .catch((error: unknown) => request.log.warn({ err: error }, 'device sighting not recorded'));
  });
};
