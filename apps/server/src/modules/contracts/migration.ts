import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idTable } from '../../db/id-table.js';

/**
 * Agent contracts and their settlements (issue 16, migration 0020). A settlement row per (contract,
 * period) is unique: the scheduler on any number of processes inserts it in the transaction that pays
 * it, so a period is settled and paid exactly once.
 */
export const contractsMigration = (dialect: 'sqlite' | 'postgres'): Migration => ({
  async up(db: Kysely<unknown>) {
    const id = (name: string) => idTable(db, dialect, name);
    await id('contracts')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('period', 'varchar(1)', (c) => c.notNull())
      .addColumn('upline_id', 'integer', (c) => c.references('members.id'))
      .addColumn('agent_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('tiers', 'text', (c) => c.notNull())
      .addColumn('max_rate_bp', 'integer', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('offered_at', 'varchar(40)', (c) => c.notNull())
      .addColumn('signed_at', 'varchar(40)')
      .addColumn('ended_at', 'varchar(40)')
      .addColumn('end_reason', 'varchar(32)')
      .execute();
    await sql`create unique index contracts_signed_uq on contracts (agent_id, kind) where status = 'SIGNED'`.execute(
      db,
    );
    await sql`create unique index contracts_offered_uq on contracts (agent_id, kind) where status = 'OFFERED'`.execute(
      db,
    );
    await db.schema
      .createIndex('contracts_upline_idx')
      .on('contracts')
      .columns(['upline_id', 'kind'])
      .execute();
    await db.schema
      .createIndex('contracts_root_idx')
      .on('contracts')
      .columns(['merchant_code', 'kind', 'upline_id'])
      .execute();

    await id('contract_settlements')
      .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('contract_id', 'integer', (c) => c.notNull().references('contracts.id'))
      .addColumn('agent_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('period_start', 'varchar(40)', (c) => c.notNull())
      .addColumn('period_end', 'varchar(40)', (c) => c.notNull())
      .addColumn('valid_bet', 'bigint', (c) => c.notNull())
      .addColumn('bet', 'bigint', (c) => c.notNull())
      .addColumn('win', 'bigint', (c) => c.notNull())
      .addColumn('active_members', 'integer', (c) => c.notNull())
      .addColumn('base', 'bigint', (c) => c.notNull())
      .addColumn('rate_bp', 'integer', (c) => c.notNull())
      .addColumn('effective_rate_bp', 'integer', (c) => c.notNull())
      .addColumn('gross', 'bigint', (c) => c.notNull())
      .addColumn('ceiling', 'bigint')
      .addColumn('sub_share', 'bigint', (c) => c.notNull())
      .addColumn('payout', 'bigint', (c) => c.notNull())
      .addColumn('entry_id', 'integer', (c) => c.references('journal_entries.id'))
      .addColumn('settled_at', 'varchar(40)', (c) => c.notNull())
      .addUniqueConstraint('contract_settlements_period_uq', ['contract_id', 'period_start'])
      .execute();
    await db.schema
      .createIndex('contract_settlements_agent_idx')
      .on('contract_settlements')
      .columns(['agent_id', 'period_start'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('contract_settlements').execute();
    await db.schema.dropTable('contracts').execute();
  },
});
