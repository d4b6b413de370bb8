import type { LanguagePack } from '@gp/contract/constants';
import { callApi } from '../../../lib/api-client';
import { queryOptions } from '../../../lib/query';
import { walletKey } from '../../../lib/wallet-balance';

/**
 * Mission queries sit under the wallet's key: a balance push (a settled round, an approved deposit)
 * moves a mission's progress, and a claim's wallet refresh (lib/use-money-mutation.ts) reloads the
 * summary, the member centre's badge and the leaderboard with the balance.
 */
export const missionsKey = [...walletKey, 'missions'] as const;

/**
 * MISSION_summary (spec 7.4): the member's missions of the day and the week, and how many are ready
 * to claim (the member centre's mission badge). Kept in its own file so the member centre can ask for
 * the badge without loading the missions page.
 */
export const missionSummaryQuery = (language: LanguagePack, viewer: number | null) =>
  queryOptions({
    queryKey: [...missionsKey, 'summary', language, viewer ?? 'guest'],
    queryFn: ({ signal }) => callApi('missionSummary', { query: { language }, signal }),
    enabled: viewer !== null,
  });
