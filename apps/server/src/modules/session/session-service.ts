import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../lib/clock.js';
import type { SessionRepository } from './repository.js';

/**
 * Sessions: opaque random tokens (32 bytes, base64url) stored as SHA-256 hashes, with an idle timeout
 * (SESSION_IDLE_MINUTES) and an absolute lifetime (SESSION_MAX_HOURS). Last-seen is written at most once
 * a minute per session, so a busy client costs one read per call.
 *
 * For the next features (registration, SMS login, set password):
 * - `issueSession(memberId, { ip })` after any successful sign-in -> `{ token, expiresAt }`; it also
 *   records the member's last login time and IP, in the same transaction as the new session;
 * - `authenticate(token)` (used by the access guard) -> the session and its member, or null;
 * - `revoke(tokenHash)` (logout), `revokeOthers(memberId, keepTokenHash)` (password change),
 *   `revokeAll(memberId)` (password reset by e-mail or phone).
 */
export interface Authenticated {
  tokenHash: string;
  memberId: number;
  /** The login must change its password before anything else (access-policy.ts enforces it). */
  mustChangePassword?: boolean;
  member: { id: number; merchantCode: string; account: string; type: number };
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const touchIntervalMs = 60_000;

export const createSessionService = (deps: {
  repo: SessionRepository;
  clock: Clock;
  idleMs: number;
  maxMs: number;
  /** Sessions of members of another merchant (shared database) are not valid on this process. */
  merchantCode: string;
  /** A shorter lifetime the member chose (a safer-gambling session limit), or null. */
  lifetimeOf?: (memberId: number) => Promise<number | null>;
}) => {
  const { repo, clock, idleMs, maxMs, merchantCode } = deps;

  return {
    issueSession: async (
      memberId: number,
      meta: { ip: string; userAgent?: string | undefined; mustChangePassword?: boolean },
    ) => {
      const now = clock();
      const token = randomBytes(32).toString('base64url');
      const chosen = (await deps.lifetimeOf?.(memberId)) ?? null;
      const expiresAt = new Date(now.getTime() + (chosen === null ? maxMs : Math.min(chosen, maxMs)));
      await repo.open({
        token_hash: hashToken(token),
        member_id: memberId,
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
        ip: meta.ip.slice(0, 64),
        must_change_password: meta.mustChangePassword ? 1 : 0,
        user_agent: meta.userAgent ? meta.userAgent.slice(0, 256) : null,
      });
      return { token, expiresAt };
    },

    /** `touch: false` (socket checks) reads the session without extending its idle time. */
    authenticate: async (token: string, opts: { touch?: boolean } = {}): Promise<Authenticated | null> => {
      const tokenHash = hashToken(token);
      const row = await repo.findWithMember(tokenHash);
      if (!row || row.merchant_code !== merchantCode) return null;
      const now = clock().getTime();
      const lastSeen = Date.parse(row.last_seen_at);
      if (now >= Date.parse(row.expires_at) || now - lastSeen >= idleMs) {
        await repo.delete(tokenHash);
        return null;
      }
      if (opts.touch !== false && now - lastSeen >= touchIntervalMs)
        await repo.touch(tokenHash, new Date(now).toISOString());
      return {
        tokenHash,
        memberId: Number(row.member_id),
        mustChangePassword: Number(row.must_change_password) === 1,
        member: {
          id: Number(row.member_id),
          merchantCode: row.merchant_code,
          account: row.account,
          type: Number(row.type),
        },
      };
    },

    revoke: (tokenHash: string) => repo.delete(tokenHash),
    /** After a password change on this session: lifts the must-change restriction. */
    passwordChanged: (tokenHash: string) => repo.clearMustChangePassword(tokenHash),
    revokeOthers: (memberId: number, keepTokenHash: string) => repo.deleteOthers(memberId, keepTokenHash),
    revokeAll: (memberId: number) => repo.deleteOthers(memberId, null),
    /** The member's live sessions (past their expiry or idle time they no longer count), newest first. */
    listOf: async (memberId: number) => {
      const now = clock().getTime();
      return (await repo.listOf(memberId)).filter(
        (s) => now < Date.parse(s.expires_at) && now - Date.parse(s.last_seen_at) < idleMs,
      );
    },
    /** When the session began and when it ends at the latest (its absolute expiry). */
    times: async (tokenHash: string) => {
      const row = await repo.times(tokenHash);
      return row ? { startedAt: row.created_at, expiresAt: row.expires_at } : null;
    },
    /** A member chose a shorter session: open sessions end within `lifetimeMs` of their start. */
    capLifetime: (memberId: number, lifetimeMs: number) => repo.capLifetime(memberId, lifetimeMs),
  };
};

export type SessionService = ReturnType<typeof createSessionService>;
