import type { Db } from '../../db/database.js';
import type { SmsCodesTable } from '../../db/schema.js';

export type SmsPurpose = SmsCodesTable['purpose'];

/** SQL for SMS codes. Only salted hashes are stored; a consumed or dead code is never live again. */
export const createSmsCodeRepository = (db: Db) => ({
  /** Stores a new code and ends every earlier live code of the same number and purpose. */
  replace: async (row: SmsCodesTable, now: string): Promise<void> => {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sms_codes').where('expires_at', '<', now).execute();
      await trx
        .updateTable('sms_codes')
        .set({ consumed_at: now })
        .where('merchant_code', '=', row.merchant_code)
        .where('phone', '=', row.phone)
        .where('purpose', '=', row.purpose)
        .where('consumed_at', 'is', null)
        .execute();
      await trx.insertInto('sms_codes').values(row).execute();
    });
  },

  delete: (id: string) => db.deleteFrom('sms_codes').where('id', '=', id).execute(),

  /** The newest code not yet consumed for the number and purpose. */
  findLive: (merchantCode: string, phone: string, purpose: SmsPurpose) =>
    db
      .selectFrom('sms_codes')
      .selectAll()
      .where('merchant_code', '=', merchantCode)
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst(),

  /**
   * Counts one guess at a live code BEFORE it is compared, in one statement (UPDATE ... RETURNING on
   * SQLite and PostgreSQL alike), so parallel guesses each get their own number. Returns the new
   * count, or undefined when the code was consumed or expired meanwhile.
   */
  countAttempt: async (id: string, now: string): Promise<number | undefined> => {
    const row = await db
      .updateTable('sms_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('attempts')
      .executeTakeFirst();
    return row ? Number(row.attempts) : undefined;
  },

  /** Gives back the guess a right code reserved: only wrong guesses count. */
  releaseAttempt: async (id: string): Promise<void> => {
    await db
      .updateTable('sms_codes')
      .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
      .where('id', '=', id)
      .where('attempts', '>', 0)
      .execute();
  },

  /** Marks the code used; false when another request used it first. Runs in the caller's transaction. */
  consume: async (executor: Db, id: string, now: string): Promise<boolean> => {
    const result = await executor
      .updateTable('sms_codes')
      .set({ consumed_at: now })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
});

export type SmsCodeRepository = ReturnType<typeof createSmsCodeRepository>;
