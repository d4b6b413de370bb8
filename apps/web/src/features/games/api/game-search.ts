import type { GameSearchValue } from '@gp/contract/game-search';
import type { GameType } from '@gp/contract/site';
import { infiniteQueryOptions } from '../../../lib/query';
import { callApi } from '../../../lib/api-client';
import { gamesKey, type CatalogueScope } from './catalogue-params';

/** What a search is narrowed to: a category page passes its type and chosen vendor. */
export interface GameSearchFilter {
  gameType?: GameType;
  vassalage?: string;
}

const nextSearchPage = (pages: readonly GameSearchValue[]): number | undefined => {
  const last = pages.at(-1);
  return last && pages.length < last.totalPages ? pages.length + 1 : undefined;
};

/**
 * GET game search (issue 14), a page at a time. The query function hands TanStack Query's signal to
 * fetch: when the typed text changes, the earlier query loses its observer and its request is aborted.
 */
export const gameSearchQuery = (
  scope: CatalogueScope,
  q: string,
  filter: GameSearchFilter,
  pageSize: number,
) =>
  infiniteQueryOptions({
    queryKey: [...gamesKey, 'search', scope.merchantCode, scope.language, q, filter, pageSize],
    queryFn: ({ pageParam, signal }) =>
      callApi('gameSearch', {
        query: {
          merchant: scope.merchantCode,
          language: scope.language,
          q,
          pageNo: pageParam,
          pageSize,
          ...filter,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextSearchPage(pages),
    staleTime: 60_000,
  });
