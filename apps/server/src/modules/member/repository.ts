import type { Db } from '../../db/database.js';
import { precompile } from '../../db/precompiled.js';
import type { MemberRow } from '../../db/schema.js';

/** SQL for members: lookups, login bookkeeping, password, language, trial creation. */
export const createMemberRepository = (db: Db) => {
  const byAccount = precompile(2, (param) =>
    db
      .selectFrom('members')
      .selectAll()
      .where('merchant_code', '=', param<string>(0))
      .where('account', '=', param<string>(1)),
  );

  return {
    /** The login lookup (precompiled: it runs on every login). */
    findByAccount: async (merchantCode: string, account: string): Promise<MemberRow | undefined> =>
      (await byAccount(db, merchantCode, account)).rows[0],

    findById: (merchantCode: string, id: number): Promise<MemberRow | undefined> =>
      db
        .selectFrom('members')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .executeTakeFirst(),

    /** The member with this E.164 mobile number. */
    findByMobile: (merchantCode: string, mobile: string): Promise<MemberRow | undefined> =>
      db
        .selectFrom('members')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('mobile', '=', mobile)
        .executeTakeFirst(),
    /** Sets a password the member chose (clears must_change_password) or, with mustChange, a temporary one. */
    setPassword: (id: number, passwordHash: string, at: string, mustChange = false, executor: Db = db) =>
      executor
        .updateTable('members')
        .set({
          password_hash: passwordHash,
          password_changed_at: at,
          must_change_password: mustChange ? 1 : 0,
        })
        .where('id', '=', id)
        .execute(),

    /**
     * The member's own password change: writes the new hash only while `fromHash` (the one the old
     * password was checked against) is still stored; false when a parallel change got there first.
     */
    replacePassword: async (id: number, fromHash: string, toHash: string, at: string): Promise<boolean> =>
      (
        await db
          .updateTable('members')
          .set({ password_hash: toHash, password_changed_at: at, must_change_password: 0 })
          .where('id', '=', id)
          .where('password_hash', '=', fromHash)
          .executeTakeFirst()
      ).numUpdatedRows === 1n,

    markFirstLogin: (id: number, at: string) =>
      db
        .updateTable('members')
        .set({ first_login_done_at: at })
        .where('id', '=', id)
        .where('first_login_done_at', 'is', null)
        .execute(),

    setLanguage: (id: number, language: string) =>
      db.updateTable('members').set({ language }).where('id', '=', id).execute(),

    insertMember: async (row: {
      merchant_code: string;
      account: string;
      nickname: string;
      type: number;
      password_hash: string;
      created_at: string;
    }): Promise<MemberRow> => {
      const inserted = await db
        .insertInto('members')
        .values({ ...row, password_changed_at: row.created_at })
        .returningAll()
        .executeTakeFirstOrThrow();
      return inserted;
    },
  };
};

export type MemberRepository = ReturnType<typeof createMemberRepository>;
