import { sql } from 'kysely';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `column` holds `text`, ignoring case, with LIKE's wildcards in `text` taken literally; the same on
 * SQLite (which has no default escape character) and PostgreSQL.
 */
export const textContains = (column: string, text: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${`%${escapeLike(text.toLowerCase())}%`} escape '\\'`;
