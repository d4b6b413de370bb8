import { queryOptions } from '../../../lib/query';
import { callApi } from '../../../lib/api-client';
import { gamesKey, type CatalogueScope } from './catalogue-params';

/** GET recent games (spec 7.3, token): the member's latest launches. */
export const recentGamesQuery = (scope: CatalogueScope) =>
  queryOptions({
    queryKey: [...gamesKey, 'member', 'recent', scope.language],
    queryFn: async ({ signal }) => {
      const value = await callApi('recentGames', {
        query: { platform: 'html5-desktop', language: scope.language },
        signal,
      });
      return value.list;
    },
  });
