import { normalizeSearchText, searchQueryMinLength, searchTextLength } from '@gp/contract/search-text';
import { keepPreviousData, useInfiniteQuery } from '../../../lib/query';
import { useEffect, useState } from 'react';
import { gameSearchQuery, type GameSearchFilter } from '../api/game-search';
import { useCatalogueScope } from './use-catalogue-scope';

/** Typing pauses this long before a search is sent: one request per burst of keys, not per key. */
export const searchDebounceMs = 250;

/** `value`, once it has stopped changing for `ms`. */
export const useDebouncedValue = <T>(value: T, ms: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
};

/** The text as the server compares it, or '' while it is too short to search. */
export const searchableText = (text: string): string => {
  const normalized = normalizeSearchText(text);
  return searchTextLength(normalized) >= searchQueryMinLength ? normalized : '';
};

/**
 * Results as one types: the text is debounced, then searched; a newer text replaces the query (the
 * stale request is aborted), and the previous results stay on screen until the new ones arrive.
 */
export const useGameSearch = (text: string, filter: GameSearchFilter, pageSize: number) => {
  const scope = useCatalogueScope();
  const q = useDebouncedValue(searchableText(text), searchDebounceMs);
  const query = useInfiniteQuery({
    ...gameSearchQuery(scope, q, filter, pageSize),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
  const pages = q === '' ? [] : (query.data?.pages ?? []);
  return {
    /** The text actually searched ('' when nothing is). */
    q,
    /** True between a keystroke and the answer for it (debounce wait included). */
    pending: searchableText(text) !== q || (q !== '' && query.isFetching && !query.isFetchingNextPage),
    games: pages.flatMap((page) => page.games),
    total: pages[0]?.total ?? 0,
    settled: q !== '' && query.isSuccess && !query.isPlaceholderData,
    error: query.isError,
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    loadingMore: query.isFetchingNextPage,
  };
};
