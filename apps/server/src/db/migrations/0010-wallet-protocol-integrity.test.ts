import { beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../modules/wallet/ledger.js';
import { emptyDatabaseBeside } from '../../test/empty-database-beside.js';
import type { DatabaseHandle } from '../database.js';
import { migrateToLatest, migrateUpTo } from '../migrate.js';

/**
 * Migration 0010 on a database that already met the races it closes: a debit reversed twice and two
 * remembered rollbacks naming one unknown id (from different rounds). The migration must still apply,
 * leave the old extra reversal out of the new unique index, refuse any further one, and claim the
 * unknown id once.
 */
const beside = emptyDatabaseBeside('m10');
let h: DatabaseHandle;
beforeAll(() => {
  h = beside.handle();
});

const entry = (reverses: number | null) =>
  h.db
    .insertInto('journal_entries')
    .values({
      merchant_code: 'DEMO',
      member_id: null,
      type: reverses === null ? 'BET' : 'REVERSAL',
      reference: null,
      reverses_entry_id: reverses,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

const rollbackRow = (transactionId: string, roundId: string) =>
  h.db
    .insertInto('vendor_transactions')
    .values({
      merchant_code: 'DEMO',
      integration: 'DEMO',
      transaction_id: transactionId,
      kind: 'rollback',
      member_id: 1,
      round_id: roundId,
      ref_transaction_id: 'never-booked',
      amount: 0n,
      entry_id: null,
      status: 'not_found',
      request_hash: 'h',
      response: '{}',
      created_at: new Date().toISOString(),
    })
    .execute();

describe('migration 0010 on data from before it', () => {
  it('applies over an entry reversed twice and refuses a third reversal; claims an unknown id once', async () => {
    await migrateUpTo(h, '0009-session-password-change');
    const bet = await entry(null);
    await entry(bet.id);
    await entry(bet.id);
    await rollbackRow('rb-1', 'round-a');
    await rollbackRow('rb-2', 'round-b');

    await migrateToLatest(h);

    const third = await entry(bet.id).catch((error: unknown) => error);
    expect(isUniqueViolation(third)).toBe(true);
    const other = await entry(null);
    await entry(other.id);
    expect(isUniqueViolation(await entry(other.id).catch((error: unknown) => error))).toBe(true);
    const claims = await h.db
      .selectFrom('vendor_transactions')
      .select(['status', 'kind'])
      .where('transaction_id', '=', 'never-booked')
      .execute();
    expect(claims).toEqual([{ status: 'cancelled', kind: 'debit' }]);
  });
});
