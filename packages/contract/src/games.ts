import { z } from 'zod';
import { gameTypeSchema, languageSchema } from './site.js';

/** A game or vendor card (spec section 3, Game). */
export const gameCardSchema = z.object({
  nodeId: z.string(),
  vassalage: z.string(),
  gameCode: z.string(),
  gameCategory: z.string(),
  gameType: gameTypeSchema,
  /** 'VASSALAGE' marks a provider whose games open in a popup list. */
  isGame: z.string(),
  title: z.string(),
  displayName: z.string(),
  showIcon: z.string().optional(),
  iconUrl: z.string(),
  gameName: z.string().optional(),
  nodeName: z.string(),
  gameClassify: z.string().optional(),
});
export type GameCard = z.infer<typeof gameCardSchema>;

/** Vendor category (spec section 3): title, cards, gameClassify. */
export const vendorLaneSchema = z.object({
  title: gameTypeSchema,
  gameClassify: z.string().optional(),
  cards: z.array(gameCardSchema),
});
export type VendorLane = z.infer<typeof vendorLaneSchema>;

export const gameVendorQuerySchema = z.object({
  merchantCode: z.string().min(1).max(64),
  platform: z.literal('html5-desktop'),
  language: languageSchema.optional(),
  /** The default request flushes the cache (spec 4.8); 'false' lets the server answer from cache. */
  flush: z.enum(['true', 'false']).optional(),
});

export const gameVendorValueSchema = z.object({
  data: z.object({ lanes: z.array(vendorLaneSchema) }),
});
export type GameVendorValue = z.infer<typeof gameVendorValueSchema>;
