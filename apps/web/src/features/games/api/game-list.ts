import type { GameListValue } from '@gp/contract/game-lists';
import type { GameType } from '@gp/contract/site';
import { infiniteQueryOptions } from '../../../lib/query';
import { callApi } from '../../../lib/api-client';
import { clientParams, gamesKey, type CatalogueScope } from './catalogue-params';

export interface GameListFilter {
  gameType?: GameType;
  vassalage?: string;
  gameClassify?: string;
  /** Spec 9: 12 on HOME, 24 elsewhere. */
  pageSize: number;
}

/** The next page number, or undefined when every page of `totalPages` is loaded (load-more paging). */
export const nextGamePage = (pages: readonly GameListValue[]): number | undefined => {
  const last = pages.at(-1);
  return last && pages.length < last.totalPages ? pages.length + 1 : undefined;
};

/** GET game list (spec 7.3): one vendor's or one type's games, a page at a time. */
export const gameListQuery = (scope: CatalogueScope, filter: GameListFilter) =>
  infiniteQueryOptions({
    queryKey: [...gamesKey, 'list', scope.merchantCode, scope.language, filter],
    queryFn: ({ pageParam, signal }) =>
      callApi('gameList', {
        query: {
          ...clientParams,
          merchant: scope.merchantCode,
          language: scope.language,
          pageNo: pageParam,
          ...filter,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextGamePage(pages),
    staleTime: 5 * 60_000,
  });
