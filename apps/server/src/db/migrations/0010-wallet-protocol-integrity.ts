import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Integrity of the seamless-wallet protocol under concurrency (issue 13):
 * - a journal entry is reversed at most once (unique reverses_entry_id; NULLs stay distinct on both
 *   databases), the last line of defence behind the round lock and the conditional status change;
 *   reversals that the old race already booked twice are left out of the index by id;
 * - a rollback of a transaction the platform never booked now claims that transaction id with a
 *   `cancelled` row, so the late debit collides with it on the unique index instead of racing a
 *   lookup. Rollbacks remembered before this migration get their claim here.
 */
export const walletProtocolIntegrityMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    // A database that already met the double-rollback race holds reversals of an entry already
    // reversed; entries are append-only, so those stay (a correcting entry is the operator's fix) and
    // the index leaves exactly them out: every later reversal is unique.
    const extra = await sql<{ id: number }>`
      select e.id from journal_entries e
      where e.reverses_entry_id is not null and exists (
        select 1 from journal_entries f
        where f.reverses_entry_id = e.reverses_entry_id and f.id < e.id)
    `.execute(db);
    const ids = extra.rows.map((r) => Number(r.id));
    let index = db.schema
      .createIndex('journal_entries_reverses_uq')
      .on('journal_entries')
      .column('reverses_entry_id')
      .unique();
    if (ids.length > 0) index = index.where(sql.ref('id'), 'not in', ids);
    await index.execute();
    await sql`
      insert into vendor_transactions (merchant_code, integration, transaction_id, kind, member_id,
        round_id, ref_transaction_id, amount, entry_id, status, request_hash, response, created_at)
      select r.merchant_code, r.integration, r.ref_transaction_id, 'debit', min(r.member_id),
        min(r.round_id), null, 0, null, 'cancelled', '', '', min(r.created_at)
      from vendor_transactions r
      where r.kind = 'rollback' and r.status = 'not_found' and r.ref_transaction_id is not null
        and not exists (
          select 1 from vendor_transactions d
          where d.merchant_code = r.merchant_code and d.integration = r.integration
            and d.transaction_id = r.ref_transaction_id)
      group by r.merchant_code, r.integration, r.ref_transaction_id
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('journal_entries_reverses_uq').execute();
  },
});
