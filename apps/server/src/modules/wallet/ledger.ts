import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DatabaseSchema, LedgerAccountsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

/**
 * The double-entry ledger. Every movement is ONE journal entry whose postings sum to zero, applied in
 * the caller's transaction: postings are applied in account-id order (no deadlock between concurrent
 * entries on PostgreSQL), a debit of a guarded account is
 * `UPDATE ledger_accounts SET balance = balance - :a WHERE id = :id AND balance >= :a`, and 0 rows means
 * insufficient_balance (the caller's transaction rolls back). Entries and postings are never updated or
 * deleted (database triggers refuse it); a correction is a reversing entry (`reverse`).
 * Money is bigint minor units; it is read as text (`cast(... as text)`) so SQLite never hands back a
 * float-backed number.
 */
export type Trx = Transaction<DatabaseSchema>;
export type AccountKind = LedgerAccountsTable['kind'];
export type EntryType =
  | 'DEPOSIT'
  | 'WITHDRAW'
  | 'WITHDRAW_PAID'
  | 'WITHDRAW_REJECTED'
  | 'WALLET_TRANSFER'
  | 'TRANSFER_UPLINE'
  | 'TRANSFER_DOWNLINE'
  | 'REVERSAL'
  | 'BET'
  | 'WIN'
  // A settled round's result corrected by its vendor (issue 19): the difference, either way.
  | 'RESETTLE'
  // Play money (free mode, modules/wallet/play-money.ts): never on a real-money account.
  | 'PLAY_GRANT'
  | 'PLAY_BET'
  | 'PLAY_WIN'
  | 'PLAY_RESETTLE'
  // Agent contracts (issue 16): a settled period's payout, from the operator's commission account.
  | 'CONTRACT_DIVIDEND'
  | 'CONTRACT_SALARY'
  // Promotions (issue 17): a bonus paid from the operator's promotion account, and one taken back.
  | 'BONUS'
  | 'BONUS_FORFEIT'
  // Manual rebate (issue 17): paid from the promotion account too.
  | 'REBATE'
  // Points mall (issue 20): a cash reward redeemed, and points converted to cash, from the promotion account.
  | 'POINT_REWARD'
  | 'POINT_CONVERT'
  // Invite friends (issue 20): a referrer paid for an invitee's milestone, from the promotion account.
  | 'REFERRAL_REWARD'
  // Missions (issue 20): a completed mission's reward, from the promotion account.
  | 'MISSION_REWARD'
  // Raffles (issue 20): a prize drawn, from the promotion account.
  | 'RAFFLE_PRIZE';

/** Money column read exactly on both dialects. */
export const moneyText = (column: string) => sql<string>`cast(${sql.ref(column)} as text)`;
export const sumText = (column: string) => sql<string>`cast(coalesce(sum(${sql.ref(column)}), 0) as text)`;

export const systemAccounts = {
  /** Money outside the platform: debited by deposits, credited by paid withdrawals (may go negative). */
  CLEARING: 'SYS:CLEARING',
  /** Withdrawals requested and not yet paid or rejected. */
  WITHDRAW_HOLD: 'SYS:WITHDRAW_HOLD',
  /** The operator's own account (game results, corrections); may go negative. */
  HOUSE: 'SYS:HOUSE',
  /**
   * Source and sink of play money (free mode): grants come from it, play stakes go to it and play wins
   * come from it, so play money never touches HOUSE or a real wallet; may go negative.
   */
  PLAY_BANK: 'SYS:PLAY_BANK',
  /** The operator's cost of agent contracts: dividends and salaries are paid from it; may go negative. */
  COMMISSION: 'SYS:COMMISSION',
  /** The operator's cost of bonuses: paid from it, forfeits return to it; may go negative. */
  PROMOTION: 'SYS:PROMOTION',
} as const;

export const mainCode = (memberId: number) => `M:${memberId}:MAIN`;
export const vendorCode = (memberId: number, vendor: string) => `M:${memberId}:V:${vendor}`;
/** A member's play-money account (kind PLAY): free-mode games only, never withdrawn or transferred. */
export const playCode = (memberId: number) => `M:${memberId}:PLAY`;

export interface Line {
  accountId: number;
  amount: bigint;
}

export interface PostedEntry {
  entryId: number;
  balances: Map<number, bigint>;
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; message?: string };
  return (
    e.code === '23505' ||
    /UNIQUE constraint failed|SQLITE_CONSTRAINT_(PRIMARYKEY|UNIQUE)/.test(
      `${e.code ?? ''} ${e.message ?? ''}`,
    )
  );
};
export { isUniqueViolation };

/** Members whose accounts a committed transaction changed (for real-time balance pushes). */
export interface TouchedMember {
  merchantCode: string;
  memberId: number;
}

/** Per open transaction: the members its postings touched so far (see `transaction`). */
const touchedByTrx = new WeakMap<Trx, Map<string, TouchedMember>>();
/** Per open transaction: what to do once it commits (see `afterCommit`). */
const committedWorkByTrx = new WeakMap<Trx, (() => void)[]>();

/**
 * Runs `work` once the transaction `executor` commits, if it was opened by a ledger's `transaction()`
 * (never when it rolls back); outside any transaction, or in one opened otherwise, at once. A push
 * that must read what the transaction wrote (the inbox's unread count) waits for its commit this way.
 */
export const afterCommit = (executor: Db | Trx, work: () => void): void => {
  const queue = committedWorkByTrx.get(executor as Trx);
  if (queue) queue.push(work);
  else work();
};

/**
 * `onCommitted` is called AFTER a transaction run through `transaction()` commits, with every member
 * whose accounts its postings changed; never for a transaction that rolled back.
 */
export const createLedger = (db: Db, opts: { onCommitted?: (members: TouchedMember[]) => void } = {}) => {
  /** db.transaction().execute, then `onCommitted` with the members the postings touched. */
  const transaction = async <T>(work: (trx: Trx) => Promise<T>): Promise<T> => {
    const touched = new Map<string, TouchedMember>();
    const committedWork: (() => void)[] = [];
    const result = await db.transaction().execute((trx) => {
      touchedByTrx.set(trx, touched);
      committedWorkByTrx.set(trx, committedWork);
      return work(trx);
    });
    if (touched.size > 0) opts.onCommitted?.([...touched.values()]);
    for (const run of committedWork) run();
    return result;
  };

  /**
   * Creates the accounts that do not exist yet (idempotent, safe under concurrency); inside a
   * transaction when `executor` is one (a payout to a member who may have no wallet yet).
   */
  const ensureAccounts = async (
    merchantCode: string,
    rows: { code: string; kind: AccountKind; memberId: number | null; vendor: string | null }[],
    executor: Db | Trx = db,
  ) => {
    await executor
      .insertInto('ledger_accounts')
      .values(
        rows.map((r) => ({
          merchant_code: merchantCode,
          code: r.code,
          kind: r.kind,
          member_id: r.memberId,
          vendor_code: r.vendor,
          allow_negative:
            r.kind === 'CLEARING' ||
            r.kind === 'HOUSE' ||
            r.kind === 'PLAY_BANK' ||
            r.kind === 'COMMISSION' ||
            r.kind === 'PROMOTION'
              ? 1
              : 0,
        })),
      )
      .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
      .execute();
  };

  const ensureSystemAccounts = (merchantCode: string, executor: Db | Trx = db) =>
    ensureAccounts(
      merchantCode,
      (Object.keys(systemAccounts) as (keyof typeof systemAccounts)[]).map((kind) => ({
        code: systemAccounts[kind],
        kind,
        memberId: null,
        vendor: null,
      })),
      executor,
    );

  const ensureMemberAccounts = (
    merchantCode: string,
    memberId: number,
    vendors: readonly string[],
    executor: Db | Trx = db,
  ) =>
    ensureAccounts(
      merchantCode,
      [
        { code: mainCode(memberId), kind: 'MAIN', memberId, vendor: null },
        ...vendors.map((v) => ({
          code: vendorCode(memberId, v),
          kind: 'VENDOR' as const,
          memberId,
          vendor: v,
        })),
      ],
      executor,
    );

  /** The member's play-money account (created on first free-mode use, never with the real wallets). */
  const ensurePlayAccount = (merchantCode: string, memberId: number) =>
    ensureAccounts(merchantCode, [{ code: playCode(memberId), kind: 'PLAY', memberId, vendor: null }]);

  /** Account ids by code (the accounts must exist). */
  const accountIds = async (merchantCode: string, codes: string[], executor: Db | Trx = db) => {
    const rows = await executor
      .selectFrom('ledger_accounts')
      .select(['id', 'code'])
      .where('merchant_code', '=', merchantCode)
      .where('code', 'in', codes)
      .execute();
    const map = new Map(rows.map((r) => [r.code, r.id]));
    return codes.map((c) => {
      const id = map.get(c);
      if (id === undefined) throw new Error(`ledger account ${c} missing`);
      return id;
    });
  };

  /** Writes one balanced entry in `trx`; throws insufficient_balance when a guarded debit fails. */
  const post = async (
    trx: Trx,
    entry: {
      merchantCode: string;
      memberId: number | null;
      type: EntryType;
      reference?: string | null;
      reversesEntryId?: number | null;
      at: string;
      lines: Line[];
    },
  ): Promise<PostedEntry> => {
    if (entry.lines.length < 2 || entry.lines.reduce((s, l) => s + l.amount, 0n) !== 0n) {
      throw new Error('journal entry postings must sum to zero');
    }
    const balances = new Map<number, bigint>();
    const applied: { line: Line; after: bigint }[] = [];
    for (const line of [...entry.lines].sort((a, b) => a.accountId - b.accountId)) {
      const amount = line.amount;
      let query = trx
        .updateTable('ledger_accounts')
        .set({ balance: sql`balance + ${amount}` })
        .where('id', '=', line.accountId);
      if (amount < 0n) {
        query = query.where((eb) => eb.or([eb('allow_negative', '=', 1), eb('balance', '>=', -amount)]));
      }
      const row = await query.returning([moneyText('balance').as('balance'), 'member_id']).executeTakeFirst();
      if (!row) throw new AppError('insufficient_balance', 'Insufficient balance');
      if (row.member_id !== null) {
        const memberId = Number(row.member_id);
        touchedByTrx
          .get(trx)
          ?.set(`${entry.merchantCode}:${memberId}`, { merchantCode: entry.merchantCode, memberId });
      }
      const after = BigInt(row.balance);
      balances.set(line.accountId, after);
      applied.push({ line, after });
    }
    const { id: entryId } = await trx
      .insertInto('journal_entries')
      .values({
        merchant_code: entry.merchantCode,
        member_id: entry.memberId,
        type: entry.type,
        reference: entry.reference ?? null,
        reverses_entry_id: entry.reversesEntryId ?? null,
        created_at: entry.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('postings')
      .values(
        applied.map(({ line, after }) => ({
          entry_id: entryId,
          account_id: line.accountId,
          amount: line.amount,
          balance_after: after,
        })),
      )
      .execute();
    return { entryId, balances };
  };

  /** A correction: a new entry with every posting of `entryId` negated. */
  const reverse = async (trx: Trx, merchantCode: string, entryId: number, at: string) => {
    const original = await trx
      .selectFrom('journal_entries')
      .select(['member_id'])
      .where('id', '=', entryId)
      .where('merchant_code', '=', merchantCode)
      .executeTakeFirst();
    if (!original) throw new AppError('not_found', `No journal entry ${entryId}`);
    const postings = await trx
      .selectFrom('postings')
      .select(['account_id', moneyText('amount').as('amount')])
      .where('entry_id', '=', entryId)
      .execute();
    return post(trx, {
      merchantCode,
      memberId: original.member_id,
      type: 'REVERSAL',
      reversesEntryId: entryId,
      at,
      lines: postings.map((p) => ({ accountId: p.account_id, amount: -BigInt(p.amount) })),
    });
  };

  /**
   * Locks the account row for the rest of `trx` and reads its balance: a no-op UPDATE is the row lock
   * on both databases (SQLite's single writer already serialises), and on PostgreSQL a waiting UPDATE
   * re-reads the row once the holder commits, so the balance returned is the latest.
   */
  const lockBalance = async (trx: Trx, accountId: number): Promise<bigint> => {
    const row = await trx
      .updateTable('ledger_accounts')
      .set({ balance: sql`balance` })
      .where('id', '=', accountId)
      .returning(moneyText('balance').as('balance'))
      .executeTakeFirstOrThrow();
    return BigInt(row.balance);
  };

  const balanceOf = async (accountId: number, executor: Db | Trx = db): Promise<bigint> => {
    const row = await executor
      .selectFrom('ledger_accounts')
      .select(moneyText('balance').as('balance'))
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    return BigInt(row.balance);
  };

  return {
    transaction,
    ensureSystemAccounts,
    ensureMemberAccounts,
    ensurePlayAccount,
    accountIds,
    post,
    reverse,
    lockBalance,
    balanceOf,
  };
};

export type Ledger = ReturnType<typeof createLedger>;
