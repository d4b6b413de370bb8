import { z } from 'zod';
import { executionCodes } from './announcements.js';
import { constants } from './constants.js';
import { languageSchema } from './site.js';

/**
 * agentAnnouncement (spec 2.7; issue 16): the operator's notices for agents. Besides the popup
 * audiences of spec 4.9 (A, B, F) a notice may name G, agents: it shows on this page only, never in the
 * player site's marquee or notice list. The page lists those and the notices for everyone, newest first.
 */
export const agentAudience = 'G';
export const announcementAudiences = [...executionCodes, agentAudience] as const;
export type AnnouncementAudience = (typeof announcementAudiences)[number];

export const agentAnnouncementsQuerySchema = z.object({
  language: languageSchema.optional(),
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(constants.noticePageSize),
});
export type AgentAnnouncementsQuery = z.infer<typeof agentAnnouncementsQuerySchema>;

export const agentAnnouncementSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Operator HTML, sanitized when saved. */
  content: z.string(),
  /** True for a notice addressed to agents only (G), false for one every visitor sees. */
  forAgents: z.boolean(),
  /** When it started showing: its schedule's start, else when it was last saved (UTC ISO). */
  publishedAt: z.string(),
});
export type AgentAnnouncement = z.infer<typeof agentAnnouncementSchema>;

export const agentAnnouncementsValueSchema = z.object({
  content: z.array(agentAnnouncementSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  count: z.number().int(),
});
export type AgentAnnouncementsValue = z.infer<typeof agentAnnouncementsValueSchema>;
