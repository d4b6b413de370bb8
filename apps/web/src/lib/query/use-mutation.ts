import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from './react';
import { withRetries, type RetryOptions } from './retry';

export interface MutationOptions<TData, TVariables> extends RetryOptions {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Awaited before the mutation counts as done (an invalidation it returns, say). */
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
  onSettled?: (data: TData | undefined, error: Error | null, variables: TVariables) => unknown;
}

/** Callbacks of one `mutate` call: they run only if it is still the latest call and still mounted. */
export interface MutateCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
  onSettled?: (data: TData | undefined, error: Error | null, variables: TVariables) => void;
}

interface MutationState<TData, TVariables> {
  status: 'idle' | 'pending' | 'success' | 'error';
  data: TData | undefined;
  error: Error | null;
  variables: TVariables | undefined;
}

const idle = { status: 'idle', data: undefined, error: null, variables: undefined } as const;

/** A call that changes something on the server, with its state for the form that sends it. */
export const useMutation = <TData, TVariables = void>(options: MutationOptions<TData, TVariables>) => {
  const client = useQueryClient();
  const [state, setState] = useState<MutationState<TData, TVariables>>(idle);
  const optionsRef = useRef(options);
  const latestCall = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    optionsRef.current = options;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutateAsync = useCallback(
    async (variables: TVariables, callbacks: MutateCallbacks<TData, TVariables> = {}): Promise<TData> => {
      const call = (latestCall.current += 1);
      const current = () => call === latestCall.current && mounted.current;
      const settings = client.defaultMutationOptions(optionsRef.current);
      setState({ status: 'pending', data: undefined, error: null, variables });
      try {
        const data = await withRetries(() => settings.mutationFn(variables), settings, 0);
        await settings.onSuccess?.(data, variables);
        await settings.onSettled?.(data, null, variables);
        if (current()) {
          setState({ status: 'success', data, error: null, variables });
          callbacks.onSuccess?.(data, variables);
          callbacks.onSettled?.(data, null, variables);
        }
        return data;
      } catch (caught) {
        const error = caught as Error;
        await settings.onError?.(error, variables);
        await settings.onSettled?.(undefined, error, variables);
        if (current()) {
          setState({ status: 'error', data: undefined, error, variables });
          callbacks.onError?.(error, variables);
          callbacks.onSettled?.(undefined, error, variables);
        }
        throw error;
      }
    },
    [client],
  );
  const mutate = useCallback(
    (variables: TVariables, callbacks?: MutateCallbacks<TData, TVariables>) => {
      mutateAsync(variables, callbacks).catch(() => undefined);
    },
    [mutateAsync],
  );
  const reset = useCallback(() => {
    latestCall.current += 1;
    setState(idle);
  }, []);

  return {
    ...state,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    mutate,
    mutateAsync,
    reset,
  };
};
