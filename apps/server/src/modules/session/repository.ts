import type { Db } from '../../db/database.js';
import { precompile } from '../../db/precompiled.js';

/** SQL for sessions. Tokens are never stored: only their SHA-256 hex. */
export interface NewSession {
  token_hash: string;
  member_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ip: string;
  /** 1 when the login must change its password first. */
  must_change_password: number;
  user_agent: string | null;
}

export const createSessionRepository = (db: Db) => {
  // Precompiled: a sign-in and every authenticated call run these (db/precompiled.ts).
  const recordLogin = precompile(3, (param) =>
    db
      .updateTable('members')
      .set({ last_login_at: param<string>(0), last_login_ip: param<string>(1) })
      .where('id', '=', param<number>(2)),
  );
  const insertSession = precompile(8, (param) =>
    db.insertInto('sessions').values({
      token_hash: param<string>(0),
      member_id: param<number>(1),
      created_at: param<string>(2),
      last_seen_at: param<string>(3),
      expires_at: param<string>(4),
      ip: param<string>(5),
      must_change_password: param<number>(6),
      user_agent: param<string | null>(7),
    }),
  );
  const sessionWithMember = precompile(1, (param) =>
    db
      .selectFrom('sessions')
      .innerJoin('members', 'members.id', 'sessions.member_id')
      .select([
        'sessions.token_hash',
        'sessions.member_id',
        'sessions.last_seen_at',
        'sessions.expires_at',
        'sessions.must_change_password',
        'members.merchant_code',
        'members.account',
        'members.type',
      ])
      .where('sessions.token_hash', '=', param<string>(0)),
  );

  return {
    /**
     * A sign-in, in one transaction: the member's last login time and IP are recorded and the new
     * session is stored. Dead sessions are not purged here but by the sweeper (session-sweeper.ts).
     */
    open: (session: NewSession) =>
      db.transaction().execute(async (trx) => {
        await recordLogin(trx, session.created_at, session.ip, session.member_id);
        await insertSession(
          trx,
          session.token_hash,
          session.member_id,
          session.created_at,
          session.last_seen_at,
          session.expires_at,
          session.ip,
          session.must_change_password,
          session.user_agent,
        );
      }),

    /** The session and the fields of its member the guard and handlers need. */
    findWithMember: async (tokenHash: string) => (await sessionWithMember(db, tokenHash)).rows[0],

    /** The password was changed on this session: it may do everything again. */
    clearMustChangePassword: (tokenHash: string) =>
      db
        .updateTable('sessions')
        .set({ must_change_password: 0 })
        .where('token_hash', '=', tokenHash)
        .execute(),

    touch: (tokenHash: string, at: string) =>
      db.updateTable('sessions').set({ last_seen_at: at }).where('token_hash', '=', tokenHash).execute(),

    delete: async (tokenHash: string): Promise<number> =>
      Number(
        (await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).executeTakeFirst())
          .numDeletedRows,
      ),

    /**
     * Deletes up to `limit` sessions past their absolute expiry (`expires_at <= now`) or idle since
     * `idleBefore`; returns how many went. Batched so one pass never holds the database for long.
     */
    purgeDead: async (now: string, idleBefore: string, limit: number): Promise<number> => {
      const dead = db
        .selectFrom('sessions')
        .select('token_hash')
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleBefore)]))
        .limit(limit);
      const result = await db.deleteFrom('sessions').where('token_hash', 'in', dead).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** The member's sessions, newest first (the caller drops those past their expiry or idle time). */
    listOf: (memberId: number) =>
      db
        .selectFrom('sessions')
        .select(['token_hash', 'created_at', 'last_seen_at', 'expires_at', 'ip', 'user_agent'])
        .where('member_id', '=', memberId)
        .orderBy('created_at', 'desc')
        .execute(),

    /** When the session began and when it ends at the latest. */
    times: (tokenHash: string) =>
      db
        .selectFrom('sessions')
        .select(['created_at', 'expires_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst(),

    /** Brings every open session of the member to end within `lifetimeMs` of its start. */
    capLifetime: (memberId: number, lifetimeMs: number) =>
      db.transaction().execute(async (trx) => {
        const open = await trx
          .selectFrom('sessions')
          .select(['token_hash', 'created_at', 'expires_at'])
          .where('member_id', '=', memberId)
          .execute();
        for (const session of open) {
          const cap = new Date(Date.parse(session.created_at) + lifetimeMs).toISOString();
          if (cap >= session.expires_at) continue;
          await trx
            .updateTable('sessions')
            .set({ expires_at: cap })
            .where('token_hash', '=', session.token_hash)
            .execute();
        }
      }),

    /** Deletes every session of the member except `keepTokenHash`; returns how many went. */
    deleteOthers: async (memberId: number, keepTokenHash: string | null): Promise<number> => {
      let query = db.deleteFrom('sessions').where('member_id', '=', memberId);
      if (keepTokenHash) query = query.where('token_hash', '<>', keepTokenHash);
      return Number((await query.executeTakeFirst()).numDeletedRows);
    },
  };
};

export type SessionRepository = ReturnType<typeof createSessionRepository>;
