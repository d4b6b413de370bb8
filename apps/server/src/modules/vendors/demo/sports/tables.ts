import type { Generated } from 'kysely';

/** The demo vendor's sportsbook (issue 19, migration.ts). Vendor side: a real vendor keeps these. */

/** Money as the drivers hand it over (bigint on PostgreSQL, number or text on SQLite). */
type Money = bigint | number | string;

/**
 * A fixture's decided result, written once when its result time comes (the first process to ask
 * inserts it) or by the operator (`sports cancel`, `sports result`). Every change raises `revision`:
 * bets settled on an older revision are resettled.
 */
export interface DemoSportsResultsTable {
  fixture_id: string;
  status: 'final' | 'cancelled';
  home_score: number | null;
  away_score: number | null;
  revision: number;
  decided_at: string;
}

/** One bet (a single or an accumulator): one protocol round, debited once, credited once. */
export interface DemoSportsBetsTable {
  bet_id: string;
  session_hash: string;
  /** The page's id for the bet: a resend finds the bet instead of placing it twice. */
  placement: string;
  member_id: number;
  node_id: string;
  mode: 'real' | 'free';
  stake: Money;
  /** Combined odds in hundredths. */
  odds: number;
  payout: Money | null;
  status: 'placing' | 'open' | 'settling' | 'settled' | 'resettling' | 'void' | 'refused';
  /** When the last of its fixtures has its result. */
  settles_at: string;
  claimed_at: string | null;
  placed_at: string;
  settled_at: string | null;
}

export interface DemoSportsLegsTable {
  id: Generated<number>;
  bet_id: string;
  leg_no: number;
  fixture_id: string;
  sport: string;
  home: string;
  away: string;
  kickoff_at: string;
  market: string;
  selection: 'home' | 'draw' | 'away' | 'over' | 'under';
  odds: number;
  outcome: 'won' | 'half_won' | 'void' | 'half_lost' | 'lost' | null;
  /** The result revision the leg was settled on. */
  settled_revision: number | null;
}

export interface SportsbookTables {
  demo_sports_results: DemoSportsResultsTable;
  demo_sports_bets: DemoSportsBetsTable;
  demo_sports_legs: DemoSportsLegsTable;
}
