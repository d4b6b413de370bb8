import { z } from 'zod';
import { languagePacks } from './constants.js';

/** Game types of spec section 3. */
export const gameTypes = [
  'HOME',
  'PROMO',
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
] as const;
export const gameTypeSchema = z.enum([...gameTypes, 'MXWIN']);
export type GameType = z.infer<typeof gameTypeSchema>;

export const prizeModes = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;

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
