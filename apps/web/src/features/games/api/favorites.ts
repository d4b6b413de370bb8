import { constants } from '@gp/contract/constants';
import type { GameType } from '@gp/contract/site';
import { queryOptions } from '../../../lib/query';
import { callApi } from '../../../lib/api-client';
import { clientParams, gamesKey, type CatalogueScope } from './catalogue-params';

/** Every query of the member's favourites; invalidated together after a change. */
export const favoritesKey = [...gamesKey, 'member', 'favorites'] as const;
export const favoriteIdsKey = [...favoritesKey, 'ids'] as const;

/** GET favourite game ids (spec 7.3, token): node ids as strings. */
export const favoriteIdsQuery = () =>
  queryOptions({
    queryKey: favoriteIdsKey,
    queryFn: ({ signal }) => callApi('favoriteIds', { signal }),
    staleTime: 60_000,
  });

/** GET favourite list (spec 2.3: page size 999, type RNG). */
export const favoriteListQuery = (scope: CatalogueScope, gameType: GameType = 'RNG') =>
  queryOptions({
    queryKey: [...favoritesKey, 'list', gameType, scope.language],
    queryFn: async ({ signal }) => {
      const value = await callApi('favoriteList', {
        query: {
          ...clientParams,
          language: scope.language,
          pageNo: 1,
          pageSize: constants.favoriteListPageSize,
          gameType,
        },
        signal,
      });
      return value.content;
    },
  });

/** POST add favourite: nodeId, vendor from vassalage, gameType. */
export const addFavorite = (game: { nodeId: string; vassalage: string; gameType: GameType }) =>
  callApi('favoriteAdd', { body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType } });

/** DELETE remove favourite (nodeId). */
export const removeFavorite = (nodeId: string) => callApi('favoriteRemove', { query: { nodeId } });
