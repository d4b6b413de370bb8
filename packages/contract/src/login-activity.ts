import { z } from 'zod';

/**
 * Login history and active sessions (issue 18, security centre): every login attempt on the account
 * with where and how it ended, and the sessions open now, each of which the member can end.
 */
export const loginResults = [
  'success',
  'wrong_password',
  'blocked',
  'excluded',
  /** The password was right from a new IP: the second factor was asked (spec 4.2 step 5). */
  'verify_asked',
  /** A wrong second-factor code or bank account name. */
  'verify_failed',
] as const;
export type LoginResult = (typeof loginResults)[number];

const device = { device: z.string(), browser: z.string() };

export const loginHistoryQuerySchema = z.object({
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const loginHistoryValueSchema = z.object({
  content: z.array(
    z.object({
      at: z.string(),
      ip: z.string(),
      /** ISO country of the address, null for private or unknown ones. */
      country: z.string().nullable(),
      result: z.enum(loginResults),
      ...device,
    }),
  ),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type LoginHistoryValue = z.infer<typeof loginHistoryValueSchema>;

export const activeSessionsQuerySchema = z.object({});
export const activeSessionsValueSchema = z.object({
  sessions: z.array(
    z.object({
      /** An opaque handle for ending the session (never its token). */
      id: z.string(),
      /** The session this answer was asked from. */
      current: z.boolean(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
      ip: z.string(),
      country: z.string().nullable(),
      ...device,
    }),
  ),
});
export type ActiveSessionsValue = z.infer<typeof activeSessionsValueSchema>;

/** Ends one session by its handle, or every session but the current one. */
export const sessionRevokeBodySchema = z.union([
  z.object({ id: z.string().regex(/^[0-9a-f]{16}$/) }),
  z.object({ others: z.literal(true) }),
]);
export type SessionRevokeBody = z.infer<typeof sessionRevokeBodySchema>;
