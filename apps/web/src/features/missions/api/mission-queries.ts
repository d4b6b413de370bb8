import type { LanguagePack } from '@gp/contract/constants';
import { callApi } from '../../../lib/api-client';
import { queryOptions } from '../../../lib/query';
import { missionsKey } from '../../../lib/mission-summary';

export type LeaderboardWeek = 'current' | 'previous';

/** MISSION_leaderboard (spec 7.4): the week's ranking by mission points, and the member's own place. */
export const missionLeaderboardQuery = (week: LeaderboardWeek, viewer: number | null) =>
  queryOptions({
    queryKey: [...missionsKey, 'leaderboard', week, viewer ?? 'guest'],
    queryFn: ({ signal }) => callApi('missionLeaderboard', { query: { week }, signal }),
    enabled: viewer !== null,
  });

/** MISSION_claim: pays one completed mission; answers the summary again. */
export const claimMission = (missionId: number, language: LanguagePack, headers: Record<string, string>) =>
  callApi('missionClaim', { body: { missionId, language }, headers });
