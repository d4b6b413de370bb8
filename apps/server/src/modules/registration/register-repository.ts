import type { Db } from '../../db/database.js';
import type { MemberRow, MembersTable } from '../../db/schema.js';
import type { Insertable } from 'kysely';

/** SQL for registration: invite codes, duplicate checks and the new member row. */
export const createRegisterRepository = (db: Db) => ({
  findByInviteCode: (merchantCode: string, code: string): Promise<MemberRow | undefined> =>
    db
      .selectFrom('members')
      .selectAll()
      .where('merchant_code', '=', merchantCode)
      .where('invite_code', '=', code)
      .executeTakeFirst(),

  accountTaken: async (merchantCode: string, account: string): Promise<boolean> =>
    (await db
      .selectFrom('members')
      .select('id')
      .where('merchant_code', '=', merchantCode)
      .where('account', '=', account)
      .executeTakeFirst()) !== undefined,

  mobileTaken: async (merchantCode: string, mobile: string): Promise<boolean> =>
    (await db
      .selectFrom('members')
      .select('id')
      .where('merchant_code', '=', merchantCode)
      .where('mobile', '=', mobile)
      .executeTakeFirst()) !== undefined,

  /** Inserts the member inside the caller's transaction. */
  insert: (executor: Db, row: Insertable<MembersTable>): Promise<MemberRow> =>
    executor.insertInto('members').values(row).returningAll().executeTakeFirstOrThrow(),
});

export type RegisterRepository = ReturnType<typeof createRegisterRepository>;
