import { hashKey, partialMatch, type DataOfKey, type QueryKey } from './keys';
import type { AnyQueryOptions, QueryFunctionClient, QueryState, Updater, UseQueryOptions } from './options';
import { Query } from './query';
import type { RetryOptions } from './retry';

export interface QueryFilters {
  /** Every query whose key begins with this one (or only this one, with `exact`). */
  queryKey?: QueryKey;
  exact?: boolean;
  predicate?: (query: Query) => boolean;
}

export interface QueryClientConfig {
  defaultOptions?: {
    queries?: Partial<AnyQueryOptions>;
    mutations?: RetryOptions;
  };
}

/** Every query the client holds, by the hash of its key. */
export class QueryCache {
  private readonly queries = new Map<string, Query>();

  get(queryHash: string): Query | undefined {
    return this.queries.get(queryHash);
  }

  build(client: QueryClient, options: AnyQueryOptions): Query {
    const queryHash = hashKey(options.queryKey);
    let query = this.queries.get(queryHash);
    if (!query) {
      query = new Query(client, (unused) => this.remove(unused), options.queryKey, queryHash, options);
      this.queries.set(queryHash, query);
    }
    return query;
  }

  findAll(filters: QueryFilters = {}): Query[] {
    const { queryKey, exact, predicate } = filters;
    const wanted = queryKey && exact ? hashKey(queryKey) : undefined;
    return [...this.queries.values()].filter(
      (query) =>
        (!queryKey || (wanted ? query.queryHash === wanted : partialMatch(query.queryKey, queryKey))) &&
        (!predicate || predicate(query)),
    );
  }

  remove(query: Query) {
    if (this.queries.get(query.queryHash) !== query) return;
    this.queries.delete(query.queryHash);
    query.destroy();
  }

  clear() {
    for (const query of this.queries.values()) this.remove(query);
  }
}

/**
 * The client's cache of server answers (our own small TanStack-Query-shaped layer, issue 15): queries
 * by key, fetched once however many components ask, fresh for their staleTime, refetched when
 * invalidated, the window regains focus or the network returns.
 */
export class QueryClient implements QueryFunctionClient {
  private readonly cache = new QueryCache();
  private readonly keyDefaults: { queryKey: QueryKey; options: Partial<AnyQueryOptions> }[] = [];
  private mounts = 0;
  private stopListening: (() => void) | undefined;

  constructor(private readonly config: QueryClientConfig = {}) {}

  getQueryCache(): QueryCache {
    return this.cache;
  }

  /** The client's defaults, then those set for the key, then the query's own. */
  defaultQueryOptions(options: { queryKey: QueryKey }): AnyQueryOptions {
    const forKey = this.keyDefaults.filter((entry) => partialMatch(options.queryKey, entry.queryKey));
    return [
      this.config.defaultOptions?.queries,
      ...forKey.map((entry) => entry.options),
      options,
    ].reduce<AnyQueryOptions>((merged, part) => ({ ...merged, ...part }), { queryKey: options.queryKey });
  }

  defaultMutationOptions<T extends RetryOptions>(options: T): T {
    return { ...this.config.defaultOptions?.mutations, ...options };
  }

  setQueryDefaults(queryKey: QueryKey, options: Partial<AnyQueryOptions>) {
    this.keyDefaults.push({ queryKey, options });
  }

  getQueryData<TData = unknown, TKey extends QueryKey = QueryKey>(queryKey: TKey) {
    return this.cache.get(hashKey(queryKey))?.state.data as DataOfKey<TKey, TData> | undefined;
  }

  getQueryState(queryKey: QueryKey): QueryState | undefined {
    return this.cache.get(hashKey(queryKey))?.state;
  }

  /** Puts data in the cache as if fetched now; an updater that returns undefined changes nothing. */
  setQueryData<TData = unknown, TKey extends QueryKey = QueryKey>(
    queryKey: TKey,
    updater: Updater<DataOfKey<TKey, TData>>,
  ): DataOfKey<TKey, TData> | undefined {
    const query = this.cache.build(this, this.defaultQueryOptions({ queryKey }));
    const previous = query.state.data as DataOfKey<TKey, TData> | undefined;
    const data =
      typeof updater === 'function'
        ? (updater as (old: typeof previous) => typeof previous)(previous)
        : updater;
    if (data !== undefined) query.setData(data);
    return data;
  }

  setQueriesData<TData>(filters: QueryFilters, updater: (previous: TData | undefined) => TData | undefined) {
    for (const query of this.cache.findAll(filters)) this.setQueryData<TData>(query.queryKey, updater);
  }

  /** Marks the matching queries stale and refetches those in use; resolves when they are done. */
  async invalidateQueries(filters: QueryFilters = {}): Promise<void> {
    const queries = this.cache.findAll(filters);
    for (const query of queries) query.invalidate();
    await Promise.all(
      queries
        .filter((query) => query.isActive)
        .map((query) => query.fetch(undefined, { cancelRefetch: true }).catch(() => undefined)),
    );
  }

  removeQueries(filters: QueryFilters = {}) {
    for (const query of this.cache.findAll(filters)) this.cache.remove(query);
  }

  clear() {
    this.cache.clear();
  }

  /** The query's data: from the cache while fresh, else fetched (without retries unless asked). */
  fetchQuery<TData, TKey extends QueryKey>(options: UseQueryOptions<TData, TKey>): Promise<TData> {
    const defaulted = this.defaultQueryOptions(options);
    defaulted.retry ??= false;
    const query = this.cache.build(this, defaulted) as Query<TData>;
    return query.isStale(defaulted.staleTime)
      ? query.fetch(defaulted)
      : Promise.resolve(query.state.data as TData);
  }

  prefetchQuery<TData, TKey extends QueryKey>(options: UseQueryOptions<TData, TKey>): Promise<void> {
    return this.fetchQuery(options).then(
      () => undefined,
      () => undefined,
    );
  }

  /** Starts listening for the window's focus and the network's return (the provider calls it). */
  mount() {
    this.mounts += 1;
    if (this.mounts > 1 || typeof window === 'undefined') return;
    const tell = (event: 'refetchOnWindowFocus' | 'refetchOnReconnect') => {
      for (const query of this.cache.findAll()) for (const user of query.users) user.refetchOn(event);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') tell('refetchOnWindowFocus');
    };
    const onOnline = () => tell('refetchOnReconnect');
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onOnline);
    this.stopListening = () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onOnline);
    };
  }

  unmount() {
    this.mounts -= 1;
    if (this.mounts === 0) this.stopListening?.();
  }
}
