import type { Db } from '../../db/database.js';
import type { PasswordResetCodesTable } from './reset-code-table.js';

/**
 * SQL for mailed password-reset codes: one row per member. Every change that decides something is a
 * single conditional statement, so it holds when requests race (PostgreSQL READ COMMITTED included).
 */
export const createResetCodeRepository = (db: Db) => ({
  /** Stores a fresh code for the member, replacing (and so ending) any earlier one. */
  replace: async (row: PasswordResetCodesTable): Promise<void> => {
    await db
      .insertInto('password_reset_codes')
      .values(row)
      .onConflict((oc) =>
        oc.column('member_id').doUpdateSet({
          id: row.id,
          salt: row.salt,
          code_hash: row.code_hash,
          attempts: 0,
          created_at: row.created_at,
          expires_at: row.expires_at,
          consumed_at: null,
        }),
      )
      .execute();
  },

  /** The member's code if it is not used yet (it may be expired or out of attempts). */
  findUnused: (memberId: number) =>
    db
      .selectFrom('password_reset_codes')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('consumed_at', 'is', null)
      .executeTakeFirst(),

  /**
   * Counts one guess at code `id` before it is checked; false when the code is used, replaced or has
   * no guess left. One UPDATE: parallel guesses can never exceed `maxAttempts`.
   */
  claimAttempt: async (memberId: number, id: string, maxAttempts: number): Promise<boolean> => {
    const result = await db
      .updateTable('password_reset_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('member_id', '=', memberId)
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .where('attempts', '<', maxAttempts)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Marks code `id` used; false when another request used (or a new request replaced) it first. */
  consume: async (executor: Db, memberId: number, id: string, now: string): Promise<boolean> => {
    const result = await executor
      .updateTable('password_reset_codes')
      .set({ consumed_at: now })
      .where('member_id', '=', memberId)
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Ends the member's code, whatever it is (the password was set another way). */
  consumeAny: (executor: Db, memberId: number, now: string) =>
    executor
      .updateTable('password_reset_codes')
      .set({ consumed_at: now })
      .where('member_id', '=', memberId)
      .where('consumed_at', 'is', null)
      .execute(),
});

export type ResetCodeRepository = ReturnType<typeof createResetCodeRepository>;
