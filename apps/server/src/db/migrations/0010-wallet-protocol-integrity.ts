import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Integrity of the seamless-wallet protocol under concurrency (issue 13):
 * - a journal entry is reversed at most once (unique reverses_entry_id; NULLs stay distinct on both
 *   databases), the last line of defence behind the round lock and the conditional status change;
 * - a rollback of a transaction the platform never booked now claims that transaction id with a
 *   `cancelled` row, so the late debit collides with it on the unique index instead of racing a
 *   lookup. Rollbacks remembered before this migration get their claim here.
 */
export const walletProtocolIntegrityMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('journal_entries_reverses_uq')
      .on('journal_entries')
      .column('reverses_entry_id')
      .unique()
      .execute();
    await sql`
      insert into vendor_transactions (merchant_code, integration, transaction_id, kind, member_id,
        round_id, ref_transaction_id, amount, entry_id, status, request_hash, response, created_at)
      select r.merchant_code, r.integration, r.ref_transaction_id, 'debit', r.member_id, r.round_id,
        null, 0, null, 'cancelled', '', '', min(r.created_at)
      from vendor_transactions r
      where r.kind = 'rollback' and r.status = 'not_found' and r.ref_transaction_id is not null
        and not exists (
          select 1 from vendor_transactions d
          where d.merchant_code = r.merchant_code and d.integration = r.integration
            and d.transaction_id = r.ref_transaction_id)
      group by r.merchant_code, r.integration, r.ref_transaction_id, r.member_id, r.round_id
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('journal_entries_reverses_uq').execute();
  },
});
