import { z } from 'zod';

/**
 * Raffles (spec 7.5 claimRafflePromotion and the winner rank list; issue 20). A raffle gives one
 * ticket per `ticketAmount` of the member's approved deposits or valid bets between its start and
 * end; the member claims its tickets to enter (again later for the ones earned since), and at the
 * draw time the server draws the prizes by rank among the claimed tickets, weighted by them, one
 * prize per member, and pays them to the winners' main wallets.
 */
const amount = z.string().regex(/^-?\d+\.\d{2}$/);

export const raffleBases = ['DEPOSIT', 'VALID_BET'] as const;
export const raffleStatuses = ['upcoming', 'open', 'closed', 'drawn'] as const;

export const raffleWinnerSchema = z.object({
  rank: z.number().int(),
  /** Masked like the winner board: "ab***yz". */
  account: z.string(),
  prize: amount,
  tickets: z.number().int(),
  me: z.boolean(),
});
export type RaffleWinner = z.infer<typeof raffleWinnerSchema>;

export const raffleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  basis: z.enum(raffleBases),
  ticketAmount: amount,
  startsAt: z.string(),
  endsAt: z.string(),
  drawAt: z.string(),
  /** upcoming (before start), open (earning), closed (ended, waiting for the draw), drawn. */
  status: z.enum(raffleStatuses),
  /** Prize of rank 1, 2, ... */
  prizes: z.array(amount),
  /** Tickets the member's records give so far, and how many of them it has claimed. */
  earnedTickets: z.number().int(),
  claimedTickets: z.number().int(),
  /** Tickets claimed by everyone (the member's chance is claimed / total). */
  totalTickets: z.number().int(),
  winners: z.array(raffleWinnerSchema),
});
export type Raffle = z.infer<typeof raffleSchema>;

/** GET /wps/relay/raffles (T): the raffles open, waiting or drawn in the last 30 days, soonest draw first. */
export const rafflesQuerySchema = z.object({ language: z.string().max(8).optional() });
export const rafflesValueSchema = z.object({ raffles: z.array(raffleSchema) });

/** POST claimRafflePromotion (T, Idempotency-Key): claims the tickets earned so far. */
export const raffleClaimBodySchema = z.object({
  raffleId: z.coerce.number().int().min(1).max(2_147_483_647),
  language: z.string().max(8).optional(),
});
export const raffleClaimValueSchema = z.object({ raffle: raffleSchema });

/** GET winnerRankList (public): the winners of one raffle, or of the last drawn one. */
export const winnerRankQuerySchema = z.object({
  raffleId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  language: z.string().max(8).optional(),
});
export const winnerRankValueSchema = z.object({
  raffle: z.object({ id: z.number().int(), title: z.string(), drawnAt: z.string() }).nullable(),
  winners: z.array(raffleWinnerSchema),
});
