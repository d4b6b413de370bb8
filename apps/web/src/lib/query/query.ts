import { replaceEqualDeep, type QueryKey } from './keys';
import {
  nextPageParam,
  type AnyQueryOptions,
  type InfiniteData,
  type QueryFunctionClient,
  type QueryState,
} from './options';
import { withRetries } from './retry';

/** One user of a query (a mounted `useQuery`): whether it wants fetches, and how to tell it of changes. */
export interface QueryUser {
  readonly enabled: boolean;
  queryChanged(): void;
  refetchOn(event: 'refetchOnWindowFocus' | 'refetchOnReconnect'): void;
}

export interface FetchOptions {
  /** Replace a running fetch (when there is data already) instead of joining it. */
  cancelRefetch?: boolean;
  nextPage?: boolean;
}

const defaultGcTime = 5 * 60_000;
const initialState: QueryState<never> = {
  data: undefined,
  dataUpdatedAt: 0,
  error: null,
  status: 'pending',
  fetchStatus: 'idle',
  isInvalidated: false,
  fetchingNextPage: false,
};

interface RunningFetch<TData> {
  promise: Promise<TData>;
  controller: AbortController;
  /** The query function read its signal: it can stop, so nobody waiting means stop it. */
  signalRead: boolean;
}

/** One cached query: its state, its running fetch (one at a time) and its users. */
export class Query<TData = unknown> {
  state: QueryState<TData> = initialState;
  readonly users = new Set<QueryUser>();
  private running: RunningFetch<TData> | undefined;
  private gcTimer: ReturnType<typeof setTimeout> | undefined;

  /**
   * `client` is handed to the query function; `forget` takes the query out of its cache once nobody
   * has used it for its gcTime.
   */
  constructor(
    private readonly client: QueryFunctionClient,
    private readonly forget: (query: Query) => void,
    readonly queryKey: QueryKey,
    readonly queryHash: string,
    public options: AnyQueryOptions,
  ) {
    this.scheduleGc();
  }

  get isActive(): boolean {
    return [...this.users].some((user) => user.enabled);
  }

  isStale(staleTime = this.options.staleTime ?? 0): boolean {
    const { data, isInvalidated, dataUpdatedAt } = this.state;
    return data === undefined || isInvalidated || Date.now() - dataUpdatedAt >= staleTime;
  }

  addUser(user: QueryUser) {
    this.users.add(user);
    clearTimeout(this.gcTimer);
  }

  /** The last user gone: a fetch that can be stopped is stopped (its answer would be unused). */
  removeUser(user: QueryUser) {
    this.users.delete(user);
    if (this.users.size === 0 && this.running?.signalRead) {
      this.running.controller.abort();
      this.settle({});
    } else this.scheduleGc();
  }

  setData(data: TData) {
    this.setState(this.succeeded(data));
  }

  invalidate() {
    if (!this.state.isInvalidated) this.setState({ isInvalidated: true });
  }

  /**
   * Runs the query function (with retries), or joins the fetch already running. With `options`, the
   * query takes them first (a user's latest options win).
   */
  fetch(options?: AnyQueryOptions, fetchOptions: FetchOptions = {}): Promise<TData> {
    if (options) this.options = options;
    if (this.running) {
      if (!(fetchOptions.cancelRefetch && this.state.data !== undefined)) return this.running.promise;
      this.running.controller.abort();
    }
    const controller = new AbortController();
    const run = { controller, signalRead: false } as RunningFetch<TData>;
    this.running = run;
    this.setState({ fetchStatus: 'fetching', fetchingNextPage: Boolean(fetchOptions.nextPage) });
    run.promise = withRetries(() => this.load(run, fetchOptions), this.options, 3, controller.signal).then(
      (data) => {
        if (this.running === run) this.settle(this.succeeded(data));
        return data;
      },
      (error: Error) => {
        if (this.running === run) this.settle({ error, status: 'error' });
        throw error;
      },
    );
    return run.promise;
  }

  /** Gone from the cache: stop the running fetch and the gc timer (a late answer is dropped). */
  destroy() {
    clearTimeout(this.gcTimer);
    this.running?.controller.abort();
    this.running = undefined;
  }

  private setState(patch: Partial<QueryState<TData>>) {
    this.state = { ...this.state, ...patch };
    for (const user of this.users) user.queryChanged();
  }

  private settle(patch: Partial<QueryState<TData>>) {
    this.running = undefined;
    this.setState({ ...patch, fetchStatus: 'idle', fetchingNextPage: false });
    this.scheduleGc();
  }

  /** The state of fresh data, keeping what did not change (structural sharing) unless switched off. */
  private succeeded(data: TData): Partial<QueryState<TData>> {
    return {
      data: this.options.structuralSharing === false ? data : replaceEqualDeep(this.state.data, data),
      dataUpdatedAt: Date.now(),
      error: null,
      status: 'success',
      isInvalidated: false,
    };
  }

  private load(run: RunningFetch<TData>, fetchOptions: FetchOptions): Promise<TData> {
    const queryFn = this.options.queryFn;
    if (!queryFn) return Promise.reject(new Error(`No queryFn for ${this.queryHash}`));
    const ask = (pageParam?: unknown) => {
      const context = { queryKey: this.queryKey, client: this.client, pageParam };
      Object.defineProperty(context, 'signal', {
        get: () => {
          run.signalRead = true;
          return run.controller.signal;
        },
      });
      return Promise.resolve(queryFn(context as never));
    };
    if (!this.options.getNextPageParam) return ask() as Promise<TData>;
    return this.loadPages(ask, fetchOptions) as Promise<TData>;
  }

  /** An infinite query: the next page, or (on refetch) every page it holds again, from the first. */
  private async loadPages(ask: (pageParam: unknown) => Promise<unknown>, fetchOptions: FetchOptions) {
    const held = this.state.data as InfiniteData<unknown> | undefined;
    if (fetchOptions.nextPage && held) {
      const param = nextPageParam(this.options, held);
      if (param === undefined) return held;
      return { pages: [...held.pages, await ask(param)], pageParams: [...held.pageParams, param] };
    }
    const pages: InfiniteData<unknown> = { pages: [], pageParams: [] };
    let param = this.options.initialPageParam;
    for (let index = 0; index < Math.max(1, held?.pages.length ?? 0); index += 1) {
      if (index > 0) param = nextPageParam(this.options, pages);
      if (param === undefined) break;
      pages.pages.push(await ask(param));
      pages.pageParams.push(param);
    }
    return pages;
  }

  private scheduleGc() {
    clearTimeout(this.gcTimer);
    const gcTime = this.options.gcTime ?? defaultGcTime;
    if (this.users.size > 0 || this.running || !Number.isFinite(gcTime)) return;
    this.gcTimer = setTimeout(() => this.forget(this as Query), gcTime);
  }
}
