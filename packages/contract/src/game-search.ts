import { z } from 'zod';
import { gameListMaxPageSize, gameListValueSchema } from './game-lists.js';
import { gameTypeSchema, languageSchema } from './site.js';

/**
 * Game search (issue 14): games whose name (in the player's language or the catalogue's English name)
 * or vendor name contains every word of the query. The answer is a game-list page plus the match count,
 * so search results render with the same cards as the catalogue. docs/decisions.md records the rules.
 */

// GET /wps/game/search
export const gameSearchQuerySchema = z.object({
  merchant: z.string().min(1).max(64),
  /** The typed text; its normalized length must be within the limits above. */
  q: z.string().max(1_000),
  /** Names are matched and shown in this language; none means the catalogue's English names. */
  language: languageSchema.optional(),
  /** Limits results to a category like the game list does (ESPORTS, COCKFIGHT list SPORTS, MXWIN RNG). */
  gameType: gameTypeSchema.optional(),
  /** Limits results to one vendor (a category page showing one provider). */
  vassalage: z.string().min(1).max(64).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(gameListMaxPageSize).default(24),
});
export type GameSearchQuery = z.infer<typeof gameSearchQuerySchema>;

export const gameSearchValueSchema = gameListValueSchema.extend({
  /** Number of matching games (all pages). */
  total: z.number().int().min(0),
});
export type GameSearchValue = z.infer<typeof gameSearchValueSchema>;
