import type { LanguagePack } from '@gp/contract/constants';
import { callApi } from '../../../../lib/api-client';
import { queryOptions } from '../../../../lib/query';

/**
 * winnerRankList (spec 7.5, public): the winners of the last drawn raffle. Its own small file: the
 * promotions page asks it for every visitor and loads the winners block only when there is one.
 */
export const latestWinnersQuery = (language: LanguagePack) =>
  queryOptions({
    queryKey: ['raffle', 'winners', 'latest', language],
    queryFn: ({ signal }) => callApi('winnerRankList', { query: { language }, signal }),
    staleTime: 5 * 60_000,
  });
