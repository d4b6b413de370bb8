import type { Db } from '../../db/database.js';

/** SQL for sessions. Tokens are never stored: only their SHA-256 hex. */
export const createSessionRepository = (db: Db) => ({
  insert: (row: {
    token_hash: string;
    member_id: number;
    created_at: string;
    last_seen_at: string;
    expires_at: string;
    ip: string;
  }) => db.insertInto('sessions').values(row).execute(),

  /** The session and the fields of its member the guard and handlers need. */
  findWithMember: (tokenHash: string) =>
    db
      .selectFrom('sessions')
      .innerJoin('members', 'members.id', 'sessions.member_id')
      .select([
        'sessions.token_hash',
        'sessions.member_id',
        'sessions.last_seen_at',
        'sessions.expires_at',
        'members.merchant_code',
        'members.account',
        'members.type',
      ])
      .where('sessions.token_hash', '=', tokenHash)
      .executeTakeFirst(),

  touch: (tokenHash: string, at: string) =>
    db.updateTable('sessions').set({ last_seen_at: at }).where('token_hash', '=', tokenHash).execute(),

  delete: async (tokenHash: string): Promise<number> =>
    Number(
      (await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).executeTakeFirst()).numDeletedRows,
    ),

  /** Deletes every session of the member except `keepTokenHash`; returns how many went. */
  deleteOthers: async (memberId: number, keepTokenHash: string | null): Promise<number> => {
    let query = db.deleteFrom('sessions').where('member_id', '=', memberId);
    if (keepTokenHash) query = query.where('token_hash', '<>', keepTokenHash);
    return Number((await query.executeTakeFirst()).numDeletedRows);
  },

  /** Removes the member's sessions past their absolute expiry or idle limit. */
  purgeExpired: (memberId: number, now: string, idleBefore: string) =>
    db
      .deleteFrom('sessions')
      .where('member_id', '=', memberId)
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleBefore)]))
      .execute(),
});

export type SessionRepository = ReturnType<typeof createSessionRepository>;
