import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { moneyText, type Trx } from '../wallet/ledger.js';
import type { GameWalletSessionStatus } from './tables.js';

export interface VendorWalletSettings {
  autoTransfer: boolean;
  idleMinutes: number;
}

/** Without a row: off (a merchant opts in), swept after 30 idle minutes. */
export const defaultVendorWalletSettings: VendorWalletSettings = { autoTransfer: false, idleMinutes: 30 };

const sessionColumns = [
  'id',
  'member_id',
  'wallet_code',
  'node_id',
  'status',
  moneyText('moved_in').as('moved_in'),
] as const;

/** SQL of vendor wallets: the merchant setting and the game-wallet sessions of automatic transfers. */
export const createVendorWalletRepository = (db: Db) => ({
  settings: async (merchantCode: string): Promise<VendorWalletSettings> => {
    const row = await db
      .selectFrom('vendor_wallet_settings')
      .select(['auto_transfer', 'idle_minutes'])
      .where('merchant_code', '=', merchantCode)
      .executeTakeFirst();
    return row
      ? { autoTransfer: row.auto_transfer === 1, idleMinutes: row.idle_minutes }
      : defaultVendorWalletSettings;
  },

  setAutoTransfer: (merchantCode: string, on: boolean) =>
    db
      .insertInto('vendor_wallet_settings')
      .values({ merchant_code: merchantCode, auto_transfer: on ? 1 : 0, idle_minutes: 30 })
      .onConflict((oc) => oc.column('merchant_code').doUpdateSet({ auto_transfer: on ? 1 : 0 }))
      .execute(),

  /** The demo seed: on, unless the operator already chose. */
  seedSettings: (merchantCode: string, on: boolean) =>
    db
      .insertInto('vendor_wallet_settings')
      .values({ merchant_code: merchantCode, auto_transfer: on ? 1 : 0, idle_minutes: 30 })
      .onConflict((oc) => oc.column('merchant_code').doNothing())
      .execute(),

  insertSession: (
    trx: Trx,
    row: {
      id: string;
      merchant_code: string;
      member_id: number;
      wallet_code: string;
      node_id: string;
      launch_key: string;
      at: string;
    },
  ) =>
    trx
      .insertInto('game_wallet_sessions')
      .values({
        id: row.id,
        merchant_code: row.merchant_code,
        member_id: row.member_id,
        wallet_code: row.wallet_code,
        node_id: row.node_id,
        launch_key: row.launch_key,
        status: 'playing',
        moved_in: 0n,
        entry_in_id: null,
        entry_out_id: null,
        created_at: row.at,
        last_active_at: row.at,
        ended_at: null,
      })
      .execute(),

  recordMovedIn: (trx: Trx, id: string, amount: bigint, entryId: number | null) =>
    trx
      .updateTable('game_wallet_sessions')
      .set({ moved_in: amount, entry_in_id: entryId })
      .where('id', '=', id)
      .execute(),

  /** The session a launch key opened (the replay of a retried launch). */
  byLaunchKey: (memberId: number, launchKey: string) =>
    db
      .selectFrom('game_wallet_sessions')
      .select(sessionColumns)
      .where('member_id', '=', memberId)
      .where('launch_key', '=', launchKey)
      .executeTakeFirst(),

  /** The member's own session (another member's id reads as none). */
  sessionOf: (trx: Trx, merchantCode: string, memberId: number, id: string) =>
    trx
      .selectFrom('game_wallet_sessions')
      .select(sessionColumns)
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('id', '=', id)
      .executeTakeFirst(),

  /** playing -> pending_return; false when the session was no longer playing. */
  endPlaying: async (trx: Trx, id: string, at: string): Promise<boolean> => {
    const result = await trx
      .updateTable('game_wallet_sessions')
      .set({ status: 'pending_return' satisfies GameWalletSessionStatus, ended_at: at })
      .where('id', '=', id)
      .where('status', '=', 'playing')
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  /** Another game page of the member still plays from this wallet. */
  hasPlaying: async (trx: Trx, memberId: number, wallet: string): Promise<boolean> =>
    (await trx
      .selectFrom('game_wallet_sessions')
      .select('id')
      .where('member_id', '=', memberId)
      .where('wallet_code', '=', wallet)
      .where('status', '=', 'playing')
      .executeTakeFirst()) !== undefined,

  /** A round of a game of this wallet's vendor is still open for the member (its credit may follow). */
  hasOpenRound: async (trx: Trx, merchantCode: string, memberId: number, wallet: string): Promise<boolean> =>
    (await trx
      .selectFrom('game_rounds')
      .innerJoin('games', 'games.node_id', 'game_rounds.node_id')
      .select('game_rounds.id')
      .where('game_rounds.merchant_code', '=', merchantCode)
      .where('game_rounds.member_id', '=', memberId)
      .where('game_rounds.status', '=', 'open')
      .where('games.vendor_code', '=', wallet)
      .executeTakeFirst()) !== undefined,

  /**
   * Locks ledger accounts (a no-op UPDATE: PostgreSQL's row lock; SQLite's single writer already
   * serialises) in id order, the order every ledger posting takes, and answers their balances.
   */
  lockAccounts: async (trx: Trx, ids: readonly number[]): Promise<Map<number, bigint>> => {
    const balances = new Map<number, bigint>();
    for (const id of [...ids].sort((a, b) => a - b)) {
      const row = await trx
        .updateTable('ledger_accounts')
        .set({ balance: sql`balance` })
        .where('id', '=', id)
        .returning(moneyText('balance').as('balance'))
        .executeTakeFirstOrThrow();
      balances.set(id, BigInt(row.balance));
    }
    return balances;
  },

  /** Every pending_return session of the member's wallet -> closed, with the entry that moved it back. */
  closePending: (trx: Trx, memberId: number, wallet: string, entryId: number | null, at: string) =>
    trx
      .updateTable('game_wallet_sessions')
      .set({ status: 'closed' satisfies GameWalletSessionStatus, entry_out_id: entryId, ended_at: at })
      .where('member_id', '=', memberId)
      .where('wallet_code', '=', wallet)
      .where('status', '=', 'pending_return')
      .execute(),

  /**
   * Playing sessions idle since before `cutoff`: launched before it, and no bet, win or transfer has
   * touched the member's wallet of the session since.
   */
  idleSessions: (merchantCode: string, cutoff: string, limit: number) =>
    db
      .selectFrom('game_wallet_sessions as s')
      .select(['s.id', 's.member_id'])
      .where('s.merchant_code', '=', merchantCode)
      .where('s.status', '=', 'playing')
      .where('s.last_active_at', '<', cutoff)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('ledger_accounts as a')
              .innerJoin('postings as p', 'p.account_id', 'a.id')
              .innerJoin('journal_entries as j', 'j.id', 'p.entry_id')
              .select('p.id')
              .whereRef('a.member_id', '=', 's.member_id')
              .whereRef('a.vendor_code', '=', 's.wallet_code')
              .where('j.created_at', '>=', cutoff),
          ),
        ),
      )
      .orderBy('s.last_active_at')
      .limit(limit)
      .execute(),

  /** Members' wallets waiting to go back to main. */
  pendingWallets: (merchantCode: string, limit: number) =>
    db
      .selectFrom('game_wallet_sessions')
      .select(['member_id', 'wallet_code'])
      .distinct()
      .where('merchant_code', '=', merchantCode)
      .where('status', '=', 'pending_return')
      .orderBy('member_id')
      .orderBy('wallet_code')
      .limit(limit)
      .execute(),
});

export type VendorWalletRepository = ReturnType<typeof createVendorWalletRepository>;
