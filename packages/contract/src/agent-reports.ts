import { z } from 'zod';
import { agentAccountTypes, agentPageSize } from './agent.js';
import { transactionTypeSchema } from './wallet.js';

/**
 * The agent centre's figures and reports (spec 2.7; issue 16): agentTeamOverview,
 * palStatementsAgentCopy, personalHistoryCopy for the team, agentDownlineTransactionDetailsCopy.
 * Days are the merchant's business days (the server's BUSINESS_UTC_OFFSET, answered as
 * `utcOffsetMinutes`), so every agent of a merchant sees the same day totals the contracts settle on.
 * A team is everyone under the agent at any depth, never the agent itself. Profit and loss is the
 * players' result, win - bet: negative when the team lost.
 */
const amount = z.string().regex(/^-?\d+\.\d{2}$/);
const businessDate = z.iso.date();

export const overviewPeriods = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
] as const;
export type OverviewPeriod = (typeof overviewPeriods)[number];

export const overviewQuerySchema = z.object({ period: z.enum(overviewPeriods).default('today') });

export const moneyFiguresSchema = z.object({
  /** Settled rounds. */
  bets: z.number().int(),
  bet: amount,
  validBet: amount,
  win: amount,
  /** win - bet. */
  profitLoss: amount,
  deposits: amount,
  withdrawals: amount,
});
export type MoneyFigures = z.infer<typeof moneyFiguresSchema>;

export const overviewDaySchema = moneyFiguresSchema.extend({
  date: businessDate,
  activeMembers: z.number().int(),
});

export const overviewValueSchema = z.object({
  period: z.enum(overviewPeriods),
  /** First business day and last business day of the period (the last is today for a running one). */
  from: businessDate,
  to: businessDate,
  utcOffsetMinutes: z.number().int(),
  teamSize: z.number().int(),
  /** Joined the team during the period. */
  newMembers: z.number().int(),
  /** Team members with at least one settled round in the period. */
  activeMembers: z.number().int(),
  figures: moneyFiguresSchema,
  /** The agent's own contract income (dividends and salaries paid to it) in the period. */
  income: amount,
  /** One entry per business day of the period up to today, days without figures included. */
  days: z.array(overviewDaySchema),
});
export type OverviewValue = z.infer<typeof overviewValueSchema>;

/** Business days from .. to, both included; at most `maxReportDays` days. */
export const maxReportDays = 93;
const dayRange = {
  from: businessDate.optional(),
  to: businessDate.optional(),
};
const pageQuery = {
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(agentPageSize),
};
const inOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;
const rangeMessage = { message: 'from must not be after to', path: ['from'] };

/** palStatementsAgentCopy: the direct downlines of the agent, or of one downline agent to drill into. */
export const profitLossReportQuerySchema = z
  .object({
    ...dayRange,
    /** A downline (at any depth) whose direct downlines to list; default: the calling agent. */
    parent: z.string().trim().min(1).max(64).optional(),
    account: z.string().trim().min(1).max(64).optional(),
    ...pageQuery,
  })
  .refine(inOrder, rangeMessage);
export type ProfitLossReportQuery = z.infer<typeof profitLossReportQuerySchema>;

export const profitLossRowSchema = moneyFiguresSchema.extend({
  account: z.string(),
  accountType: z.enum(agentAccountTypes),
  /** Whether the row has downlines of its own (the page can drill into it). */
  hasTeam: z.boolean(),
});

export const profitLossReportValueSchema = z.object({
  from: businessDate,
  to: businessDate,
  utcOffsetMinutes: z.number().int(),
  /** From the calling agent down to the listed parent (one entry: the agent itself). */
  path: z.array(z.string()),
  /** The parent's own play (zero for the calling agent's own page). */
  own: moneyFiguresSchema,
  /** The parent's whole team. */
  team: moneyFiguresSchema,
  content: z.array(profitLossRowSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type ProfitLossReportValue = z.infer<typeof profitLossReportValueSchema>;

/** personalHistoryCopy for the team: every settled round of the team. */
export const teamBetsQuerySchema = z
  .object({
    ...dayRange,
    account: z.string().trim().min(1).max(64).optional(),
    gameType: z.string().trim().min(1).max(16).optional(),
    ...pageQuery,
  })
  .refine(inOrder, rangeMessage);
export type TeamBetsQuery = z.infer<typeof teamBetsQuerySchema>;

export const teamBetSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  roundId: z.string(),
  vendorCode: z.string(),
  gameName: z.string(),
  gameType: z.string(),
  bet: amount,
  validBet: amount,
  win: amount,
  profitLoss: amount,
  createdAt: z.string(),
});

export const teamBetsValueSchema = z.object({
  from: businessDate,
  to: businessDate,
  utcOffsetMinutes: z.number().int(),
  content: z.array(teamBetSchema),
  /** Over every round matching the filters. */
  totals: z.object({
    bets: z.number().int(),
    bet: amount,
    validBet: amount,
    win: amount,
    profitLoss: amount,
  }),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type TeamBetsValue = z.infer<typeof teamBetsValueSchema>;

/** agentDownlineTransactionDetailsCopy: the journal of the team's wallets. */
export const teamTransactionsQuerySchema = z
  .object({
    ...dayRange,
    account: z.string().trim().min(1).max(64).optional(),
    type: transactionTypeSchema.optional(),
    ...pageQuery,
  })
  .refine(inOrder, rangeMessage);
export type TeamTransactionsQuery = z.infer<typeof teamTransactionsQuerySchema>;

export const teamTransactionSchema = z.object({
  entryId: z.number().int(),
  account: z.string(),
  type: transactionTypeSchema,
  /** MAIN or the vendor wallet's code. */
  wallet: z.string(),
  amount,
  balanceAfter: amount,
  createdAt: z.string(),
});

export const teamTransactionsValueSchema = z.object({
  from: businessDate,
  to: businessDate,
  utcOffsetMinutes: z.number().int(),
  content: z.array(teamTransactionSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type TeamTransactionsValue = z.infer<typeof teamTransactionsValueSchema>;

/** The reports a CSV export covers (GET agentReportExport, the same query as the report's page). */
export const exportableReports = ['profit-loss', 'bets', 'transactions', 'revenue'] as const;
export type ExportableReport = (typeof exportableReports)[number];
/** Rows in one CSV file at most; a larger result asks for a shorter range. */
export const maxExportRows = 50_000;
