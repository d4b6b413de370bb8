import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
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

/**
 * A query's changes re-render its user in a transition, as the router's do: an answer that fills a
 * lobby block renders in slices that yield to the browser. useSyncExternalStore rendered every answer
 * synchronously, one task per answer for every block it touched (issue 15: 15-35 ms tasks on
 * Lighthouse's phone). What a transition gives up is tearing-freedom inside one render: two users of
 * the same query may, for one frame, show its state before and after an answer.
 */
const useObservedQuery = (options: { queryKey: QueryKey }) => {
  const client = useQueryClient();
  const [observer] = useState(() => new QueryObserver(client, options));
  const [, setRenders] = useState(0);
  const result = observer.result(options);
  const rendered = useRef({ result, options });
  useEffect(() => {
    rendered.current = { result, options };
  });
  useEffect(() => {
    const render = () => startTransition(() => setRenders((count) => count + 1));
    const stop = observer.subscribe(render);
    // The query may have changed between the first render and this subscription.
    if (observer.result(rendered.current.options) !== rendered.current.result) render();
    return stop;
  }, [observer]);
  // Every render: the observer follows the latest key and options once the render is committed.
  useEffect(() => observer.setOptions(options));
  return result;
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
