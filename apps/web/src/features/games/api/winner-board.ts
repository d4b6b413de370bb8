import { constants } from '@gp/contract/constants';
import type { WinnerBoardValue } from '@gp/contract/play';
import { queryOptions } from '../../../lib/query';
import { callApi } from '../../../lib/api-client';
import { gamesKey, type CatalogueScope } from './catalogue-params';

export type Winner = WinnerBoardValue['list'][number];

/** GET winner board (spec 7.3: gameCategory ALL, language, limitNum 20; value.list). */
export const winnerBoardQuery = (scope: CatalogueScope) =>
  queryOptions({
    queryKey: [...gamesKey, 'winners', scope.language],
    queryFn: async ({ signal }): Promise<Winner[]> => {
      const value = await callApi('winnerBoard', {
        query: { gameCategory: 'ALL', language: scope.language, limitNum: constants.winnerBoardLimit },
        signal,
      });
      return value.list;
    },
    staleTime: 60_000,
    retry: false,
  });
