import { nextPageParam, type AnyQueryOptions, type InfiniteData, type QueryState } from './options';
import type { FetchOptions, Query, QueryUser } from './query';
import type { QueryClient } from './query-client';

interface ResultBase {
  fetchStatus: QueryState['fetchStatus'];
  isFetching: boolean;
  /** Pending with a fetch running: the first load. */
  isLoading: boolean;
  isPlaceholderData: boolean;
  dataUpdatedAt: number;
}
type PendingResult = ResultBase & {
  status: 'pending';
  data: undefined;
  error: null;
  isPending: true;
  isSuccess: false;
  isError: false;
};
type ErrorResult<TData> = ResultBase & {
  status: 'error';
  data: TData | undefined;
  error: Error;
  isPending: false;
  isSuccess: false;
  isError: true;
};
type SuccessResult<TData> = ResultBase & {
  status: 'success';
  data: TData;
  error: null;
  isPending: false;
  isSuccess: true;
  isError: false;
};

/** What `useQuery` returns; narrowing on `isPending`/`isError`/`isSuccess` types `data`. */
export type QueryResult<TData> = (PendingResult | ErrorResult<TData> | SuccessResult<TData>) & {
  refetch: () => Promise<void>;
};

export type InfiniteQueryResult<TPage, TPageParam = unknown> = QueryResult<
  InfiniteData<TPage, TPageParam>
> & {
  fetchNextPage: () => Promise<void>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
};

const sameResult = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(a).every((name) => a[name] === b[name]);

/**
 * One `useQuery`'s view of its query: follows the key it is given, fetches on mount when the data is
 * missing or stale, on its interval, on focus and reconnect, and tells React of each change.
 */
export class QueryObserver implements QueryUser {
  query: Query;
  private options: AnyQueryOptions;
  private listener: (() => void) | undefined;
  private lastQueryWithData: Query | undefined;
  private lastResult: Record<string, unknown> | undefined;
  private intervalMs = 0;
  private intervalTimer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly client: QueryClient,
    options: { queryKey: readonly unknown[] },
  ) {
    this.options = client.defaultQueryOptions(options);
    this.query = client.getQueryCache().build(client, this.options);
  }

  get enabled(): boolean {
    return this.options.enabled !== false;
  }

  readonly subscribe = (listener: () => void) => {
    this.listener = listener;
    this.query.addUser(this);
    if (this.enabled && this.query.isStale(this.options.staleTime)) void this.fetch();
    this.updateInterval();
    return () => {
      this.listener = undefined;
      this.query.removeUser(this);
      this.updateInterval();
    };
  };

  /** The options of the latest render (React effect): a new key moves this user to its query. */
  setOptions(options: { queryKey: readonly unknown[] }) {
    const wasEnabled = this.enabled;
    const previousQuery = this.query;
    this.options = this.client.defaultQueryOptions(options);
    this.query = this.client.getQueryCache().build(this.client, this.options);
    if (!this.listener) return;
    if (this.query !== previousQuery) {
      previousQuery.removeUser(this);
      this.query.addUser(this);
      // The new query may have changed between the render and now: render once more to be sure.
      this.queryChanged();
    }
    if (
      (this.query !== previousQuery || !wasEnabled) &&
      this.enabled &&
      this.query.isStale(this.options.staleTime)
    )
      void this.fetch();
    this.updateInterval();
  }

  queryChanged() {
    this.updateInterval();
    this.listener?.();
  }

  refetchOn(event: 'refetchOnWindowFocus' | 'refetchOnReconnect') {
    if (this.enabled && this.options[event] !== false && this.query.isStale(this.options.staleTime))
      void this.fetch();
  }

  readonly refetch = () => this.fetch({ cancelRefetch: true });

  readonly fetchNextPage = () => this.fetch({ cancelRefetch: true, nextPage: true });

  /**
   * The result for the options of this render, before effects run: a key or `enabled` change that is
   * about to fetch shows as fetching already (no flash of the old state).
   */
  result(options: { queryKey: readonly unknown[] }): Record<string, unknown> {
    const defaulted = this.client.defaultQueryOptions(options);
    const query = this.client.getQueryCache().build(this.client, defaulted);
    const following = this.listener !== undefined && query === this.query && this.enabled;
    let { data, status, error, fetchStatus } = query.state;
    if (!following && defaulted.enabled !== false && query.isStale(defaulted.staleTime)) {
      fetchStatus = 'fetching';
      if (data === undefined) [status, error] = ['pending', null];
    }
    let isPlaceholderData = false;
    if (data === undefined && status === 'pending' && defaulted.placeholderData !== undefined) {
      const placeholder = defaulted.placeholderData;
      data =
        typeof placeholder === 'function'
          ? (placeholder as (previous: unknown) => unknown)(this.lastQueryWithData?.state.data)
          : placeholder;
      if (data !== undefined) [status, isPlaceholderData] = ['success', true];
    }
    if (query.state.data !== undefined) this.lastQueryWithData = query;
    const isFetching = fetchStatus === 'fetching';
    const next: Record<string, unknown> = {
      data,
      error,
      status,
      fetchStatus,
      isPending: status === 'pending',
      isSuccess: status === 'success',
      isError: status === 'error',
      isFetching,
      isLoading: status === 'pending' && isFetching,
      isPlaceholderData,
      dataUpdatedAt: query.state.dataUpdatedAt,
      refetch: this.refetch,
    };
    if (defaulted.getNextPageParam) {
      next.hasNextPage = nextPageParam(defaulted, data as InfiniteData<unknown> | undefined) !== undefined;
      next.isFetchingNextPage = isFetching && query.state.fetchingNextPage;
      next.fetchNextPage = this.fetchNextPage;
    }
    if (!this.lastResult || !sameResult(next, this.lastResult)) this.lastResult = next;
    return this.lastResult;
  }

  private fetch(fetchOptions?: FetchOptions): Promise<void> {
    return this.query.fetch(this.options, fetchOptions).then(
      () => undefined,
      () => undefined,
    );
  }

  /** A refetch interval (possibly worked out from the query's data) runs while the page is visible. */
  private updateInterval() {
    const setting = this.options.refetchInterval;
    const ms = typeof setting === 'function' ? setting(this.query) : setting;
    const wanted = this.listener && this.enabled && typeof ms === 'number' && ms > 0 ? ms : 0;
    if (wanted === this.intervalMs) return;
    clearInterval(this.intervalTimer);
    this.intervalMs = wanted;
    if (wanted)
      this.intervalTimer = setInterval(() => {
        if (document.visibilityState !== 'hidden') void this.fetch();
      }, wanted);
  }
}
