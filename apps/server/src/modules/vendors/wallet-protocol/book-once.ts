import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import { requestHash } from '../../wallet/idempotency.js';
import { isUniqueViolation, type Ledger, type Trx } from '../../wallet/ledger.js';
import type { ProtocolRepository } from './protocol-repository.js';

/** The answer of a debit, credit or rollback. */
export type Moved = {
  transactionId: string;
  balance: string;
  currency: string;
  wallet: string;
  replayed: boolean;
};

/**
 * Books a vendor transaction once per (integration, transaction id). Its row is inserted FIRST in the
 * movement's transaction: a concurrent duplicate waits on the unique index (PostgreSQL) or the single
 * writer (SQLite) and then replays the stored answer (`replayed: true`); the same id with another
 * request is refused (idempotency_key_reused); a failed movement rolls its row back so the vendor may
 * retry it. An id a rollback claimed before its debit arrived (status cancelled) answers
 * transaction_cancelled to every call that reuses it.
 */
export const createBookOnce = (deps: {
  repo: ProtocolRepository;
  ledger: Ledger;
  clock: Clock;
  merchantCode: string;
}) => {
  const { repo, ledger, clock, merchantCode } = deps;
  /**
   * Runs `work` once per transaction id. `work` returns the answer and what to store; `tombstone`
   * commits the row as not_found and then answers transaction_not_found (a rollback of an unknown
   * transaction, remembered so the late debit it names is refused).
   */
  return async (
    integration: string,
    call: 'debit' | 'credit' | 'rollback' | 'resettle',
    body: { transactionId: string; roundId: string; memberId: number; refTransactionId?: string },
    work: (
      trx: Trx,
    ) => Promise<{ value: Moved; amount: bigint; entryId: number | null } | { tombstone: true }>,
  ): Promise<Moved> => {
    const key = { merchantCode, integration };
    const hash = requestHash(`vendor-${call}`, body);
    const answerStored = async (): Promise<Moved | undefined> => {
      const row = await repo.findTransaction(key, body.transactionId);
      if (!row) return undefined;
      if (row.status === 'cancelled') {
        throw new AppError('transaction_cancelled', 'This transaction was rolled back before it arrived');
      }
      if (row.request_hash !== hash) {
        throw new AppError('idempotency_key_reused', 'This transaction id was used for a different request');
      }
      if (row.status === 'not_found') throw new AppError('transaction_not_found', 'No such transaction');
      return { ...(JSON.parse(row.response) as Moved), replayed: true };
    };
    const first = await answerStored();
    if (first) return first;
    let tombstoned = false;
    try {
      const value = await ledger.transaction(async (trx) => {
        const { id } = await repo.insertTransaction(trx, {
          merchant_code: merchantCode,
          integration,
          transaction_id: body.transactionId,
          kind: call,
          member_id: body.memberId,
          round_id: body.roundId,
          ref_transaction_id: body.refTransactionId ?? null,
          status: 'ok',
          request_hash: hash,
          created_at: clock().toISOString(),
        });
        const result = await work(trx);
        if ('tombstone' in result) {
          await repo.markNotFound(trx, id);
          tombstoned = true;
          return undefined;
        }
        await repo.completeTransaction(trx, id, {
          amount: result.amount,
          entryId: result.entryId,
          response: JSON.stringify(result.value),
        });
        return result.value;
      });
      if (tombstoned || !value) throw new AppError('transaction_not_found', 'No such transaction');
      return value;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const again = await answerStored();
      if (again) return again;
      throw error;
    }
  };
};
