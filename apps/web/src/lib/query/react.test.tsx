import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepPreviousData, type QueryFunctionContext } from './options';
import { QueryClient } from './query-client';
import { QueryClientProvider, useQuery } from './react';
import { useMutation } from './use-mutation';

afterEach(cleanup);

const providerOf = (client: QueryClient) =>
  function Provider({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };

/** A server whose answers the test gives by hand, per call. */
const handServer = () => {
  const calls: { key: readonly unknown[]; signal: AbortSignal; resolve: (value: string) => void }[] = [];
  const queryFn = ({ queryKey, signal }: QueryFunctionContext) =>
    new Promise<string>((resolve) => calls.push({ key: queryKey, signal, resolve }));
  return { calls, queryFn };
};

const Shows = ({
  id,
  queryFn,
}: {
  id: string;
  queryFn: (context: QueryFunctionContext) => Promise<string>;
}) => {
  const query = useQuery({ queryKey: ['item', id], queryFn });
  return <p>{query.isPending ? 'loading' : query.data}</p>;
};

describe('useQuery', () => {
  it('asks once for two components of the same key and shows both the answer', async () => {
    const server = handServer();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Shows id="1" queryFn={server.queryFn} />
        <Shows id="1" queryFn={server.queryFn} />
      </QueryClientProvider>,
    );
    expect(screen.getAllByText('loading')).toHaveLength(2);
    await waitFor(() => expect(server.calls).toHaveLength(1));
    act(() => server.calls[0]!.resolve('dragon'));
    expect(await screen.findAllByText('dragon')).toHaveLength(2);
    expect(server.calls).toHaveLength(1);
  });

  it('shows an answer that landed between its first render and its subscription', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn(() => Promise.resolve('fetched'));
    const Fresh = () => {
      const query = useQuery({ queryKey: ['item', 'late'], queryFn, staleTime: Infinity });
      return <p>{query.isPending ? 'loading' : query.data}</p>;
    };
    // A layout effect runs after the render and before the passive effect that subscribes.
    const Writer = () => {
      useLayoutEffect(() => void client.setQueryData(['item', 'late'], 'written'), []);
      return null;
    };
    render(
      <QueryClientProvider client={client}>
        <Fresh />
        <Writer />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('written')).toBeTruthy();
    // Fresh data for an infinite stale time: no fetch.
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('shows the previous key’s data as a placeholder while the new key loads', async () => {
    const server = handServer();
    const { result, rerender } = renderHook(
      ({ page }: { page: number }) =>
        useQuery({ queryKey: ['page', page], queryFn: server.queryFn, placeholderData: keepPreviousData }),
      { wrapper: providerOf(new QueryClient()), initialProps: { page: 1 } },
    );
    await waitFor(() => expect(server.calls).toHaveLength(1));
    act(() => server.calls[0]!.resolve('page 1'));
    await waitFor(() => expect(result.current.data).toBe('page 1'));
    rerender({ page: 2 });
    expect(result.current).toMatchObject({
      data: 'page 1',
      isPlaceholderData: true,
      isSuccess: true,
      isFetching: true,
    });
    await waitFor(() => expect(server.calls).toHaveLength(2));
    act(() => server.calls[1]!.resolve('page 2'));
    await waitFor(() => expect(result.current).toMatchObject({ data: 'page 2', isPlaceholderData: false }));
  });

  it('waits while disabled and fetches once enabled', async () => {
    const server = handServer();
    const { result, rerender } = renderHook(
      ({ enabled }: { enabled: boolean }) =>
        useQuery({ queryKey: ['gated'], queryFn: server.queryFn, enabled }),
      { wrapper: providerOf(new QueryClient()), initialProps: { enabled: false } },
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(server.calls).toHaveLength(0);
    expect(result.current).toMatchObject({ isPending: true, isFetching: false });
    rerender({ enabled: true });
    expect(result.current.isFetching).toBe(true);
    await waitFor(() => expect(server.calls).toHaveLength(1));
  });

  it('stops a fetch nobody waits for any more when it can stop; one that cannot still fills the cache', async () => {
    const client = new QueryClient();
    const stoppable = handServer();
    const view = render(
      <QueryClientProvider client={client}>
        <Shows id="a" queryFn={stoppable.queryFn} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(stoppable.calls.length).toBeGreaterThan(0));
    view.unmount();
    expect(stoppable.calls.every((call) => call.signal.aborted)).toBe(true);

    let finish: (value: string) => void = () => undefined;
    const unstoppable = () => new Promise<string>((resolve) => (finish = resolve));
    const second = render(
      <QueryClientProvider client={client}>
        <Shows id="b" queryFn={unstoppable} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(client.getQueryState(['item', 'b'])?.fetchStatus).toBe('fetching'));
    second.unmount();
    finish('kept');
    await waitFor(() => expect(client.getQueryData(['item', 'b'])).toBe('kept'));
  });

  it('refetches on its interval, and a stale query when the window is shown again', async () => {
    const client = new QueryClient();
    let count = 0;
    const queryFn = () => Promise.resolve(`answer ${++count}`);
    const { result } = renderHook(() => useQuery({ queryKey: ['ticking'], queryFn, refetchInterval: 30 }), {
      wrapper: providerOf(client),
    });
    await waitFor(() => expect(count).toBeGreaterThanOrEqual(3));
    expect(result.current.data).toMatch(/^answer \d+$/);

    const { unmount } = renderHook(
      () => useQuery({ queryKey: ['focus'], queryFn: vi.fn(() => Promise.resolve(1)) }),
      {
        wrapper: providerOf(client),
      },
    );
    await waitFor(() => expect(client.getQueryData(['focus'])).toBe(1));
    const before = client.getQueryState(['focus'])!.dataUpdatedAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(client.getQueryState(['focus'])!.dataUpdatedAt).toBeGreaterThan(before));
    unmount();
  });
});

describe('useMutation', () => {
  it('counts as done only once its onSuccess (an invalidation, say) is done', async () => {
    const order: string[] = [];
    const { result } = renderHook(
      () =>
        useMutation({
          mutationFn: (amount: number) => Promise.resolve(amount * 2),
          onSuccess: async () => {
            await new Promise((resolve) => setTimeout(resolve, 10));
            order.push('onSuccess');
          },
        }),
      { wrapper: providerOf(new QueryClient()) },
    );
    let answer = 0;
    await act(async () => {
      answer = await result.current.mutateAsync(21);
      order.push('resolved');
    });
    expect(answer).toBe(42);
    expect(order).toEqual(['onSuccess', 'resolved']);
    expect(result.current).toMatchObject({ status: 'success', data: 42, variables: 21 });
  });

  it('retries by its rule and reports the last failure; a call’s own callbacks skip an unmounted form', async () => {
    let attempts = 0;
    const skipped = vi.fn();
    const Form = () => {
      const save = useMutation({
        mutationFn: () => Promise.reject(new Error(`fail ${++attempts}`)),
        retry: (count) => count < 1,
        retryDelay: 0,
      });
      const [shown, setShown] = useState('');
      return (
        <button
          type="button"
          onClick={() => save.mutate(undefined, { onError: (error) => setShown(error.message) })}
        >
          {save.isError ? `error: ${shown}` : 'save'}
        </button>
      );
    };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Form />
      </QueryClientProvider>,
    );
    act(() => screen.getByRole('button').click());
    expect(await screen.findByText('error: fail 2')).toBeTruthy();

    const { result, unmount } = renderHook(
      () =>
        useMutation({ mutationFn: () => new Promise<number>((resolve) => setTimeout(() => resolve(1), 10)) }),
      { wrapper: providerOf(new QueryClient()) },
    );
    act(() => result.current.mutate(undefined, { onSuccess: skipped }));
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(skipped).not.toHaveBeenCalled();
  });
});
