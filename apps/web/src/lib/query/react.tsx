import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { QueryKey } from './keys';
import type { InfiniteQueryOptions, UseQueryOptions } from './options';
import type { QueryClient } from './query-client';
import { QueryObserver, type InfiniteQueryResult, type QueryResult } from './query-observer';

const ClientContext = createContext<QueryClient | null>(null);

export const QueryClientProvider = ({ client, children }: { client: QueryClient; children: ReactNode }) => {
  useEffect(() => {
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
};

export const useQueryClient = (): QueryClient => {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useQueryClient needs a QueryClientProvider above it');
  return client;
};

const useObservedQuery = (options: { queryKey: QueryKey }) => {
  const client = useQueryClient();
  const [observer] = useState(() => new QueryObserver(client, options));
  useSyncExternalStore(observer.subscribe, observer.getVersion, observer.getVersion);
  // Every render: the observer follows the latest key and options once the render is committed.
  useEffect(() => observer.setOptions(options));
  return observer.result(options);
};

/** A server answer by key, cached and shared: fetched on first use, refetched when stale. */
export const useQuery = <TData, TKey extends QueryKey>(
  options: UseQueryOptions<TData, TKey>,
): QueryResult<TData> => useObservedQuery(options) as unknown as QueryResult<TData>;

/** A paged answer: `fetchNextPage` appends a page; a refetch loads every held page again. */
export const useInfiniteQuery = <TPage, TKey extends QueryKey, TPageParam>(
  options: InfiniteQueryOptions<TPage, TKey, TPageParam>,
): InfiniteQueryResult<TPage, TPageParam> =>
  useObservedQuery(options) as unknown as InfiniteQueryResult<TPage, TPageParam>;
