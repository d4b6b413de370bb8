import type { Transaction } from 'kysely';
import type { DatabaseSchema } from './schema.js';

/**
 * Locks the member's row until the caller's transaction ends, on both databases: a no-op UPDATE takes
 * PostgreSQL's row lock (SQLite rejects SELECT ... FOR UPDATE; its single writer already serialises the
 * transaction). A count-then-insert under a per-member limit (bank accounts, favourites) takes this lock
 * first, so two racing inserts cannot both see the count below the limit at READ COMMITTED.
 * False when the member does not exist.
 */
export const lockMemberRow = async (trx: Transaction<DatabaseSchema>, memberId: number): Promise<boolean> =>
  (
    await trx
      .updateTable('members')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', memberId)
      .executeTakeFirst()
  ).numUpdatedRows === 1n;
