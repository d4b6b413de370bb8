import type { LanguagePack } from '@gp/contract/constants';
import { callApi } from './api-client';
import { queryOptions } from './query';
import { walletKey } from './wallet-balance';

/**
 * Mission queries sit under the wallet's key: a balance push (a settled round, an approved deposit)
 * moves a mission's progress, and a claim's wallet refresh (lib/use-money-mutation.ts) reloads the
 * summary, the member centre's badge and the leaderboard with the balance.
 */
export const missionsKey = [...walletKey, 'missions'] as const;

/**
 * MISSION_summary (spec 7.4): the member's missions of the day and the week, and how many are ready
 * to claim (the member centre's mission badge). In lib/ because the member centre asks for it too: it shows
 * the badge without loading the missions page.
 */
export const missionSummaryQuery = (language: LanguagePack, viewer: number | null) =>
  queryOptions({
    queryKey: [...missionsKey, 'summary', language, viewer ?? 'guest'],
    queryFn: ({ signal }) => callApi('missionSummary', { query: { language }, signal }),
    enabled: viewer !== null,
  });
