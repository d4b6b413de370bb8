import { sql, type Insertable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { GameLaunchesTable } from '../../../db/schema.js';
import { moneyText, type Trx } from '../../wallet/ledger.js';

type Executor = Db | Trx;
interface Key {
  merchantCode: string;
  integration: string;
}

/** SQL of the seamless-wallet protocol: launches, vendor transactions, rounds and bet records. */
export const createProtocolRepository = (db: Db) => ({
  insertLaunch: (row: Insertable<GameLaunchesTable>) => db.insertInto('game_launches').values(row).execute(),

  /** Marks the launch used; false when unknown, already used, expired or issued to another integration. */
  consumeLaunch: async (key: Key, jti: string, now: string): Promise<boolean> => {
    const result = await db
      .updateTable('game_launches')
      .set({ used_at: now })
      .where('jti', '=', jti)
      .where('merchant_code', '=', key.merchantCode)
      .where('integration', '=', key.integration)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  member: (merchantCode: string, id: number) =>
    db
      .selectFrom('members')
      .select(['id', 'account', 'type'])
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .executeTakeFirst(),

  findTransaction: (key: Key, transactionId: string, executor: Executor = db) =>
    executor
      .selectFrom('vendor_transactions')
      .select([
        'id',
        'kind',
        'member_id',
        'round_id',
        'entry_id',
        'status',
        'request_hash',
        'response',
        moneyText('amount').as('amount'),
      ])
      .where('merchant_code', '=', key.merchantCode)
      .where('integration', '=', key.integration)
      .where('transaction_id', '=', transactionId)
      .executeTakeFirst(),

  /** A rollback already names this transaction (it was cancelled before it arrived). */
  rollbackOf: (trx: Trx, key: Key, transactionId: string) =>
    trx
      .selectFrom('vendor_transactions')
      .select('id')
      .where('merchant_code', '=', key.merchantCode)
      .where('integration', '=', key.integration)
      .where('ref_transaction_id', '=', transactionId)
      .where('kind', '=', 'rollback')
      .executeTakeFirst(),

  insertTransaction: (
    trx: Trx,
    row: {
      merchant_code: string;
      integration: string;
      transaction_id: string;
      kind: 'debit' | 'credit' | 'rollback';
      member_id: number;
      round_id: string;
      ref_transaction_id: string | null;
      status: 'ok' | 'not_found';
      request_hash: string;
      created_at: string;
    },
  ) =>
    trx
      .insertInto('vendor_transactions')
      .values({ ...row, amount: 0n, entry_id: null, response: '' })
      .returning('id')
      .executeTakeFirstOrThrow(),

  completeTransaction: (
    trx: Trx,
    id: number,
    done: { amount: bigint; entryId: number | null; response: string },
  ) =>
    trx
      .updateTable('vendor_transactions')
      .set({ amount: done.amount, entry_id: done.entryId, response: done.response })
      .where('id', '=', id)
      .execute(),

  markNotFound: (trx: Trx, id: number) =>
    trx
      .updateTable('vendor_transactions')
      .set({ status: 'not_found', response: '{}' })
      .where('id', '=', id)
      .execute(),

  markRolledBack: (trx: Trx, id: number) =>
    trx.updateTable('vendor_transactions').set({ status: 'rolled_back' }).where('id', '=', id).execute(),

  /** The round, created open on its first debit. */
  openRound: async (
    trx: Trx,
    key: Key,
    round: { roundId: string; memberId: number; nodeId: string; at: string },
  ) => {
    await trx
      .insertInto('game_rounds')
      .values({
        merchant_code: key.merchantCode,
        integration: key.integration,
        round_id: round.roundId,
        member_id: round.memberId,
        node_id: round.nodeId,
        bet: 0n,
        win: 0n,
        status: 'open',
        created_at: round.at,
        settled_at: null,
      })
      .onConflict((oc) => oc.columns(['merchant_code', 'integration', 'round_id']).doNothing())
      .execute();
    return (await findRound(trx, key, round.roundId))!;
  },

  findRound: (key: Key, roundId: string, executor: Executor = db) => findRound(executor, key, roundId),

  /** Adds to an open round's totals; false when the round is no longer open. */
  addToRound: async (trx: Trx, id: number, change: { bet?: bigint; win?: bigint }) => {
    const result = await trx
      .updateTable('game_rounds')
      .set({
        bet: sql`bet + ${change.bet ?? 0n}`,
        win: sql`win + ${change.win ?? 0n}`,
      })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  closeRound: (trx: Trx, id: number, status: 'settled' | 'rolled_back', at: string) =>
    trx.updateTable('game_rounds').set({ status, settled_at: at }).where('id', '=', id).execute(),

  insertBetRecord: (
    trx: Trx,
    row: {
      merchant_code: string;
      member_id: number;
      vendor_code: string;
      node_id: string;
      game_name: string;
      game_type: string;
      round_id: string;
      bet_minor: bigint;
      win_minor: bigint;
      valid_bet_minor: bigint;
      created_at: string;
    },
  ) =>
    trx
      .insertInto('bet_records')
      .values({ ...row, status: 'settled' })
      .execute(),
});

const findRound = (executor: Executor, key: Key, roundId: string) =>
  executor
    .selectFrom('game_rounds')
    .select(['id', 'member_id', 'node_id', 'status', moneyText('bet').as('bet'), moneyText('win').as('win')])
    .where('merchant_code', '=', key.merchantCode)
    .where('integration', '=', key.integration)
    .where('round_id', '=', roundId)
    .executeTakeFirst();

export type ProtocolRepository = ReturnType<typeof createProtocolRepository>;
