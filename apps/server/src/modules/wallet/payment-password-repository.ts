import type { Db } from '../../db/database.js';

/** SQL of the payment password: the member's two password hashes and the guarded writes. */
export const createPaymentPasswordRepository = (db: Db) => ({
  secrets: (merchantCode: string, id: number) =>
    db
      .selectFrom('members')
      .select(['id', 'account', 'password_hash', 'payment_password_hash'])
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .executeTakeFirst(),

  /** Writes the first payment password; false when one is already stored (a parallel set won). */
  setFirst: async (id: number, hash: string): Promise<boolean> =>
    (
      await db
        .updateTable('members')
        .set({ payment_password_hash: hash })
        .where('id', '=', id)
        .where('payment_password_hash', 'is', null)
        .executeTakeFirst()
    ).numUpdatedRows === 1n,

  /** Replaces the payment password only while `fromHash` (the one just verified) is still stored. */
  replace: async (id: number, fromHash: string, toHash: string): Promise<boolean> =>
    (
      await db
        .updateTable('members')
        .set({ payment_password_hash: toHash })
        .where('id', '=', id)
        .where('payment_password_hash', '=', fromHash)
        .executeTakeFirst()
    ).numUpdatedRows === 1n,
});

export type PaymentPasswordRepository = ReturnType<typeof createPaymentPasswordRepository>;
