import { z } from 'zod';
import { gameCardSchema } from './games.js';
import { gameTypeSchema, languageSchema } from './site.js';

/**
 * Game lists of spec 7.3 beyond the vendor lanes: the paged catalogue, a vendor's game types, hot,
 * popular and recent games, and favourites. Every card is a section-3 Game (games.ts `gameCardSchema`);
 * `iconUrl` is a path relative to an image CDN base, like the vendor cards' icons.
 */

/** Largest page the catalogue list serves; a bigger pageSize is accepted and served this many per page. */
export const gameListMaxPageSize = 120;
/** Largest favourite page, and the most favourites one member may keep (spec 9: favourite page size 999). */
export const favoriteMaxPageSize = 999;
export const favoriteLimit = 999;
/** Recent games keep the member's newest distinct launches, at most this many. */
export const recentGamesLimit = 20;
/** The hot and popular lists answer at most this many cards. */
export const hotGamesLimit = 100;

const code = z.string().min(1).max(64);
const platformSchema = z.enum(['flash', 'html5-desktop']);
const pageNoSchema = z.coerce.number().int().min(1).max(100_000).default(1);

// GET /wps/game/list
export const gameListQuerySchema = z.object({
  clientType: z.literal('3').optional(),
  platform: platformSchema,
  merchant: code,
  /** HOME (or none) lists every type; ESPORTS and COCKFIGHT list SPORTS, MXWIN lists RNG. */
  gameType: gameTypeSchema.optional(),
  pageNo: pageNoSchema,
  /** 12 on HOME, 24 elsewhere (spec 9); 1-999 accepted, served at most `gameListMaxPageSize` per page. */
  pageSize: z.coerce.number().int().min(1).max(999).default(24),
  language: languageSchema.optional(),
  vassalage: code.optional(),
  gameClassify: code.optional(),
});
export type GameListQuery = z.infer<typeof gameListQuerySchema>;

export const gameListValueSchema = z.object({
  games: z.array(gameCardSchema),
  totalPages: z.number().int().min(0),
});
export type GameListValue = z.infer<typeof gameListValueSchema>;

// GET /wps/game/vassalage/types
export const vassalageGameTypesQuerySchema = z.object({
  merchantCode: code,
  vassalage: code,
});

export const vassalageGameTypesValueSchema = z.object({
  vassalage: z.string(),
  /** The game types the vendor offers, in lane order, each with its game classes (SLOT, JP, ...). */
  types: z.array(
    z.object({
      gameType: gameTypeSchema,
      total: z.number().int(),
      classifies: z.array(z.object({ gameClassify: z.string(), total: z.number().int() })),
    }),
  ),
});
export type VassalageGameTypesValue = z.infer<typeof vassalageGameTypesValueSchema>;

// GET /wps/game/hot, GET /wps/game/popular
export const hotGamesQuerySchema = z.object({
  merchantCode: code,
  isPlatform: z.literal('2').optional(),
  vassalage: code.optional(),
  platform: platformSchema,
  language: languageSchema.optional(),
});

export const popularGamesQuerySchema = z.object({
  merchantCode: code,
  platform: platformSchema.optional(),
  language: languageSchema.optional(),
  limit: z.coerce.number().int().min(1).max(hotGamesLimit).default(12),
});

export const gameCardListValueSchema = z.object({ list: z.array(gameCardSchema) });
export type GameCardListValue = z.infer<typeof gameCardListValueSchema>;

// GET /wps/game/recent (T)
export const recentGamesQuerySchema = z.object({
  platform: platformSchema.optional(),
  language: languageSchema.optional(),
});

// Favourites (T)
export const favoriteIdsValueSchema = z.array(z.string());

export const favoriteListQuerySchema = z.object({
  clientType: z.literal('3').optional(),
  platform: platformSchema,
  language: languageSchema.optional(),
  pageNo: pageNoSchema,
  pageSize: z.coerce.number().int().min(1).max(favoriteMaxPageSize).default(favoriteMaxPageSize),
  gameType: gameTypeSchema.optional(),
});

export const favoriteListValueSchema = z.object({
  content: z.array(gameCardSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int().min(0),
});
export type FavoriteListValue = z.infer<typeof favoriteListValueSchema>;

const nodeIdSchema = z.string().min(1).max(32);

export const favoriteAddBodySchema = z.object({
  nodeId: nodeIdSchema,
  /** The game's vassalage (vendor code). */
  vendor: code,
  gameType: gameTypeSchema,
});

export const favoriteRemoveQuerySchema = z.object({ nodeId: nodeIdSchema });

export const favoriteChangeValueSchema = z.object({ nodeId: z.string(), favorite: z.boolean() });
export type FavoriteChangeValue = z.infer<typeof favoriteChangeValueSchema>;
