import { z } from 'zod';

/**
 * The demo vendor's sportsbook (issue 19), called by its game page after the session call with
 * `Authorization: Bearer <sessionToken>`, answered with the envelope. Odds are decimal texts ("1.95").
 */
export const demoSportsPaths = {
  /** The book's upcoming fixtures with their markets and current odds (GET). */
  board: '/demo-vendor/api/sports',
  /** The session player's bets: open ones and the latest settled (GET); places one bet (POST). */
  bets: '/demo-vendor/api/sports/bets',
} as const;

const amount = z.string().regex(/^-?\d+\.\d{2}$/);
const odds = z.string().regex(/^\d{1,3}\.\d{2}$/);

export const sportsSelectionKeys = ['home', 'draw', 'away', 'over', 'under'] as const;
export type SportsSelectionKey = (typeof sportsSelectionKeys)[number];

const selectionSchema = z.object({
  key: z.enum(sportsSelectionKeys),
  /** Null: not offered at the moment (its price would be under 1.01). */
  odds: odds.nullable(),
});

export const sportsMarketSchema = z.object({
  /** "1x2", "winner", "handicap:-0.75" (the home side's line), "total:2.5". */
  key: z.string(),
  kind: z.enum(['1x2', 'winner', 'handicap', 'total']),
  /** The line as text ("-0.75", "2.5"); null for 1X2 and the winner. */
  line: z.string().nullable(),
  selections: z.array(selectionSchema),
});
export type SportsMarket = z.infer<typeof sportsMarketSchema>;

export const sportsFixtureSchema = z.object({
  id: z.string(),
  sport: z.string(),
  home: z.string(),
  away: z.string(),
  /** Epoch milliseconds: bets close at the kick-off. */
  kickoffAt: z.number(),
  markets: z.array(sportsMarketSchema),
});
export type SportsFixture = z.infer<typeof sportsFixtureSchema>;

export const sportsLimitsSchema = z.object({
  minStake: amount,
  maxStake: amount,
  maxPayout: amount,
  /** Most selections in one accumulator. */
  maxLegs: z.number().int(),
});

export const demoSportsBoardSchema = z.object({
  serverTime: z.number(),
  book: z.enum(['sports', 'esports']),
  /** Sports in the book's order, each with its fixtures soonest first. */
  sports: z.array(z.object({ key: z.string(), fixtures: z.array(sportsFixtureSchema) })),
  limits: sportsLimitsSchema,
  /** The book's margin in percent (5 means each selection returns 1 / 1.05 of its stake on average). */
  marginPercent: z.number(),
});
export type DemoSportsBoard = z.infer<typeof demoSportsBoardSchema>;

export const sportsLegInputSchema = z.object({
  fixtureId: z.string().regex(/^[a-z0-9]{2,16}-\d{1,9}$/),
  market: z.string().max(24),
  selection: z.enum(sportsSelectionKeys),
  /** The odds the player saw; a change is refused unless acceptOddsChanges. */
  odds,
});

export const demoSportsBetBodySchema = z.object({
  /** The page's id for this bet: sent again after a lost answer, it is placed once. */
  placement: z.string().regex(/^[A-Za-z0-9-]{8,40}$/),
  stake: amount,
  /** One leg is a single; two or more (different fixtures) an accumulator. */
  legs: z.array(sportsLegInputSchema).min(1).max(10),
  acceptOddsChanges: z.boolean(),
});
export type DemoSportsBetBody = z.infer<typeof demoSportsBetBodySchema>;

export const sportsOutcomes = ['won', 'half_won', 'void', 'half_lost', 'lost'] as const;

export const sportsBetSchema = z.object({
  betId: z.string(),
  kind: z.enum(['single', 'accumulator']),
  stake: amount,
  /** The combined odds accepted (an accumulator's product, rounded down). */
  odds: odds,
  /** What it returns if every leg wins (capped at the book's largest payout). */
  potential: amount,
  /** open: waiting for its fixtures; settled: paid (payout may be 0); void: stake returned; refused. */
  status: z.enum(['placing', 'open', 'settled', 'void', 'refused']),
  payout: amount.nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  legs: z.array(
    z.object({
      fixtureId: z.string(),
      sport: z.string(),
      home: z.string(),
      away: z.string(),
      kickoffAt: z.number(),
      market: z.string(),
      selection: z.enum(sportsSelectionKeys),
      odds,
      /** The final score once decided ("2-1"), "cancelled", or null. */
      result: z.string().nullable(),
      outcome: z.enum(sportsOutcomes).nullable(),
    }),
  ),
});
export type SportsBet = z.infer<typeof sportsBetSchema>;

export const demoSportsBetsSchema = z.object({
  open: z.array(sportsBetSchema),
  /** The latest settled or void bets, newest first (up to 20). */
  settled: z.array(sportsBetSchema),
  balance: amount,
});
export type DemoSportsBets = z.infer<typeof demoSportsBetsSchema>;

export const demoSportsPlacedSchema = z.object({ bet: sportsBetSchema, balance: amount });
export type DemoSportsPlaced = z.infer<typeof demoSportsPlacedSchema>;
