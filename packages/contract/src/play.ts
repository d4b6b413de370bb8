import { z } from 'zod';
import { gameCardSchema } from './games.js';
import { gameTypeSchema, languageSchema } from './site.js';

/**
 * Game launch, bet records, profit and loss and the winner board (issue 5, spec 2.6, 4.6, 7.3).
 * Money is a two-decimal string (money.ts); dates are ISO strings, `to` exclusive.
 */
const amountSchema = z.string().regex(/^-?\d+\.\d{2}$/);
const nodeIdSchema = z.string().min(1).max(64);

export const launchModeSchema = z.enum(['real', 'free']);
export type LaunchMode = z.infer<typeof launchModeSchema>;

/**
 * Start-game action (spec 4.6, 7.3: game, free-trial flag). The game is named by its nodeId, or by
 * vassalage + gameCode; `freeTrial: true` plays with play money only, never the wallet.
 */
export const launchGameBodySchema = z
  .object({
    nodeId: nodeIdSchema.optional(),
    vassalage: z.string().min(1).max(32).optional(),
    gameCode: z.string().min(1).max(64).optional(),
    /** Sent by the client with the card; the catalogue's own type decides. */
    gameType: gameTypeSchema.optional(),
    freeTrial: z.boolean().default(false),
    language: languageSchema.optional(),
    platform: z.enum(['html5-desktop', 'html5-mobile']).default('html5-desktop'),
  })
  .refine((b) => b.nodeId !== undefined || (b.vassalage !== undefined && b.gameCode !== undefined), {
    message: 'name the game by nodeId, or by vassalage and gameCode',
  });
export type LaunchGameBody = z.input<typeof launchGameBodySchema>;

/**
 * The sports provider's launch (relay GCS_gameLaunchFB, spec 7.3): opens the sportsbook of the named
 * SPORTS vendor (`vassalage`), or of the merchant's first one; answered like launchGame.
 */
export const gameLaunchFBBodySchema = z.object({
  vassalage: z.string().min(1).max(32).optional(),
  freeTrial: z.boolean().default(false),
  language: languageSchema.optional(),
  platform: z.enum(['html5-desktop', 'html5-mobile']).default('html5-desktop'),
});

export const launchGameValueSchema = z.object({
  /** Same-origin URL of the game page to open (iframe or new tab). */
  url: z.string(),
  mode: launchModeSchema,
  nodeId: z.string(),
  vassalage: z.string(),
  gameName: z.string(),
  /** The wallet a real game plays from: 'MAIN' or a vendor wallet code; null in free trial. */
  wallet: z.string().nullable(),
  /** When the launch token stops being accepted (ISO). */
  expiresAt: z.string(),
  /**
   * The merchant's automatic transfer (autoTransfer) opened a game-wallet session for this launch: send
   * its id to leaveGame when the game page closes. Null when the setting is off, in free trial, or for
   * a game that plays from the main wallet.
   */
  walletSession: z.string().nullable(),
  /** What the automatic transfer moved from the main wallet into the game's wallet at this launch. */
  transferred: amountSchema.nullable(),
});
export type LaunchGameValue = z.infer<typeof launchGameValueSchema>;

/**
 * POST /wps/game/leaveGame (issue 14): the game page closed. The game's wallet goes back to the main
 * wallet unless another open game plays from it or a round of its vendor is still open (then the
 * server's sweep returns it later).
 */
export const leaveGameBodySchema = z.object({ walletSession: z.string().min(8).max(64) });
export const leaveGameValueSchema = z.object({
  wallet: z.string(),
  /** Moved from the game's wallet back to the main wallet by this call ('0.00' when nothing moved). */
  returned: amountSchema,
  /** True when the money stays in the game's wallet for now (another game or an open round uses it). */
  pending: z.boolean(),
});
export type LeaveGameValue = z.infer<typeof leaveGameValueSchema>;

const dateOrDateTime = z.iso.datetime({ offset: true }).or(z.iso.date());

/** Bet record list of the member centre page personalHistoryCopy. */
export const betRecordsQuerySchema = z.object({
  from: dateOrDateTime.optional(),
  to: dateOrDateTime.optional(),
  gameType: gameTypeSchema.optional(),
  vendor: z.string().min(1).max(32).optional(),
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const betTotalsSchema = z.object({
  rounds: z.number().int(),
  bet: amountSchema,
  validBet: amountSchema,
  win: amountSchema,
  /** The member's result: win - bet (negative when the member lost). */
  profit: amountSchema,
});
export type BetTotals = z.infer<typeof betTotalsSchema>;

export const betRecordSchema = z.object({
  id: z.number().int(),
  roundId: z.string(),
  vendorCode: z.string(),
  nodeId: z.string(),
  gameName: z.string(),
  gameType: z.string(),
  bet: amountSchema,
  validBet: amountSchema,
  win: amountSchema,
  profit: amountSchema,
  status: z.enum(['settled']),
  createdAt: z.string(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

/** A bet whose round is still open (a sports bet before its fixtures end): not in the totals. */
export const pendingBetSchema = z.object({
  roundId: z.string(),
  vendorCode: z.string(),
  nodeId: z.string(),
  gameName: z.string(),
  gameType: z.string(),
  bet: amountSchema,
  status: z.enum(['pending']),
  createdAt: z.string(),
});
export type PendingBet = z.infer<typeof pendingBetSchema>;

export const betRecordsValueSchema = z.object({
  content: z.array(betRecordSchema),
  /** The member's open real-money rounds matching the filters, newest first (up to 50). */
  pending: z.array(pendingBetSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  /** Over every record matching the filters, not only this page. */
  totals: betTotalsSchema,
  /** The provider filter's choices: every vendor of the merchant (code and display name). */
  vendors: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type BetRecordsValue = z.infer<typeof betRecordsValueSchema>;

/** Profit and loss of the member centre page personalProfit. */
export const profitPeriods = ['today', 'yesterday', 'last7days', 'thisMonth', 'range'] as const;
export const profitLossQuerySchema = z
  .object({
    period: z.enum(profitPeriods).default('today'),
    /** Required with period=range. */
    from: dateOrDateTime.optional(),
    to: dateOrDateTime.optional(),
    /** The viewer's UTC offset in minutes (e.g. 540 for KST), so "today" is the viewer's day. */
    tzOffsetMinutes: z.coerce.number().int().min(-720).max(840).default(0),
  })
  .refine((q) => q.period !== 'range' || (q.from !== undefined && q.to !== undefined), {
    message: 'period=range needs from and to',
  });

export const profitLossValueSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: betTotalsSchema,
  byGameType: z.array(betTotalsSchema.extend({ gameType: z.string() })),
});
export type ProfitLossValue = z.infer<typeof profitLossValueSchema>;

/** Winner board (spec 3, 7.3): gameCategory ALL or a game type, language, limitNum 20. */
export const winnerBoardQuerySchema = z.object({
  gameCategory: z.union([z.literal('ALL'), gameTypeSchema]).default('ALL'),
  language: languageSchema.optional(),
  limitNum: z.coerce.number().int().min(1).max(50).default(20),
});

export const winnerSchema = z.object({
  /** Masked account, e.g. ab***yz. */
  customerName: z.string(),
  winAmount: amountSchema,
  createdAt: z.string(),
  game: gameCardSchema,
});
export const winnerBoardValueSchema = z.object({ list: z.array(winnerSchema) });
export type WinnerBoardValue = z.infer<typeof winnerBoardValueSchema>;

/**
 * The PVP room list (relay GLS2_roomList, spec 7.3): the card tables of the PVP category that are
 * open now, for the lobby to show before a player sits down. `vassalage` narrows it to one vendor.
 */
export const pvpRoomListQuerySchema = z.object({
  vassalage: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,16}$/)
    .optional(),
  /** The most rooms answered (1-100, 24 unless asked): the fullest first, then in catalogue order. */
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
export const pvpRoomSchema = z.object({
  nodeId: nodeIdSchema,
  gameName: z.string(),
  vendorCode: z.string(),
  /** The card game the room deals ('niuniu'). */
  game: z.string(),
  seats: z.number().int(),
  /** Seats held in the hand now open for bets (or being dealt). */
  seated: z.number().int(),
  /** A seat's stake limits. */
  minBet: amountSchema,
  maxBet: amountSchema,
  phase: z.enum(['betting', 'result']),
  /** When the hand's bets close and when the next hand opens (server clock, epoch ms). */
  closesAt: z.number(),
  endsAt: z.number(),
});
export type PvpRoom = z.infer<typeof pvpRoomSchema>;
export const pvpRoomListValueSchema = z.object({ serverTime: z.number(), rooms: z.array(pvpRoomSchema) });
export type PvpRoomListValue = z.infer<typeof pvpRoomListValueSchema>;
