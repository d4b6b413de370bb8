import { createHash } from 'node:crypto';
import { idempotencyKeyHeader, idempotencyKeyPattern } from '@gp/contract/wallet-rules';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation, type Trx } from './ledger.js';

/**
 * Idempotency keys of money-moving calls. The key row (member, key) is inserted FIRST in the
 * movement's transaction: a concurrent request with the same key waits on the unique index
 * (PostgreSQL) or on the single writer (SQLite) and then finds the stored result. The same key with the
 * same request answers the first result (`replayed: true`); with a different request it is refused
 * (409 idempotency_key_reused). A request that fails rolls back its key too, so it may be retried.
 */
export const idempotencyKeyOf = (request: FastifyRequest): string => {
  const raw = request.headers[idempotencyKeyHeader];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !idempotencyKeyPattern.test(key)) {
    throw new AppError(
      'idempotency_key_required',
      'Money-moving calls need an Idempotency-Key header of 8-128 letters, digits, - _ : .',
    );
  }
  return key;
};

export const requestHash = (routeId: string, body: unknown): string =>
  createHash('sha256')
    .update(`${routeId}\n${JSON.stringify(body)}`)
    .digest('hex');

/**
 * `transaction` runs the movement's transaction; pass `ledger.transaction` so committed movements
 * notify their members (real-time balance pushes).
 */
export const createIdempotency = (
  db: Db,
  now: () => string,
  transaction: <R>(work: (trx: Trx) => Promise<R>) => Promise<R> = (work) => db.transaction().execute(work),
) => {
  const stored = async <T extends { replayed: boolean }>(memberId: number, key: string, hash: string) => {
    const row = await db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'response'])
      .where('member_id', '=', memberId)
      .where('idem_key', '=', key)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.request_hash !== hash) {
      throw new AppError('idempotency_key_reused', 'This Idempotency-Key was used for a different request');
    }
    return { ...(JSON.parse(row.response) as T), replayed: true };
  };

  /** Runs `work` once per (member, key); `work` runs inside the transaction that records the key. */
  const run = async <T extends { replayed: boolean }>(
    memberId: number,
    key: string,
    hash: string,
    work: (trx: Trx) => Promise<T>,
  ): Promise<T> => {
    const first = await stored<T>(memberId, key, hash);
    if (first) return first;
    try {
      return await transaction(async (trx) => {
        await trx
          .insertInto('idempotency_keys')
          .values({ member_id: memberId, idem_key: key, request_hash: hash, response: '', created_at: now() })
          .execute();
        const result = await work(trx);
        await trx
          .updateTable('idempotency_keys')
          .set({ response: JSON.stringify(result) })
          .where('member_id', '=', memberId)
          .where('idem_key', '=', key)
          .execute();
        return result;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const again = await stored<T>(memberId, key, hash);
      if (again) return again;
      throw error;
    }
  };

  return { run };
};

export type Idempotency = ReturnType<typeof createIdempotency>;
