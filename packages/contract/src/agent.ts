import { z } from 'zod';
import { amountSchema } from './wallet.js';

/**
 * Agent centre (spec 2.7, 6; issue 16): the agent's team. A team is everyone under the agent at any
 * depth (members and sub-agents); "direct" downlines are one level down. Account types: the spec's
 * agent types (1, 2, 41, 42) are shown as AGENT, every other real account as MEMBER.
 */
export const agentAccountTypes = ['MEMBER', 'AGENT'] as const;
export type AgentAccountType = (typeof agentAccountTypes)[number];

/**
 * A downline's status: PENDING until it has signed in and replaced the initial password it was opened
 * with, ACTIVE when it signed in within `dormantAfterDays`, DORMANT otherwise.
 */
export const downlineStatuses = ['PENDING', 'ACTIVE', 'DORMANT'] as const;
export type DownlineStatus = (typeof downlineStatuses)[number];
export const dormantAfterDays = 30;

/** Page size of the agent centre's lists. */
export const agentPageSize = 20;

/** POST registerCenter (open account): a member or sub-agent directly under the calling agent. */
export const openAccountBodySchema = z.object({
  accountType: z.enum(agentAccountTypes),
  /** Checked against the merchant's username rule, as in registration. */
  username: z.string().trim().min(1).max(64),
  nickname: z.string().trim().min(1).max(32).optional(),
});
export type OpenAccountBody = z.infer<typeof openAccountBodySchema>;

export const openAccountValueSchema = z.object({
  account: z.string(),
  nickname: z.string(),
  accountType: z.enum(agentAccountTypes),
  createdAt: z.string(),
  /** Always true: the account signs in with the merchant's initial password and must change it. */
  mustChangePassword: z.literal(true),
});
export type OpenAccountValue = z.infer<typeof openAccountValueSchema>;

const isoDate = z.iso.date();

/** GET downlineManagmentView: the agent's direct or all-level downlines, filtered and paged. */
export const downlinesQuerySchema = z.object({
  scope: z.enum(['direct', 'all']).default('direct'),
  /** Part of an account name (case-insensitive). */
  account: z.string().trim().min(1).max(64).optional(),
  /** Depth under the agent: 1 = direct. */
  level: z.coerce.number().int().min(1).max(100).optional(),
  accountType: z.enum(agentAccountTypes).optional(),
  status: z.enum(downlineStatuses).optional(),
  /** Joined on or after this day / on or before this day (the server's calendar days, UTC). */
  joinedFrom: isoDate.optional(),
  joinedTo: isoDate.optional(),
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(agentPageSize),
});
export type DownlinesQuery = z.infer<typeof downlinesQuerySchema>;

export const downlineSchema = z.object({
  account: z.string(),
  nickname: z.string(),
  accountType: z.enum(agentAccountTypes),
  /** Depth under the calling agent (1 = direct). */
  level: z.number().int(),
  /** Account of the downline's own upline (the calling agent for a direct downline). */
  upline: z.string(),
  status: z.enum(downlineStatuses),
  joinedAt: z.string(),
  lastLoginAt: z.string().nullable(),
  balance: amountSchema,
  /** Everyone under this downline, at any depth. */
  teamSize: z.number().int(),
  /** Contracts the calling agent gave this downline that are signed or waiting for its answer. */
  contracts: z.array(
    z.object({
      kind: z.enum(['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME']),
      status: z.enum(['OFFERED', 'SIGNED']),
      /** The top tier's rate in percent. */
      rate: z.string(),
    }),
  ),
});
export type Downline = z.infer<typeof downlineSchema>;

export const downlinesValueSchema = z.object({
  content: z.array(downlineSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  /** The calling agent's whole team and its direct part, whatever the filters. */
  teamSize: z.number().int(),
  directCount: z.number().int(),
  /**
   * The agent's own invite code (spec 4.4): a player who registers from
   * `/register?referralCode=<code>` is placed directly under the agent.
   */
  affiliateCode: z.string(),
});
export type DownlinesValue = z.infer<typeof downlinesValueSchema>;
