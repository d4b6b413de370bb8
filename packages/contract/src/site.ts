import { z } from 'zod';
import { languagePacks } from './constants.js';
import { prizeModes, wireGameTypes } from './game-types.js';

export const gameTypeSchema = z.enum(wireGameTypes);
export type { GameType } from './game-types.js';

/** Language codes accepted on the wire: the packs we ship; the site lists which it supports. */
export const languageSchema = z.enum(languagePacks);

/** Site config of spec section 3, delivered inside the permission response. */
export const siteConfigSchema = z.object({
  merchantCode: z.string(),
  platform: z.literal('WEB'),
  lotteryType: z.string(),
  defaultLanguage: languageSchema,
  supportedLanguages: z.array(languageSchema).min(1),
  esportVendors: z.array(z.string()),
  cockfightVendors: z.array(z.string()),
  prizeModes: z.array(z.enum(prizeModes)),
  currency: z.string().length(3),
  currencySymbol: z.string(),
  minimumAge: z.number().int().min(0),
  socialChannels: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
