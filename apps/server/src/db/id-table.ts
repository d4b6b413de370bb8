import type { Kysely } from 'kysely';

/** A new table (for a migration) starting with its integer `id` key, generated on both dialects. */
export const idTable = (db: Kysely<unknown>, dialect: 'sqlite' | 'postgres', name: string) =>
  db.schema
    .createTable(name)
    .addColumn('id', 'integer', (c) =>
      dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity(),
    );
