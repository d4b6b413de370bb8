import type { Generated } from 'kysely';

type Money = bigint | number | string;

/** A raffle: tickets from deposits or valid bets in [starts_at, ends_at), drawn at draw_at. */
export interface RafflesTable {
  id: Generated<number>;
  merchant_code: string;
  /** JSON language -> title. */
  names: string;
  basis: 'DEPOSIT' | 'VALID_BET';
  /** Minor units of deposits or valid bets per ticket. */
  ticket_amount: Money;
  starts_at: string;
  ends_at: string;
  draw_at: string;
  /** JSON array of prizes in minor units, by rank (strings). */
  prizes: string;
  /** open until drawn; the draw's guarded update makes it drawn once. */
  status: 'open' | 'drawn';
  drawn_at: string | null;
}

/** A member's claimed tickets in a raffle (raised by each later claim, never lowered). */
export interface RaffleEntriesTable {
  raffle_id: number;
  member_id: number;
  tickets: number;
  claimed_at: string;
}

/** A prize drawn: one per rank, one per member, journal entry `entry_id`. */
export interface RaffleWinnersTable {
  raffle_id: number;
  rank: number;
  member_id: number;
  tickets: number;
  prize: Money;
  entry_id: number;
}

export interface RaffleTables {
  raffles: RafflesTable;
  raffle_entries: RaffleEntriesTable;
  raffle_winners: RaffleWinnersTable;
}
