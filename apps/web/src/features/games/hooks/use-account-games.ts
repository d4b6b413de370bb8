import type { GameCard } from '@gp/contract/games';
import { useQuery, useQueryClient } from '../../../lib/query';
import { useCallback } from 'react';
import { useSessionStore } from '../../../lib/session-store';
import { favoriteListQuery } from '../api/favorites';
import { discardHotGames, hotGamesKey, hotGamesQuery } from '../api/hot-games';
import { recentGamesQuery } from '../api/recent-games';
import { useCatalogueScope } from './use-catalogue-scope';

export type AccountList = 'HOT' | 'FAV' | 'RECENT';

export interface AccountGames {
  games: GameCard[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** A reload of a list already shown (the hot games refresh). */
  isRefreshing: boolean;
  refetch: () => void;
}

/**
 * One of the lists of spec 2.3 that are not a vendor's catalogue: hot games (session cache), the
 * member's favourites (page size 999, type RNG) and recent games. The member lists load only for a
 * logged-in member (not for guests or trial users).
 */
export const useAccountGames = (list: AccountList): AccountGames => {
  const scope = useCatalogueScope();
  const queryClient = useQueryClient();
  const member = useSessionStore((state) => state.isLogin && !state.isTrial);
  const hot = useQuery({ ...hotGamesQuery(scope), enabled: list === 'HOT' });
  const favourites = useQuery({ ...favoriteListQuery(scope), enabled: list === 'FAV' && member });
  const recent = useQuery({ ...recentGamesQuery(scope), enabled: list === 'RECENT' && member });
  const query = list === 'HOT' ? hot : list === 'FAV' ? favourites : recent;
  const refetch = useCallback(() => {
    if (list === 'HOT') {
      discardHotGames();
      void queryClient.invalidateQueries({ queryKey: hotGamesKey(scope) });
    } else void query.refetch();
  }, [list, queryClient, scope, query]);
  return {
    games: query.data,
    isPending: query.isPending && query.fetchStatus !== 'idle',
    isError: query.isError,
    isRefreshing: query.isFetching && query.data !== undefined,
    refetch,
  };
};
