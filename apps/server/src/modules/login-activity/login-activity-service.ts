import type { ActiveSessionsValue, LoginHistoryValue, SessionRevokeBody } from '@gp/contract/login-activity';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { SessionService } from '../session/session-service.js';
import type { GeoLookup } from '../system/geo.js';
import type { LoginActivityRepository } from './repository.js';
import type { LoginResult } from './tables.js';
import { describeUserAgent } from './user-agent.js';

const pageSize = 20;
/** The handle of a session in the list: a prefix of its token's hash (never the token). */
const handleOf = (tokenHash: string) => tokenHash.slice(0, 16);

/**
 * Login history and active sessions (issue 18). `record` is what the login service calls for every
 * attempt on a known account; the rest answer the security centre.
 */
export const createLoginActivity = (deps: {
  repo: LoginActivityRepository;
  geo: GeoLookup;
  clock: Clock;
}) => {
  const { repo, geo, clock } = deps;
  return {
    record: (memberId: number, meta: { ip: string; userAgent?: string | undefined }, result: LoginResult) =>
      repo.record({
        member_id: memberId,
        at: clock().toISOString(),
        ip: meta.ip.slice(0, 64),
        country: geo.countryOf(meta.ip),
        user_agent: meta.userAgent ? meta.userAgent.slice(0, 256) : null,
        result,
      }),

    history: async (memberId: number, pageNum: number): Promise<LoginHistoryValue> => {
      const { total, rows } = await repo.page(memberId, pageNum, pageSize);
      return {
        content: rows.map((r) => ({
          at: r.at,
          ip: r.ip,
          country: r.country,
          result: r.result,
          ...describeUserAgent(r.user_agent),
        })),
        pageNum,
        totalPages: Math.ceil(total / pageSize),
        total,
      };
    },
  };
};

/** The member's live sessions, the current one marked. */
export const sessionsView = async (
  sessions: SessionService,
  geo: GeoLookup,
  auth: { memberId: number; tokenHash: string },
): Promise<ActiveSessionsValue> => ({
  sessions: (await sessions.listOf(auth.memberId)).map((s) => ({
    id: handleOf(s.token_hash),
    current: s.token_hash === auth.tokenHash,
    createdAt: s.created_at,
    lastSeenAt: s.last_seen_at,
    ip: s.ip,
    country: geo.countryOf(s.ip),
    ...describeUserAgent(s.user_agent),
  })),
});

/** Ends one of the member's own sessions (not the current one: that is logout) or all the others. */
export const revokeSessions = async (
  sessions: SessionService,
  auth: { memberId: number; tokenHash: string },
  body: SessionRevokeBody,
): Promise<void> => {
  if ('others' in body) {
    await sessions.revokeOthers(auth.memberId, auth.tokenHash);
    return;
  }
  const target = (await sessions.listOf(auth.memberId)).find((s) => handleOf(s.token_hash) === body.id);
  if (!target || target.token_hash === auth.tokenHash) {
    throw new AppError('not_found', 'No such session of yours');
  }
  await sessions.revoke(target.token_hash);
};

export type LoginActivity = ReturnType<typeof createLoginActivity>;
