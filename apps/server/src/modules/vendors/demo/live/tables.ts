import type { Generated } from 'kysely';

/** The demo vendor's live tables (issue 19, migration.ts). Vendor side: a real vendor keeps these. */

/** Money as the drivers hand it over (bigint on PostgreSQL, number or text on SQLite). */
type Money = bigint | number | string;

/** One table round's result, decided once when its bets close (the first process to ask inserts it). */
export interface DemoLiveResultsTable {
  node_id: string;
  round_no: number;
  /** The game's result as JSON ({"number":17} for roulette). */
  result: string;
  decided_at: string;
}

/**
 * One player's part of one table round: the protocol round the stakes are debited on and the win is
 * credited to. `pending` counts placements whose debit is still on its way: the round is settled only
 * when none is, so a stake is never taken for a round already paid out.
 */
export interface DemoLiveRoundsTable {
  round_id: string;
  node_id: string;
  round_no: number;
  /** The table game's kind ('roulette'): what the result means and what each bet returns. */
  game: string;
  session_hash: string;
  member_id: number;
  mode: 'real' | 'free';
  closes_at: string;
  stake: Money;
  win: Money;
  pending: number;
  status: 'open' | 'settling' | 'settled' | 'void';
  claimed_at: string | null;
  settled_at: string | null;
  created_at: string;
}

/** One bet of a placement: an area and its stake; 'pending' until the placement's debit is booked. */
export interface DemoLiveBetsTable {
  id: Generated<number>;
  round_id: string;
  /** The placement's protocol transaction id (one debit for all the bets placed together). */
  placement: string;
  area: string;
  amount: Money;
  status: 'pending' | 'accepted';
  created_at: string;
}

/** A card table's seat in one round and the player holding it (masked for the others). */
export interface DemoLiveSeatHoldersTable {
  node_id: string;
  round_no: number;
  area: string;
  round_id: string;
  player: string;
}

export interface LiveTableTables {
  demo_live_results: DemoLiveResultsTable;
  demo_live_rounds: DemoLiveRoundsTable;
  demo_live_bets: DemoLiveBetsTable;
  demo_live_seat_holders: DemoLiveSeatHoldersTable;
}
