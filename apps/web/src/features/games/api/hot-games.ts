import { sessionKeys } from '@gp/contract/constants';
import type { GameCard } from '@gp/contract/games';
import { queryOptions } from '../../../lib/query';
import { callApi } from '../../../lib/api-client';
import { session } from '../../../lib/storage';
import { gamesKey, type CatalogueScope } from './catalogue-params';

interface CachedHotGames extends CatalogueScope {
  games: GameCard[];
}

/** Hot games kept in session storage under HOT_GAMES (spec 3, 4.8) for this merchant and language. */
export const cachedHotGames = (scope: CatalogueScope): GameCard[] | undefined => {
  const cached = session.getJson<CachedHotGames>(sessionKeys.hotGames);
  if (!cached || cached.merchantCode !== scope.merchantCode || cached.language !== scope.language) {
    return undefined;
  }
  return Array.isArray(cached.games) ? cached.games : undefined;
};

export const hotGamesKey = (scope: CatalogueScope) =>
  [...gamesKey, 'hot', scope.merchantCode, scope.language] as const;

/**
 * GET hot games (spec 7.3: merchantCode, isPlatform 2, platform, language; value.list). Answered from
 * the session cache when it holds them; `refresh` (the spec 4.8 refresh flag) discards the cache.
 */
export const fetchHotGames = async (
  scope: CatalogueScope,
  options: { refresh?: boolean; signal?: AbortSignal } = {},
): Promise<GameCard[]> => {
  const cached = options.refresh ? undefined : cachedHotGames(scope);
  if (cached) return cached;
  const value = await callApi('hotGames', {
    query: {
      merchantCode: scope.merchantCode,
      isPlatform: '2',
      platform: 'html5-desktop',
      language: scope.language,
    },
    signal: options.signal,
  });
  session.setJson(sessionKeys.hotGames, { ...scope, games: value.list } satisfies CachedHotGames);
  return value.list;
};

export const hotGamesQuery = (scope: CatalogueScope) =>
  queryOptions({
    queryKey: hotGamesKey(scope),
    queryFn: ({ signal }) => fetchHotGames(scope, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The refresh flag of spec 4.8: forget the cached hot games so the next read asks the server. */
export const discardHotGames = (): void => session.remove(sessionKeys.hotGames);
