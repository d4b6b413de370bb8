import type { DataOfKey, DataTag, QueryKey } from './keys';
import type { RetryOptions } from './retry';

export interface QueryState<TData = unknown> {
  data: TData | undefined;
  dataUpdatedAt: number;
  error: Error | null;
  /** pending: no data yet; error: the last fetch failed (data, if any, is kept); success. */
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'idle' | 'fetching';
  /** Marked stale by `invalidateQueries`: the next user fetches it whatever its staleTime. */
  isInvalidated: boolean;
  /** The running fetch asks for the next page of an infinite query. */
  fetchingNextPage: boolean;
}

export type Updater<T> = T | undefined | ((previous: T | undefined) => T | undefined);

/**
 * What a query function may do with the client that runs it (QueryClient implements it; declared here
 * so that the option types do not depend on the client).
 */
export interface QueryFunctionClient {
  getQueryData<TData = unknown, TKey extends QueryKey = QueryKey>(
    queryKey: TKey,
  ): DataOfKey<TKey, TData> | undefined;
  setQueryData<TData = unknown, TKey extends QueryKey = QueryKey>(
    queryKey: TKey,
    updater: Updater<DataOfKey<TKey, TData>>,
  ): DataOfKey<TKey, TData> | undefined;
}

export interface QueryFunctionContext<TKey extends QueryKey = QueryKey, TPageParam = unknown> {
  queryKey: TKey;
  /** Aborted when a newer fetch of the same query replaces this one, or the query is removed. */
  signal: AbortSignal;
  client: QueryFunctionClient;
  /** The page asked for (infinite queries). */
  pageParam: TPageParam;
}

export interface InfiniteData<TPage, TPageParam = unknown> {
  pages: TPage[];
  pageParams: TPageParam[];
}

/** What a query knows how to do; every field but the key may come from the client's defaults. */
export interface QueryOptions<TData = unknown, TKey extends QueryKey = QueryKey> extends RetryOptions {
  queryKey: TKey;
  /** Off: the query neither fetches on its own nor counts as in use for invalidation. */
  enabled?: boolean;
  /** How long fetched data counts as fresh (ms; default 0: every new user of it fetches again). */
  staleTime?: number;
  /** How long data nobody uses stays in the cache (ms; default 5 minutes). */
  gcTime?: number;
  refetchOnMount?: boolean;
  refetchOnWindowFocus?: boolean;
  refetchOnReconnect?: boolean;
  refetchInterval?:
    number | false | ((query: { state: QueryState<NoInfer<TData>> }) => number | false | undefined);
  /** Shown (as success) while the first fetch runs; a function gets the data of the previous key. */
  placeholderData?: NoInfer<TData> | ((previous: NoInfer<TData> | undefined) => NoInfer<TData> | undefined);
  /** Keep the parts of a refetched answer that did not change (default true). */
  structuralSharing?: boolean;
}

export interface UseQueryOptions<TData = unknown, TKey extends QueryKey = QueryKey> extends QueryOptions<
  TData,
  TKey
> {
  queryFn?: (context: QueryFunctionContext<TKey, never>) => TData | Promise<TData>;
}

export interface InfiniteQueryOptions<
  TPage = unknown,
  TKey extends QueryKey = QueryKey,
  TPageParam = unknown,
> extends QueryOptions<InfiniteData<TPage, TPageParam>, TKey> {
  queryFn: (context: QueryFunctionContext<TKey, TPageParam>) => Promise<TPage>;
  initialPageParam: TPageParam;
  /** The next page's parameter, or null/undefined when there is none. */
  getNextPageParam: (
    lastPage: TPage,
    allPages: TPage[],
    lastPageParam: TPageParam,
    allPageParams: TPageParam[],
  ) => TPageParam | null | undefined;
}

/** The union the cache works with: either kind, its types erased. */
export type AnyQueryOptions = QueryOptions & {
  queryFn?: (context: QueryFunctionContext<QueryKey, never>) => unknown;
  initialPageParam?: unknown;
  getNextPageParam?: (
    lastPage: unknown,
    allPages: unknown[],
    lastPageParam: unknown,
    allPageParams: unknown[],
  ) => unknown;
};

/** A query's options, typed once and shared by `useQuery`, `fetchQuery` and `getQueryData(key)`. */
export const queryOptions = <TData, TKey extends QueryKey>(
  options: UseQueryOptions<TData, TKey>,
): UseQueryOptions<TData, TKey> & { queryKey: DataTag<TKey, TData> } => options;

export const infiniteQueryOptions = <TPage, TKey extends QueryKey, TPageParam>(
  options: InfiniteQueryOptions<TPage, TKey, TPageParam>,
): InfiniteQueryOptions<TPage, TKey, TPageParam> & {
  queryKey: DataTag<TKey, InfiniteData<TPage, TPageParam>>;
} => options;

/** `placeholderData: keepPreviousData`: while a new key loads, show the previous key's data. */
export const keepPreviousData = <T>(previous: T | undefined): T | undefined => previous;

/** The next page's parameter of an infinite query's data, or undefined when the last page is the end. */
export const nextPageParam = (options: AnyQueryOptions, data: InfiniteData<unknown> | undefined): unknown => {
  if (!data || data.pages.length === 0 || !options.getNextPageParam) return undefined;
  const param = options.getNextPageParam(
    data.pages.at(-1),
    data.pages,
    data.pageParams.at(-1),
    data.pageParams,
  );
  return param ?? undefined;
};
