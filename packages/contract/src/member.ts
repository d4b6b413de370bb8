import { z } from 'zod';
import { languageSchema } from './site.js';

/**
 * Member calls of spec section 7.1: member info, icon, change password, first-login action and the
 * language update. Roles (isAgent, isTrial) and abilities are computed on the server from its
 * configured type lists and policy table; the client only reads them.
 */

/** What the signed-in user may do, computed on the server from the policy table (ARCHITECTURE). */
export const abilitiesSchema = z.object({
  /** Member centre, wallet, inbox, favourites, rewards, points: members and agents, not trial. */
  memberCentre: z.boolean(),
  /** Agent entry and agent centre: agent types only. */
  agentCentre: z.boolean(),
  /** Start real-money games (trial users get the "real account needed" dialog instead). */
  playRealGames: z.boolean(),
  changePassword: z.boolean(),
});
export type Abilities = z.infer<typeof abilitiesSchema>;

/** GET /wps/member/info value; also the `member` field of the login responses. */
export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  /** Numeric account type (spec 3); isAgent and isTrial say what it means. */
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  /** True until the first-login action has been called. */
  firstTimeLogin: z.boolean(),
  /** Interface language chosen by the member, or null when never set. */
  language: languageSchema.nullable(),
  abilities: abilitiesSchema,
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** GET /wps/member/info/icon value: a deterministic SVG avatar as a data URL. */
export const memberIconSchema = z.object({ icon: z.string().startsWith('data:image/svg+xml;base64,') });

const password = z.string().min(1).max(128);

/** POST /wps/member/password body (T, E). The rule check uses the registration password rule. */
export const changePasswordBodySchema = z.object({
  oldPassword: password,
  newPassword: password,
  confirmNewPassword: password,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const changePasswordValueSchema = z.object({
  /** Other sessions of the member ended by the change (the current one stays). */
  revokedSessions: z.number().int().min(0),
});

/** POST /wps/member/firstLogin value. */
export const firstLoginValueSchema = z.object({ firstTimeLogin: z.literal(false) });

/** PUT /wps/member/language body and value. */
export const languageUpdateBodySchema = z.object({ language: languageSchema });
export const languageUpdateValueSchema = z.object({ language: languageSchema });
