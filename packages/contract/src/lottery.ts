import { z } from 'zod';
import { languageSchema } from './site.js';
import { prizeModes } from './game-types.js';

/**
 * The number lottery (issue 5, spec 2.1, 4.6, 7.4). Every lottery game draws a number of `digits`
 * digits (2 or 3) on a fixed schedule (`intervalSeconds`); bets close `closeSeconds` before the draw.
 * A ticket picks one bet type and 1-10 distinct numbers with one stake per number.
 *
 * Paytable (the return includes the stake; every bet type returns 95 % in expectation, a 5 % house
 * edge): D1 matches the last digit (1 in 10) and pays 9.5x; D2 the last two digits (1 in 100), 95x;
 * D3 all three digits (1 in 1,000), 950x. Money is a two-decimal string (money.ts).
 */
export const lotteryBetTypes = ['D1', 'D2', 'D3'] as const;
export type LotteryBetType = (typeof lotteryBetTypes)[number];

/** Payout multiplier per bet type as a fraction (numerator / denominator), so wins stay integers. */
export const lotteryPaytable: Record<
  LotteryBetType,
  { digits: number; numerator: number; denominator: number }
> = {
  D1: { digits: 1, numerator: 95, denominator: 10 },
  D2: { digits: 2, numerator: 95, denominator: 1 },
  D3: { digits: 3, numerator: 950, denominator: 1 },
};

/** Stake per number: whole currency units from 100.00 to 1,000,000.00. */
export const lotteryStakeLimits = { min: '100.00', max: '1000000.00' } as const;
/** Numbers per ticket. */
export const lotteryMaxNumbers = 10;

/** Prize modes of the site config (spec 3) and the lottery vendors each one lists. */
export const prizeModeSchema = z.enum(prizeModes);
export type PrizeMode = z.infer<typeof prizeModeSchema>;
export const lotteryAreas = ['VN', 'SEA'] as const;

const amount = z.string().regex(/^-?\d+\.\d{2}$/);
const gameCode = z.string().min(1).max(64);
const pageNum = z.coerce.number().int().min(1).max(100_000).default(1);

export const lotteryDrawRefSchema = z.object({
  /** Draws since the epoch at this game's interval: draw n opens at n x intervalSeconds (UTC). */
  drawNo: z.number().int(),
  /** Display number: UTC date and the draw's number within that day ("20261122-0288"). */
  issue: z.string(),
  drawAt: z.string(),
  closeAt: z.string(),
});
export type LotteryDrawRef = z.infer<typeof lotteryDrawRefSchema>;

export const lotteryOpenedSchema = lotteryDrawRefSchema.extend({
  nodeId: z.string(),
  gameCode: z.string(),
  /** The opened number, `digits` digits with leading zeros. */
  result: z.string(),
});
export type LotteryOpened = z.infer<typeof lotteryOpenedSchema>;

export const lotteryMenuGameSchema = z.object({
  nodeId: z.string(),
  gameCode: z.string(),
  vassalage: z.string(),
  gameName: z.string(),
  iconUrl: z.string(),
  /** The game's group (draw speed) used as a tag: MIN1, MIN3, MIN5, VIP, DAILY. */
  gameGroupCode: z.string(),
  digits: z.number().int(),
  betTypes: z.array(z.enum(lotteryBetTypes)),
  intervalSeconds: z.number().int(),
  closeSeconds: z.number().int(),
  /** The draw now taking bets (or about to open when its betting has closed). */
  nextDraw: lotteryDrawRefSchema,
  lastOpened: lotteryOpenedSchema.nullable(),
});
export type LotteryMenuGame = z.infer<typeof lotteryMenuGameSchema>;

export const lotteryMenuGroupSchema = z.object({
  gameGroupCode: z.string(),
  games: z.array(lotteryMenuGameSchema),
});

/** GET /lgw/vn/games/game_menu and /lgw/games/game_menus. */
export const lotteryMenuQuerySchema = z.object({
  prizeMode: prizeModeSchema.default('LOTT'),
  device: z.enum(['WEB', 'H5']).default('WEB'),
});
export const lotteryMenuValueSchema = z.object({
  /** TCG_LOTTO_VN for the VN menus; the prize mode's vendors joined by ',' otherwise. */
  accountTypeName: z.string(),
  prizeMode: prizeModeSchema,
  gameMenus: z.array(lotteryMenuGroupSchema),
  serverTime: z.string(),
});
export type LotteryMenuValue = z.infer<typeof lotteryMenuValueSchema>;

/** GET /lgw/games?prizeMode: the games of a prize mode, flat. */
export const lotteryGamesQuerySchema = z.object({ prizeMode: prizeModeSchema.default('LOTT') });
export const lotteryGamesValueSchema = z.object({
  prizeMode: prizeModeSchema,
  games: z.array(lotteryMenuGameSchema),
  serverTime: z.string(),
});

/** GET /wps/lottery/recent and /lgw/vn/games/game_menu/recent: the member's lottery games, newest first. */
export const recentLotteryValueSchema = z.object({ games: z.array(lotteryMenuGameSchema) });

/** Opened numbers: the latest per game, or one game's history when gameCode is given. */
export const openedNumeroQuerySchema = z.object({
  prizeMode: prizeModeSchema.optional(),
  gameCode: gameCode.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const openedNumeroValueSchema = z.object({ list: z.array(lotteryOpenedSchema) });

/** GET /wps/lottery/lobby/launch (spec 7.4). `lottoView` betting needs `lottoGameCode`. */
export const lobbyLaunchQuerySchema = z.object({
  lottoArea: z.enum(lotteryAreas).optional(),
  launchMode: z.literal('LOTT').default('LOTT'),
  lottoPrizeMode: prizeModeSchema.default('LOTT'),
  lottoGameCode: gameCode.optional(),
  lottoView: z.enum(['betting', 'lobby']).default('lobby'),
  device: z.enum(['WEB', 'H5']).default('WEB'),
  /** Same-origin path to return to. */
  backUrl: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)[^\s\\]*$/)
    .optional(),
  language: languageSchema.optional(),
});
export const lobbyLaunchValueSchema = z.object({
  /** The lottery page to open: /vnLottery, /seaLottery or /lottery with its query. */
  url: z.string(),
  area: z.enum(lotteryAreas).nullable(),
  prizeMode: prizeModeSchema,
  view: z.enum(['betting', 'lobby']),
  device: z.enum(['WEB', 'H5']),
  language: languageSchema.nullable(),
  backUrl: z.string(),
  game: lotteryMenuGameSchema.nullable(),
});
export type LobbyLaunchValue = z.infer<typeof lobbyLaunchValueSchema>;

export const lotteryPaytableEntrySchema = z.object({
  betType: z.enum(lotteryBetTypes),
  /** Digits a number of this bet type has. */
  digits: z.number().int(),
  /** Return per 1.00 staked on a winning number, e.g. "9.50". */
  odds: z.string(),
  /** Expected return in percent, e.g. "95.00". */
  rtp: z.string(),
});

/** GET /wps/lottery/draw?gameCode: one game's draw, paytable and stake limits for the betting view. */
export const lotteryDrawQuerySchema = z.object({ gameCode });
export const lotteryDrawValueSchema = z.object({
  game: lotteryMenuGameSchema,
  serverTime: z.string(),
  paytable: z.array(lotteryPaytableEntrySchema),
  stake: z.object({ min: amount, max: amount, maxNumbers: z.number().int() }),
});
export type LotteryDrawValue = z.infer<typeof lotteryDrawValueSchema>;

export const lotteryTicketStatuses = ['pending', 'placed', 'won', 'lost', 'cancelled'] as const;
export const lotteryTicketSchema = z.object({
  ticketId: z.string(),
  gameCode: z.string(),
  nodeId: z.string(),
  gameName: z.string(),
  drawNo: z.number().int(),
  issue: z.string(),
  drawAt: z.string(),
  betType: z.enum(lotteryBetTypes),
  numbers: z.array(z.string()),
  /** Stake per number. */
  stake: amount,
  total: amount,
  /** Null until settled. */
  win: amount.nullable(),
  status: z.enum(lotteryTicketStatuses),
  mode: z.enum(['real', 'free']),
  result: z.string().nullable(),
  createdAt: z.string(),
});
export type LotteryTicket = z.infer<typeof lotteryTicketSchema>;

/** POST /wps/lottery/bet (Idempotency-Key header). `freeTrial` plays play money, never the wallet. */
export const lotteryBetBodySchema = z.object({
  gameCode,
  drawNo: z.number().int().min(0).max(2_147_483_647),
  betType: z.enum(lotteryBetTypes),
  numbers: z
    .array(z.string().regex(/^\d{1,3}$/))
    .min(1)
    .max(lotteryMaxNumbers),
  stake: z.string().max(20),
  freeTrial: z.boolean().default(false),
});
export type LotteryBetBody = z.input<typeof lotteryBetBodySchema>;
export const lotteryBetValueSchema = z.object({
  ticket: lotteryTicketSchema,
  /** The wallet balance after the stake (real) or the play-money balance (free). */
  balance: amount,
  replayed: z.boolean(),
});
export type LotteryBetValue = z.infer<typeof lotteryBetValueSchema>;

/** GET /wps/lottery/tickets: the member's tickets, newest first. */
export const lotteryTicketsQuerySchema = z.object({
  gameCode: gameCode.optional(),
  mode: z.enum(['real', 'free']).default('real'),
  pageNum,
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const lotteryTicketsValueSchema = z.object({
  content: z.array(lotteryTicketSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  /** The member's play money for free-trial tickets. */
  playBalance: amount,
});
export type LotteryTicketsValue = z.infer<typeof lotteryTicketsValueSchema>;
