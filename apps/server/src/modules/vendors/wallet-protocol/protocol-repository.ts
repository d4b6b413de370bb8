import { sql, type Insertable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { GameLaunchesTable } from '../../../db/schema.js';
import { moneyText, sumText, type Trx } from '../../wallet/ledger.js';

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

  /**
   * A rollback claims the id of the transaction it names: inserted only when no row has that id, so
   * the late debit collides with the claim on the unique index. On PostgreSQL the insert waits for an
   * uncommitted debit with that id and then does nothing: the rollback sees the committed debit.
   * True when the claim was inserted (the platform never booked that id).
   */
  claimTransaction: async (
    trx: Trx,
    key: Key,
    claim: { transactionId: string; memberId: number; roundId: string; at: string },
  ): Promise<boolean> => {
    const inserted = await trx
      .insertInto('vendor_transactions')
      .values({
        merchant_code: key.merchantCode,
        integration: key.integration,
        transaction_id: claim.transactionId,
        kind: 'debit',
        member_id: claim.memberId,
        round_id: claim.roundId,
        ref_transaction_id: null,
        amount: 0n,
        entry_id: null,
        status: 'cancelled',
        request_hash: '',
        response: '',
        created_at: claim.at,
      })
      .onConflict((oc) => oc.columns(['merchant_code', 'integration', 'transaction_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  },

  insertTransaction: (
    trx: Trx,
    row: {
      merchant_code: string;
      integration: string;
      transaction_id: string;
      kind: 'debit' | 'credit' | 'rollback' | 'resettle';
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

  /** ok -> rolled_back; false when the transaction was not ok (already rolled back). */
  markRolledBack: async (trx: Trx, id: number): Promise<boolean> => {
    const result = await trx
      .updateTable('vendor_transactions')
      .set({ status: 'rolled_back' })
      .where('id', '=', id)
      .where('status', '=', 'ok')
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  /** The member wallet a booked entry moved (its one member posting) and that wallet's code. */
  walletOfEntry: async (trx: Trx, entryId: number) => {
    const row = await trx
      .selectFrom('postings as p')
      .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
      .select(['a.id', 'a.kind', 'a.vendor_code'])
      .where('p.entry_id', '=', entryId)
      .where('a.member_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const walletCode = row.kind === 'VENDOR' ? row.vendor_code! : row.kind === 'PLAY' ? 'PLAY' : 'MAIN';
    return { accountId: row.id, walletCode };
  },

  /** The ledger entry of a round's first booked stake: its postings name the wallet that played. */
  stakeEntryOf: async (trx: Trx, key: Key, roundId: string) =>
    (
      await trx
        .selectFrom('vendor_transactions')
        .select('entry_id')
        .where('merchant_code', '=', key.merchantCode)
        .where('integration', '=', key.integration)
        .where('round_id', '=', roundId)
        .where('kind', '=', 'debit')
        .where('entry_id', 'is not', null)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst()
    )?.entry_id ?? null,

  /** The round, created open on its first debit. */
  openRound: async (
    trx: Trx,
    key: Key,
    round: { roundId: string; memberId: number; nodeId: string; mode: 'real' | 'free'; at: string },
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
        mode: round.mode,
        created_at: round.at,
        settled_at: null,
      })
      .onConflict((oc) => oc.columns(['merchant_code', 'integration', 'round_id']).doNothing())
      .execute();
    return (await lockRound(trx, key, round.roundId))!;
  },

  /**
   * Reads the round and locks its row for the rest of the transaction: every debit, credit and
   * rollback of a round takes this lock before it moves money, so they apply one after another.
   */
  lockRound: (trx: Trx, key: Key, roundId: string) => lockRound(trx, key, roundId),

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

  /** open -> settled | rolled_back; false when the round was no longer open. */
  closeRound: async (trx: Trx, id: number, status: 'settled' | 'rolled_back', at: string) => {
    const result = await trx
      .updateTable('game_rounds')
      .set({ status, settled_at: at })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  /**
   * A settled round's corrected win, and its bet record's; false when the round is no longer settled
   * with the win `from` (the round lock makes that a safeguard, not a race).
   */
  resettleRound: async (
    trx: Trx,
    round: { id: number; merchantCode: string; vendorCode: string; roundId: string },
    win: { from: bigint; to: bigint },
  ) => {
    const result = await trx
      .updateTable('game_rounds')
      .set({ win: win.to })
      .where('id', '=', round.id)
      .where('status', '=', 'settled')
      .where('win', '=', win.from)
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) return false;
    // A play-money round has no bet record: nothing to update there.
    await trx
      .updateTable('bet_records')
      .set({ win_minor: win.to })
      .where('merchant_code', '=', round.merchantCode)
      .where('vendor_code', '=', round.vendorCode)
      .where('round_id', '=', round.roundId)
      .execute();
    return true;
  },

  /**
   * Open rounds (stakes taken, not yet settled or rolled back) by integration, game type and money
   * mode: how many, the stakes they hold, the wins paid into them so far, the oldest start.
   */
  openRoundTotals: (merchantCode: string) =>
    db
      .selectFrom('game_rounds as r')
      .leftJoin('games as g', (join) =>
        join.onRef('g.node_id', '=', 'r.node_id').onRef('g.merchant_code', '=', 'r.merchant_code'),
      )
      .select((eb) => [
        'r.integration',
        eb.fn.coalesce('g.game_type', sql<string>`'?'`).as('game_type'),
        'r.mode',
        eb.fn.countAll<number | string>().as('rounds'),
        sumText('r.bet').as('bet'),
        sumText('r.win').as('win'),
        eb.fn.min('r.created_at').as('oldest'),
      ])
      .where('r.merchant_code', '=', merchantCode)
      .where('r.status', '=', 'open')
      .groupBy(['r.integration', 'g.game_type', 'r.mode'])
      .orderBy('r.integration')
      .orderBy('g.game_type')
      .orderBy('r.mode')
      .execute(),

  /** One member's open rounds, oldest first. */
  openRoundsOf: (merchantCode: string, memberId: number) =>
    db
      .selectFrom('game_rounds')
      .select([
        'integration',
        'round_id',
        'node_id',
        'mode',
        moneyText('bet').as('bet'),
        moneyText('win').as('win'),
        'created_at',
      ])
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('status', '=', 'open')
      .orderBy('created_at')
      .orderBy('id')
      .execute(),

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

/**
 * A no-op UPDATE is the row lock on both databases (SQLite has no FOR UPDATE; its one write
 * connection already runs transactions one at a time). On PostgreSQL a waiting UPDATE re-reads the
 * row once the holder commits, so RETURNING gives the latest totals and status.
 */
const lockRound = (trx: Trx, key: Key, roundId: string) =>
  trx
    .updateTable('game_rounds')
    .set({ status: sql`status` })
    .where('merchant_code', '=', key.merchantCode)
    .where('integration', '=', key.integration)
    .where('round_id', '=', roundId)
    .returning([
      'id',
      'member_id',
      'node_id',
      'status',
      'mode',
      'settled_at',
      moneyText('bet').as('bet'),
      moneyText('win').as('win'),
    ])
    .executeTakeFirst();

export type ProtocolRepository = ReturnType<typeof createProtocolRepository>;
