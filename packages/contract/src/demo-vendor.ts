import { z } from 'zod';

/**
 * The built-in demo vendor's game API, called by its game page (the launch URL, opened in an iframe).
 * Not platform calls: they live outside the route table under /demo-vendor/api and answer the
 * envelope. After the session call, send `Authorization: Bearer <sessionToken>`.
 */
export const demoVendorPaths = {
  session: '/demo-vendor/api/session',
  spin: '/demo-vendor/api/spin',
  state: '/demo-vendor/api/state',
  /** A live table's round, recent results, the session's bets and balance (GET). */
  table: '/demo-vendor/api/table',
  /** Places bets on the live table's current round (POST). */
  tableBets: '/demo-vendor/api/table/bets',
  /** WebSocket: the table's results the moment its bets close (see tableSocket* below). */
  tableSocket: '/demo-vendor/live',
} as const;

const amount = z.string().regex(/^-?\d+\.\d{2}$/);

export const demoSessionBodySchema = z.object({ token: z.string().min(10).max(4000) });

export const demoGameStateSchema = z.object({
  mode: z.enum(['real', 'free']),
  currency: z.string(),
  /** Real: the platform wallet the game plays from; free: the session's play money. */
  balance: amount,
  /** Real: the platform wallet the balance is of ('MAIN' or a vendor wallet code); free: null. */
  wallet: z.string().nullable(),
  language: z.string(),
  game: z.object({ nodeId: z.string(), name: z.string(), vendorCode: z.string(), gameType: z.string() }),
  betLevels: z.array(amount),
  /** Engine description: kind 'slot', reels, rows, paylines (rows per reel), paytable, rtp (percent). */
  rules: z.record(z.string(), z.unknown()),
});
export type DemoGameState = z.infer<typeof demoGameStateSchema>;

export const demoSessionValueSchema = demoGameStateSchema.extend({ sessionToken: z.string() });

export const demoSpinBodySchema = z.object({ bet: amount });

export const demoSpinValueSchema = z.object({
  roundId: z.string(),
  bet: amount,
  win: amount,
  balance: amount,
  /** window[reel][row] symbols, rows top to bottom. */
  window: z.array(z.array(z.string())),
  lines: z.array(
    z.object({
      line: z.number().int(),
      symbol: z.string(),
      count: z.number().int(),
      multiplier: z.number().int(),
      win: amount,
    }),
  ),
});
export type DemoSpinValue = z.infer<typeof demoSpinValueSchema>;

// Live tables (issue 19): roulette today; every player at a table plays the same rounds.

const tableRoundSchema = z.object({
  roundNo: z.number().int(),
  /** Epoch milliseconds on the server's clock (see serverTime). */
  opensAt: z.number(),
  closesAt: z.number(),
  endsAt: z.number(),
  phase: z.enum(['betting', 'result']),
  /** What the round offers before its bets open (a cockfight's odds), or null. */
  terms: z.unknown().nullable(),
  /** The round's result once its bets closed ({ number } for roulette), else null. */
  result: z.unknown().nullable(),
});

export const demoTableBetSchema = z.object({
  /** The bet area: 'n17', 'split-1-2', 'red', 'dozen2' ... (the game's rules list them). */
  area: z.string().regex(/^[a-z0-9-]{1,32}$/),
  amount,
});
export type DemoTableBet = z.infer<typeof demoTableBetSchema>;

export const demoTableBetsBodySchema = z.object({
  /** The page's id for this placement: sent again after a lost answer, it is debited once. */
  placement: z.string().regex(/^[A-Za-z0-9-]{8,40}$/),
  bets: z.array(demoTableBetSchema).min(1).max(60),
});

export const demoTableValueSchema = z.object({
  /** The server's clock when it answered, so the page counts down on the table's time. */
  serverTime: z.number(),
  round: tableRoundSchema,
  /** Recent results, newest first (up to 48). */
  history: z.array(z.object({ roundNo: z.number().int(), result: z.unknown() })),
  /** The session's accepted bets on the current round. */
  bets: z.array(demoTableBetSchema),
  /** The session's last settled round at this table. */
  last: z.object({ roundNo: z.number().int(), stake: amount, win: amount }).nullable(),
  /**
   * A card table's seats held this round (empty at other tables): the holder's masked account,
   * whether it is this session, and what is staked on the seat.
   */
  seats: z
    .array(z.object({ area: z.string(), player: z.string(), mine: z.boolean(), stake: amount }))
    .default([]),
  balance: amount,
});
export type DemoTableValue = z.infer<typeof demoTableValueSchema>;

/** The table socket: the page joins with its session token, then hears each round's result. */
export const tableSocketClientSchema = z.object({
  type: z.literal('join'),
  sessionToken: z.string().max(200),
});
export type TableSocketServerMessage =
  { type: 'joined'; roundNo: number } | { type: 'result'; roundNo: number; result: unknown };
