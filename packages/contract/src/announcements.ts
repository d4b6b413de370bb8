import { z } from 'zod';
import { languageSchema } from './site.js';

/**
 * Announcements of spec 3 and 4.9: banners by group, player notices (the marquee), popups and
 * promotions. Served by GET announcements and GET notice (spec 7.3) from the operator's tables.
 */

/** Banner groups of spec 2.3. */
export const bannerGroups = ['w_home', 'w_login', 'w_register', 'w_leftmenu', 'w_forget'] as const;

/** What clicking a banner opens: nothing, a web route, an external URL or a game category. */
export const bannerLinkageTypes = ['NONE', 'ROUTE', 'URL', 'GAME_TYPE'] as const;

export const bannerSchema = z.object({
  groupName: z.enum(bannerGroups),
  title: z.string(),
  /** Image path relative to an image CDN base, or an absolute URL. */
  url: z.string(),
  linkageType: z.enum(bannerLinkageTypes),
  linkage: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** A notice of the list and marquee (spec 3: id, title). */
export const noticeSchema = z.object({ id: z.union([z.string(), z.number()]), title: z.string() });
export type Notice = z.infer<typeof noticeSchema>;

/** Announcement item: title, content (HTML), promotionType. */
export const announcementItemSchema = z.object({
  id: z.union([z.string(), z.number()]),
  title: z.string(),
  content: z.string(),
  promotionType: z.string().nullable().optional(),
});
export type AnnouncementItem = z.infer<typeof announcementItemSchema>;

/** Announcement payload (spec 3): banners, player (notices), popup, promotion. */
export const announcementsValueSchema = z.object({
  banners: z.array(bannerSchema).default([]),
  player: z.array(noticeSchema).default([]),
  popup: z.array(announcementItemSchema).default([]),
  promotion: z.array(announcementItemSchema).default([]),
});
export type AnnouncementsValue = z.infer<typeof announcementsValueSchema>;

/**
 * Announcement types of spec 4.9 and 7.3: B banners, PL player notices (the marquee), PU popups, PR
 * promotions. H is sent by the web client too but the spec names no content for it: accepted, answers
 * nothing.
 */
export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];

/** Popup audiences (spec 3 and 4.9): A logged-in members, B guests, F members at their first login. */
export const executionCodes = ['A', 'B', 'F'] as const;
export type ExecutionCode = (typeof executionCodes)[number];

/** Comma-separated types, e.g. "B,PL,PU,PR,H"; unknown or repeated-garbage lists are bad input. */
const typeListSchema = z
  .string()
  .max(40)
  .regex(/^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$/, 'types is a comma-separated list of B, PL, PU, PR, H');

/** Parses a validated `types` list; absent means every type. */
export const parseAnnouncementTypes = (types: string | undefined): Set<AnnouncementType> =>
  new Set(types ? (types.split(',') as AnnouncementType[]) : announcementTypes);

/** GET announcements: popups are chosen for the caller's session (guest B; member A, plus F at first login). */
export const announcementsQuerySchema = z.object({
  merchantCode: z.string().max(32).optional(),
  language: languageSchema.optional(),
  types: typeListSchema.optional(),
});

/** GET notice (spec 7.3: types, platform W, execution): the audience is the `execution` code asked for. */
export const noticeQuerySchema = z.object({
  merchantCode: z.string().max(32).optional(),
  language: languageSchema.optional(),
  types: typeListSchema.optional(),
  platform: z.literal('W').optional(),
  execution: z.enum(executionCodes).optional(),
});
