import { idempotencyKeyHeader, idempotencyKeyPattern } from '@gp/contract/wallet-rules';
import { QueryClient, QueryClientProvider } from './query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createIdempotencyKeys } from './idempotency';
import { useMoneyMutation } from './use-money-mutation';

describe('idempotency keys', () => {
  it('reuses the key while the same submission is retried and makes a fresh one after an answer', () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor({ amount: '10' });
    expect(first).toMatch(idempotencyKeyPattern);
    expect(keys.keyFor({ amount: '10' })).toBe(first);
    keys.settle();
    const second = keys.keyFor({ amount: '10' });
    expect(second).not.toBe(first);
    expect(keys.keyFor({ amount: '11' })).not.toBe(second);
  });
});

describe('useMoneyMutation', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retryDelay: 0 } } })}>
      {children}
    </QueryClientProvider>
  );

  it('retries a network failure with the same key; the next submission has a fresh key', async () => {
    const seen: string[] = [];
    let failures = 1;
    const { result } = renderHook(
      () =>
        useMoneyMutation((_vars: { amount: string }, headers) => {
          seen.push(headers[idempotencyKeyHeader]!);
          if (failures-- > 0) return Promise.reject(new ApiError('network_abnormal', 0));
          return Promise.resolve('ok');
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync({ amount: '10.00' }));
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);

    await act(() => result.current.mutateAsync({ amount: '10.00' }));
    expect(seen).toHaveLength(3);
    expect(seen[2]).not.toBe(seen[0]);
  });

  it('keeps the key when the user resubmits after a network failure, not after a refusal', async () => {
    const seen: string[] = [];
    const answers = [
      new ApiError('network_abnormal', 0),
      new ApiError('network_abnormal', 0),
      new ApiError('network_abnormal', 0),
      new ApiError('insufficient_balance', 409),
    ];
    const { result } = renderHook(
      () =>
        useMoneyMutation((_vars: { amount: string }, headers) => {
          seen.push(headers[idempotencyKeyHeader]!);
          return Promise.reject(answers.shift() ?? new Error('unexpected'));
        }),
      { wrapper },
    );
    act(() => result.current.mutate({ amount: '5' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(new Set(seen).size).toBe(1);
    act(() => result.current.mutate({ amount: '5' }));
    await waitFor(() => expect(seen).toHaveLength(4));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(seen[3]).toBe(seen[0]);
    act(() => result.current.mutate({ amount: '5' }));
    await waitFor(() => expect(seen).toHaveLength(5));
    expect(seen[4]).not.toBe(seen[0]);
  });
});
