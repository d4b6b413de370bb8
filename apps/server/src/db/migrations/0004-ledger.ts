import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type SqlDialect = 'sqlite' | 'postgres';

/**
 * Wallet, cashier and ledger (issue 4). Money columns are BIGINT minor units (1/100).
 * - wallet_settings: per merchant, isSingle, withdrawal limits, consolidated contract flags (JSON);
 * - wallet_vendors: the vendor wallets of a merchant that is not single-wallet;
 * - deposit_channels: per merchant, kind manual | instant, per-channel limits;
 * - ledger_accounts: one row per account (code 'M:<member>:MAIN', 'M:<member>:V:<vendor>', 'SYS:CLEARING',
 *   'SYS:WITHDRAW_HOLD', 'SYS:HOUSE'), balance guarded non-negative unless allow_negative;
 * - journal_entries + postings: append-only (triggers refuse UPDATE and DELETE), postings sum to zero;
 * - idempotency_keys: (member, key) unique, inserted in the transaction of the movement;
 * - bank_accounts, deposit_orders, withdraw_orders (with the receipt confirmation), withdraw_receipt_proofs
 *   (png/jpg proof images, checked by content).
 */
export const ledgerMigration = (dialect: SqlDialect): Migration => ({
  async up(db: Kysely<unknown>) {
    const id = (name: string) =>
      db.schema
        .createTable(name)
        .addColumn('id', 'integer', (c) =>
          dialect === 'sqlite'
            ? c.primaryKey().autoIncrement()
            : c.primaryKey().generatedByDefaultAsIdentity(),
        );
    await db.schema
      .createTable('wallet_settings')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.primaryKey().references('merchants.code'))
      .addColumn('is_single', 'integer', (c) => c.notNull())
      .addColumn('currency', 'varchar(8)', (c) => c.notNull())
      .addColumn('currency_symbol', 'varchar(8)', (c) => c.notNull())
      .addColumn('withdraw_min', 'bigint', (c) => c.notNull())
      .addColumn('withdraw_max', 'bigint', (c) => c.notNull())
      .addColumn('consolidated', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('wallet_vendors')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
      .addColumn('vendor_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('wallet_vendors_pk', ['merchant_code', 'vendor_code'])
      .execute();
    await db.schema
      .createTable('deposit_channels')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
      .addColumn('code', 'varchar(32)', (c) => c.notNull())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('min_amount', 'bigint', (c) => c.notNull())
      .addColumn('max_amount', 'bigint', (c) => c.notNull())
      .addColumn('instructions', 'text')
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('deposit_channels_pk', ['merchant_code', 'code'])
      .execute();
    await id('ledger_accounts')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('code', 'varchar(64)', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.references('members.id'))
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('vendor_code', 'varchar(32)')
      .addColumn('allow_negative', 'integer', (c) => c.notNull())
      .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('ledger_accounts_code_uq', ['merchant_code', 'code'])
      .execute();
    await db.schema
      .createIndex('ledger_accounts_member_idx')
      .on('ledger_accounts')
      .column('member_id')
      .execute();
    await id('journal_entries')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('member_id', 'integer')
      .addColumn('type', 'varchar(32)', (c) => c.notNull())
      .addColumn('reference', 'varchar(64)')
      .addColumn('reverses_entry_id', 'integer', (c) => c.references('journal_entries.id'))
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .execute();
    await id('postings')
      .addColumn('entry_id', 'integer', (c) => c.notNull().references('journal_entries.id'))
      .addColumn('account_id', 'integer', (c) => c.notNull().references('ledger_accounts.id'))
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('balance_after', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('postings_account_idx')
      .on('postings')
      .columns(['account_id', 'entry_id'])
      .execute();
    await db.schema.createIndex('postings_entry_idx').on('postings').column('entry_id').execute();
    await db.schema
      .createTable('idempotency_keys')
      .addColumn('member_id', 'integer', (c) => c.notNull())
      .addColumn('idem_key', 'varchar(128)', (c) => c.notNull())
      .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('response', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['member_id', 'idem_key'])
      .execute();
    await id('bank_accounts')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('account_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('account_number', 'varchar(32)', (c) => c.notNull())
      .addColumn('bank_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addUniqueConstraint('bank_accounts_uq', ['member_id', 'account_number'])
      .execute();
    await id('deposit_orders')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('channel_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('reference', 'varchar(64)')
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('entry_id', 'integer')
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('decided_at', 'varchar(40)')
      .execute();
    await db.schema
      .createIndex('deposit_orders_member_idx')
      .on('deposit_orders')
      .columns(['member_id', 'id'])
      .execute();
    await id('withdraw_orders')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('bank_account_id', 'integer', (c) => c.notNull().references('bank_accounts.id'))
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('hold_entry_id', 'integer', (c) => c.notNull())
      .addColumn('final_entry_id', 'integer')
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('decided_at', 'varchar(40)')
      // Receipt confirmation (spec 4.10): received | partly_received | not_received, null until confirmed.
      .addColumn('receipt_status', 'varchar(16)')
      .addColumn('received_amount', 'bigint')
      .addColumn('receipt_at', 'varchar(40)')
      .execute();
    await id('withdraw_receipt_proofs')
      .addColumn('withdraw_id', 'integer', (c) => c.notNull().references('withdraw_orders.id'))
      .addColumn('mime', 'varchar(32)', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('data', dialect === 'sqlite' ? 'blob' : 'bytea', (c) => c.notNull())
      .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('withdraw_orders_member_idx')
      .on('withdraw_orders')
      .columns(['member_id', 'id'])
      .execute();

    // Append-only journal: the database itself refuses UPDATE and DELETE of entries and postings.
    if (dialect === 'postgres') {
      await sql
        .raw(
          `CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS ` +
            `$$ BEGIN RAISE EXCEPTION '% is append-only', TG_TABLE_NAME; END $$`,
        )
        .execute(db);
    }
    for (const table of ['journal_entries', 'postings']) {
      const statements =
        dialect === 'sqlite'
          ? ['UPDATE', 'DELETE'].map(
              (op) =>
                `CREATE TRIGGER ${table}_no_${op.toLowerCase()} BEFORE ${op} ON ${table} ` +
                `BEGIN SELECT RAISE(ABORT, '${table} is append-only'); END`,
            )
          : [
              `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table} ` +
                `FOR EACH ROW EXECUTE FUNCTION ledger_append_only()`,
            ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    }
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'withdraw_receipt_proofs',
      'withdraw_orders',
      'deposit_orders',
      'bank_accounts',
      'idempotency_keys',
      'postings',
      'journal_entries',
      'ledger_accounts',
      'deposit_channels',
      'wallet_vendors',
      'wallet_settings',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
});
