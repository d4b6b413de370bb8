/** Money as the drivers hand it over (bigint on PostgreSQL, number or text on SQLite). */
type Money = bigint | number | string;

/** The merchant's vendor-wallet settings (0013). No row: automatic transfer off, 30 idle minutes. */
export interface VendorWalletSettingsTable {
  merchant_code: string;
  /** 1: a launch moves the main wallet into the game's vendor wallet and leaving moves it back. */
  auto_transfer: number;
  /** A game-wallet session with no launch, bet or win for this long is swept back to main. */
  idle_minutes: number;
}

/**
 * playing: the game page is open; pending_return: the game page closed (or went idle) and the wallet
 * goes back to main once no other game plays from it and no round of its vendor is open; closed: done.
 */
export type GameWalletSessionStatus = 'playing' | 'pending_return' | 'closed';

/** One automatic transfer into a vendor wallet at a game launch (0013). */
export interface GameWalletSessionsTable {
  /** Random id the client sends to leaveGame (never guessable: another member's id is refused anyway). */
  id: string;
  merchant_code: string;
  member_id: number;
  /** The vendor wallet the game plays from (PG, EG2, JDB for the demo merchant). */
  wallet_code: string;
  node_id: string;
  /** The launch's idempotency key: unique per member, so a retried launch never moves twice. */
  launch_key: string;
  status: GameWalletSessionStatus;
  /** What the launch moved from main into the wallet (0 when main was empty). */
  moved_in: Money;
  entry_in_id: number | null;
  /** The journal entry that moved the wallet back to main (null when it held nothing or is pending). */
  entry_out_id: number | null;
  created_at: string;
  last_active_at: string;
  ended_at: string | null;
}

/** The vendor-wallets module's tables, composed into DatabaseSchema (db/schema.ts). */
export interface VendorWalletTables {
  vendor_wallet_settings: VendorWalletSettingsTable;
  game_wallet_sessions: GameWalletSessionsTable;
}
