import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashKey, partialMatch, replaceEqualDeep } from './keys';
import type { QueryFunctionContext } from './options';
import { QueryClient } from './query-client';

/** A query function whose answers the test gives by hand, one per call, in order. */
const deferredCalls = <T>() => {
  const calls: {
    context: QueryFunctionContext;
    resolve: (value: T) => void;
    reject: (error: Error) => void;
  }[] = [];
  const queryFn = (context: QueryFunctionContext) =>
    new Promise<T>((resolve, reject) => calls.push({ context, resolve, reject }));
  return { calls, queryFn };
};

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('query keys', () => {
  it('hash the same whatever the order of an object’s properties', () => {
    expect(hashKey(['games', { page: 1, type: 'RNG' }])).toBe(hashKey(['games', { type: 'RNG', page: 1 }]));
    expect(hashKey(['games', 1])).not.toBe(hashKey(['games', '1']));
  });

  it('match every key they begin, and objects by the properties they name', () => {
    expect(partialMatch(['wallet', 'balance', 'tok'], ['wallet'])).toBe(true);
    expect(partialMatch(['wallet'], ['wallet', 'balance'])).toBe(false);
    expect(partialMatch(['games', { type: 'RNG', page: 2 }], ['games', { type: 'RNG' }])).toBe(true);
    expect(partialMatch(['games', { type: 'LIVE' }], ['games', { type: 'RNG' }])).toBe(false);
  });

  it('keep the parts of a new answer that equal the old one', () => {
    const before = { list: [{ id: 1 }, { id: 2 }], total: 2 };
    const same = replaceEqualDeep(before, { list: [{ id: 1 }, { id: 2 }], total: 2 });
    expect(same).toBe(before);
    const changed = replaceEqualDeep(before, { list: [{ id: 1 }, { id: 3 }], total: 2 });
    expect(changed).not.toBe(before);
    expect(changed.list[0]).toBe(before.list[0]);
    expect(changed).toEqual({ list: [{ id: 1 }, { id: 3 }], total: 2 });
  });
});

describe('QueryClient', () => {
  it('asks once for callers that come while an answer is on its way, then answers from the cache while fresh', async () => {
    const client = new QueryClient();
    const server = deferredCalls<string>();
    const options = { queryKey: ['a'], queryFn: server.queryFn, staleTime: 60_000 };
    const first = client.fetchQuery(options);
    const second = client.fetchQuery(options);
    server.calls[0]!.resolve('one');
    expect(await Promise.all([first, second])).toEqual(['one', 'one']);
    expect(await client.fetchQuery(options)).toBe('one');
    expect(server.calls).toHaveLength(1);
    expect(client.getQueryData(['a'])).toBe('one');
  });

  it('asks again after a failure while the retry rule allows, with the number of failures so far', async () => {
    const client = new QueryClient();
    const seen: number[] = [];
    let attempts = 0;
    const answer = await client.fetchQuery({
      queryKey: ['flaky'],
      queryFn: () => (++attempts < 3 ? Promise.reject(new Error(`down ${attempts}`)) : Promise.resolve('up')),
      retry: (failureCount) => {
        seen.push(failureCount);
        return failureCount < 2;
      },
      retryDelay: 0,
    });
    expect(answer).toBe('up');
    expect(seen).toEqual([0, 1]);
  });

  it('fetchQuery does not retry unless asked, and the failure stays in the query state', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn(() => Promise.reject(new Error('no')));
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn })).rejects.toThrow('no');
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(['x'])).toMatchObject({ status: 'error', fetchStatus: 'idle' });
    expect(client.getQueryState(['x'])?.error?.message).toBe('no');
  });

  it('takes defaults from the client, then from defaults set for a key, then from the query', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 5 } } });
    client.setQueryDefaults(['games'], { retry: false });
    expect(client.defaultQueryOptions({ queryKey: ['games', 'vendor'] })).toMatchObject({
      retry: false,
      staleTime: 5,
    });
    expect(client.defaultQueryOptions({ queryKey: ['wallet'] })).toMatchObject({ retry: 1 });
  });

  it('marks matching queries stale and refetches only those in use', async () => {
    const client = new QueryClient();
    client.setQueryData(['wallet', 'balance'], 1);
    client.setQueryData(['wallet', 'records'], 2);
    client.setQueryData(['games'], 3);
    await client.invalidateQueries({
      queryKey: ['wallet'],
      predicate: (query) => query.queryKey[1] !== 'records',
    });
    expect(client.getQueryState(['wallet', 'balance'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['wallet', 'records'])?.isInvalidated).toBe(false);
    expect(client.getQueryState(['games'])?.isInvalidated).toBe(false);
    // Nobody uses them: nothing was fetched (these queries have no query function at all).
    expect(client.getQueryState(['wallet', 'balance'])?.fetchStatus).toBe('idle');
  });

  it('sets data by value or updater; an updater that answers undefined changes nothing', () => {
    const client = new QueryClient();
    client.setQueryData<number[]>(['ids'], [1]);
    client.setQueryData<number[]>(['ids'], (old) => [...(old ?? []), 2]);
    client.setQueryData<number[]>(['ids'], () => undefined);
    expect(client.getQueryData(['ids'])).toEqual([1, 2]);
    client.setQueriesData<number[]>({ queryKey: ['ids'] }, (old) => old?.filter((id) => id !== 1));
    expect(client.getQueryData(['ids'])).toEqual([2]);
  });

  it('removing a query stops its fetch and its late answer is dropped', async () => {
    const client = new QueryClient();
    const server = deferredCalls<string>();
    const pending = client.fetchQuery({ queryKey: ['member', 'info'], queryFn: server.queryFn });
    client.removeQueries({ queryKey: ['member'] });
    expect(server.calls[0]!.context.signal.aborted).toBe(true);
    server.calls[0]!.resolve('stale member');
    await pending;
    expect(client.getQueryData(['member', 'info'])).toBeUndefined();
    expect(client.getQueryCache().findAll({ queryKey: ['member'] })).toEqual([]);
  });

  it('forgets a query nobody uses once its gcTime has passed', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    await client.fetchQuery({ queryKey: ['short'], queryFn: () => Promise.resolve(1), gcTime: 1_000 });
    await client.fetchQuery({ queryKey: ['kept'], queryFn: () => Promise.resolve(2), gcTime: Infinity });
    vi.advanceTimersByTime(999);
    expect(client.getQueryData(['short'])).toBe(1);
    vi.advanceTimersByTime(1);
    expect(client.getQueryData(['short'])).toBeUndefined();
    vi.advanceTimersByTime(60 * 60_000);
    expect(client.getQueryData(['kept'])).toBe(2);
  });

  it('a refetch that must not join replaces the running one, whose answer is then ignored', async () => {
    const client = new QueryClient();
    const server = deferredCalls<string>();
    const query = client.getQueryCache().build(client, client.defaultQueryOptions({ queryKey: ['q'] }));
    query.options = { ...query.options, queryFn: server.queryFn };
    query.setData('cached');
    void query.fetch().catch(() => undefined);
    const newer = query.fetch(undefined, { cancelRefetch: true });
    expect(server.calls).toHaveLength(2);
    expect(server.calls[0]!.context.signal.aborted).toBe(true);
    server.calls[1]!.resolve('new');
    server.calls[0]!.resolve('old');
    expect(await newer).toBe('new');
    await settled();
    expect(query.state.data).toBe('new');
  });

  it('loads an infinite query page by page and refetches every held page from the first', async () => {
    const client = new QueryClient();
    const asked: number[] = [];
    let version = 'a';
    const options = {
      queryKey: ['list'],
      queryFn: ({ pageParam }: QueryFunctionContext<readonly unknown[], number>) => {
        asked.push(pageParam);
        return Promise.resolve(`${version}${pageParam}`);
      },
      initialPageParam: 1,
      getNextPageParam: (_last: unknown, pages: unknown[]) =>
        pages.length < 3 ? pages.length + 1 : undefined,
    };
    const query = client.getQueryCache().build(client, client.defaultQueryOptions(options));
    await query.fetch(options);
    await query.fetch(undefined, { nextPage: true });
    expect(query.state.data).toEqual({ pages: ['a1', 'a2'], pageParams: [1, 2] });
    version = 'b';
    await query.fetch();
    expect(query.state.data).toEqual({ pages: ['b1', 'b2'], pageParams: [1, 2] });
    await query.fetch(undefined, { nextPage: true });
    await query.fetch(undefined, { nextPage: true });
    expect(query.state.data).toEqual({ pages: ['b1', 'b2', 'b3'], pageParams: [1, 2, 3] });
    expect(asked).toEqual([1, 2, 1, 2, 3]);
  });
});
