import type { VassalageGameTypesValue } from '@gp/contract/game-lists';
import type { GameType } from '@gp/contract/site';
import { queryOptions } from '../../../lib/query';
import { callApi } from '../../../lib/api-client';
import { gamesKey, type CatalogueScope } from './catalogue-params';

/** GET vassalage game types (spec 7.3): the game types and classes one provider offers. */
export const vassalageTypesQuery = (scope: CatalogueScope, vassalage: string) =>
  queryOptions({
    queryKey: [...gamesKey, 'vassalage-types', scope.merchantCode, vassalage],
    queryFn: ({ signal }) =>
      callApi('vassalageGameTypes', { query: { merchantCode: scope.merchantCode, vassalage }, signal }),
    staleTime: 5 * 60_000,
  });

/** What the provider popup lists: one game type, and optionally one class of it. */
export interface ProviderSelection {
  gameType: GameType;
  gameClassify?: string;
}

export interface ProviderTabs {
  /** Game types offered with games; shown as tabs when there are more than one. */
  types: GameType[];
  /** Classes of the chosen type; shown (after "All") when there are more than one. */
  classifies: string[];
}

/**
 * The type and class tabs of the provider popup: types (and classes of the chosen type) that have games,
 * in the server's order. A single type or a single class gives no tabs for it.
 */
export const providerTabs = (
  value: VassalageGameTypesValue | undefined,
  gameType: GameType,
): ProviderTabs => {
  const offered = (value?.types ?? []).filter((entry) => entry.total > 0);
  const chosen = offered.find((entry) => entry.gameType === gameType);
  return {
    types: offered.length > 1 ? offered.map((entry) => entry.gameType) : [],
    classifies:
      chosen && chosen.classifies.filter((c) => c.total > 0).length > 1
        ? chosen.classifies.filter((c) => c.total > 0).map((c) => c.gameClassify)
        : [],
  };
};
