import { z } from 'zod';
import { wireGameTypes } from './game-types.js';

/**
 * Missions and their leaderboard (spec 2.6 missionLeaderboard, 7.4 mission summary and leaderboard
 * relays; issue 20). Daily and weekly missions, counted from the member's own records in the
 * merchant's business day or week (Monday first): valid bets on a game type, winning rounds,
 * approved deposits, days in a row with a login. A completed mission is claimed once per period for
 * its cash reward and its mission points; the leaderboard ranks the week by mission points.
 */
const amount = z.string().regex(/^-?\d+\.\d{2}$/);

export const missionPeriods = ['D', 'W'] as const;
export const missionKinds = ['BET', 'WIN_ROUNDS', 'DEPOSIT', 'LOGIN_STREAK'] as const;
export type MissionKind = (typeof missionKinds)[number];
/** in_progress -> completed (claimable) -> claimed, for each period anew. */
export const missionStatuses = ['in_progress', 'completed', 'claimed'] as const;

export const missionSchema = z.object({
  id: z.number().int(),
  period: z.enum(missionPeriods),
  kind: z.enum(missionKinds),
  /** BET: the game type whose valid bets count (null: every type). */
  gameType: z.enum(wireGameTypes).nullable(),
  title: z.string(),
  /** BET and DEPOSIT: an amount ("500.00"); WIN_ROUNDS: rounds; LOGIN_STREAK: days. */
  target: z.string(),
  /** Same unit as target, capped at it. */
  progress: z.string(),
  status: z.enum(missionStatuses),
  reward: amount,
  missionPoints: z.number().int(),
  /** The period's end (exclusive), when the mission starts again. */
  endsAt: z.string(),
});
export type Mission = z.infer<typeof missionSchema>;

/** GET MISSION_summary (T): the member's missions of the current day and week. */
export const missionSummaryQuerySchema = z.object({ language: z.string().max(8).optional() });
export const missionSummaryValueSchema = z.object({
  missions: z.array(missionSchema),
  /** Completed and not claimed: the member centre's mission badge. */
  claimable: z.number().int(),
  /** Mission points of the current week (the leaderboard's score). */
  weekPoints: z.number().int(),
});
export type MissionSummaryValue = z.infer<typeof missionSummaryValueSchema>;

/** POST MISSION_claim (T, Idempotency-Key): one completed mission of the current period. */
export const missionClaimBodySchema = z.object({
  missionId: z.coerce.number().int().min(1).max(2_147_483_647),
  language: z.string().max(8).optional(),
});

export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  /** Masked like the winner board: "ab***yz". */
  account: z.string(),
  points: z.number().int(),
  me: z.boolean(),
});

/** GET MISSION_leaderboard (T): the week's ranking by mission points (ties share a rank). */
export const leaderboardQuerySchema = z.object({
  /** The current week, or the one before. */
  week: z.enum(['current', 'previous']).default('current'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const leaderboardValueSchema = z.object({
  weekStart: z.string(),
  weekEnd: z.string(),
  entries: z.array(leaderboardEntrySchema),
  /** The member's own place, also when it is outside `entries`; null before its first points. */
  mine: leaderboardEntrySchema.nullable(),
});
