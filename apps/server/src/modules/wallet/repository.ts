import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { lockMemberRow } from '../../db/row-lock.js';
import { isUniqueViolation, moneyText, sumText, type Trx } from './ledger.js';
import { pageWithTotal } from '../../db/page-with-total.js';

/** SQL of the cashier: merchant wallet settings, channels, bank accounts, orders, history. */
export interface WalletSettings {
  isSingle: boolean;
  currency: string;
  currencySymbol: string;
  withdrawMin: bigint;
  withdrawMax: bigint;
  consolidated: Record<string, boolean>;
}

export const defaultWalletSettings: WalletSettings = {
  isSingle: true,
  currency: 'KRW',
  currencySymbol: '₩',
  withdrawMin: 10_000n,
  withdrawMax: 1_000_000_000n,
  consolidated: {},
};

export const createWalletRepository = (db: Db) => ({
  settings: async (merchantCode: string): Promise<WalletSettings> => {
    const row = await db
      .selectFrom('wallet_settings')
      .select([
        'is_single',
        'currency',
        'currency_symbol',
        'consolidated',
        moneyText('withdraw_min').as('withdraw_min'),
        moneyText('withdraw_max').as('withdraw_max'),
      ])
      .where('merchant_code', '=', merchantCode)
      .executeTakeFirst();
    if (!row) return defaultWalletSettings;
    return {
      isSingle: row.is_single === 1,
      currency: row.currency,
      currencySymbol: row.currency_symbol,
      withdrawMin: BigInt(row.withdraw_min),
      withdrawMax: BigInt(row.withdraw_max),
      consolidated: JSON.parse(row.consolidated) as Record<string, boolean>,
    };
  },

  /** Replaces the merchant's consolidated contract flags; false when the merchant has no wallet settings. */
  setConsolidated: async (merchantCode: string, flags: Record<string, boolean>): Promise<boolean> => {
    const result = await db
      .updateTable('wallet_settings')
      .set({ consolidated: JSON.stringify(flags) })
      .where('merchant_code', '=', merchantCode)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  vendors: (merchantCode: string) =>
    db
      .selectFrom('wallet_vendors')
      .select(['vendor_code', 'name'])
      .where('merchant_code', '=', merchantCode)
      .orderBy('sort_order')
      .execute(),

  channels: async (merchantCode: string) =>
    (
      await db
        .selectFrom('deposit_channels')
        .select([
          'code',
          'name',
          'kind',
          'instructions',
          moneyText('min_amount').as('min'),
          moneyText('max_amount').as('max'),
        ])
        .where('merchant_code', '=', merchantCode)
        .where('enabled', '=', 1)
        .orderBy('sort_order')
        .execute()
    ).map((c) => ({ ...c, min: BigInt(c.min), max: BigInt(c.max) })),

  memberBalances: async (memberId: number) =>
    (
      await db
        .selectFrom('ledger_accounts')
        .select(['kind', 'vendor_code', moneyText('balance').as('balance')])
        .where('member_id', '=', memberId)
        .execute()
    ).map((r) => ({ kind: r.kind, vendor: r.vendor_code, balance: BigInt(r.balance) })),

  /** Main wallet balances of several members (a member without a ledger account yet is absent). */
  mainBalances: async (memberIds: readonly number[]) =>
    memberIds.length === 0
      ? new Map<number, bigint>()
      : new Map(
          (
            await db
              .selectFrom('ledger_accounts')
              .select(['member_id', moneyText('balance').as('balance')])
              .where('member_id', 'in', memberIds)
              .where('kind', '=', 'MAIN')
              .execute()
          ).map((r) => [Number(r.member_id), BigInt(r.balance)]),
        ),

  orderTotals: async (memberId: number) => {
    const dep = await db
      .selectFrom('deposit_orders')
      .select(sumText('amount').as('total'))
      .where('member_id', '=', memberId)
      .where('status', '=', 'approved')
      .executeTakeFirstOrThrow();
    const wd = await db
      .selectFrom('withdraw_orders')
      .select(['status', sumText('amount').as('total')])
      .where('member_id', '=', memberId)
      .groupBy('status')
      .execute();
    const of = (s: string) => BigInt(wd.find((r) => r.status === s)?.total ?? '0');
    return { deposits: BigInt(dep.total), withdrawn: of('approved'), pending: of('in_process') };
  },

  bankAccounts: (memberId: number) =>
    db
      .selectFrom('bank_accounts')
      .select(['id', 'account_name', 'account_number', 'bank_name'])
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute(),

  /**
   * Inserts a bank account unless the member already has `limit` of them or this number: the member
   * row is locked first (db/row-lock.ts), then the member's accounts are counted and the row inserted
   * in the same transaction. 'limit' when refused (a duplicate number included).
   */
  insertBankAccountWithinLimit: async (
    row: {
      member_id: number;
      account_name: string;
      account_number: string;
      bank_name: string;
      created_at: string;
    },
    limit: number,
  ) => {
    try {
      return await db.transaction().execute(async (trx) => {
        await lockMemberRow(trx, row.member_id);
        const existing = await trx
          .selectFrom('bank_accounts')
          .select('account_number')
          .where('member_id', '=', row.member_id)
          .execute();
        if (existing.length >= limit || existing.some((b) => b.account_number === row.account_number)) {
          return 'limit' as const;
        }
        return trx
          .insertInto('bank_accounts')
          .values(row)
          .returning(['id', 'account_name', 'account_number', 'bank_name'])
          .executeTakeFirstOrThrow();
      });
    } catch (error) {
      if (isUniqueViolation(error)) return 'limit' as const;
      throw error;
    }
  },

  depositPage: async (memberId: number, num: number, size: number) => {
    const base = db.selectFrom('deposit_orders').where('member_id', '=', memberId);
    return pageWithTotal(
      base,
      // The channel's display name rides along; an order of a since-removed channel keeps its code.
      base
        .leftJoin('deposit_channels as c', (j) =>
          j
            .onRef('c.merchant_code', '=', 'deposit_orders.merchant_code')
            .onRef('c.code', '=', 'deposit_orders.channel_code'),
        )
        .select([
          'deposit_orders.id',
          'deposit_orders.channel_code',
          'c.name as channel_name',
          'deposit_orders.reference',
          'deposit_orders.status',
          'deposit_orders.created_at',
          'deposit_orders.decided_at',
          moneyText('deposit_orders.amount').as('amount'),
        ])
        .orderBy('deposit_orders.id', 'desc'),
      num,
      size,
    );
  },

  withdrawPage: async (memberId: number, num: number, size: number, onlyId?: number) => {
    let base = db.selectFrom('withdraw_orders').where('withdraw_orders.member_id', '=', memberId);
    if (onlyId !== undefined) base = base.where('withdraw_orders.id', '=', onlyId);
    return pageWithTotal(
      base,
      base
        .innerJoin('bank_accounts', 'bank_accounts.id', 'withdraw_orders.bank_account_id')
        .select((eb) => [
          'withdraw_orders.id',
          'withdraw_orders.status',
          'withdraw_orders.created_at',
          'withdraw_orders.decided_at',
          'withdraw_orders.receipt_status',
          moneyText('withdraw_orders.amount').as('amount'),
          sql<string | null>`cast(withdraw_orders.received_amount as text)`.as('received_amount'),
          eb
            .selectFrom('withdraw_receipt_proofs')
            .select((e) => e.fn.countAll<number | string>().as('c'))
            .whereRef('withdraw_receipt_proofs.withdraw_id', '=', 'withdraw_orders.id')
            .as('proofs'),
          'bank_accounts.id as bank_id',
          'bank_accounts.account_name',
          'bank_accounts.account_number',
          'bank_accounts.bank_name',
        ])
        .orderBy('withdraw_orders.id', 'desc'),
      num,
      size,
    );
  },

  history: async (
    memberId: number,
    filter: { from?: string; to?: string; type?: string; pageNum: number; pageSize: number },
  ) => {
    let base = db
      .selectFrom('postings')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'postings.account_id')
      .innerJoin('journal_entries', 'journal_entries.id', 'postings.entry_id')
      .where('ledger_accounts.member_id', '=', memberId)
      // The account record is real money only; play-money movements are not the member's money.
      .where('ledger_accounts.kind', '<>', 'PLAY');
    if (filter.from) base = base.where('journal_entries.created_at', '>=', filter.from);
    if (filter.to) base = base.where('journal_entries.created_at', '<', filter.to);
    if (filter.type) base = base.where('journal_entries.type', '=', filter.type);
    return pageWithTotal(
      base,
      base
        .select([
          'postings.entry_id',
          'journal_entries.type',
          'journal_entries.created_at',
          'ledger_accounts.vendor_code',
          moneyText('postings.amount').as('amount'),
          moneyText('postings.balance_after').as('balance_after'),
        ])
        .orderBy('postings.id', 'desc'),
      filter.pageNum,
      filter.pageSize,
    );
  },

  /** The member and their upline (same merchant). */
  member: (merchantCode: string, id: number) =>
    db
      .selectFrom('members')
      .select(['id', 'account', 'nickname', 'type', 'upline_id', 'payment_password_hash'])
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .executeTakeFirst(),

  insertDeposit: (
    trx: Trx,
    row: {
      merchant_code: string;
      member_id: number;
      channel_code: string;
      amount: bigint;
      reference: string | null;
      status: 'pending' | 'approved';
      entry_id: number | null;
      created_at: string;
      decided_at: string | null;
    },
  ) => trx.insertInto('deposit_orders').values(row).returning('id').executeTakeFirstOrThrow(),
});

export type WalletRepository = ReturnType<typeof createWalletRepository>;
