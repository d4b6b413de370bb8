import { idempotencyKeyHeader } from '@gp/contract/wallet-rules';
import { useQueryClient } from './query';
import { useMutation } from './query/use-mutation';
import { useState } from 'react';
import { createIdempotencyKeys, isTransientError } from './idempotency';
import { invalidateWallet } from './wallet-balance';

/**
 * A money-moving submission: the call gets an Idempotency-Key header (one per submission, reused by
 * the automatic retries and by a resubmission of the same values after a network failure), and every
 * wallet query is invalidated once the call settles.
 */
export const useMoneyMutation = <Vars, Result>(
  send: (vars: Vars, headers: Record<string, string>) => Promise<Result>,
) => {
  const client = useQueryClient();
  const [keys] = useState(createIdempotencyKeys);
  return useMutation({
    mutationFn: (vars: Vars) => send(vars, { [idempotencyKeyHeader]: keys.keyFor(vars) }),
    retry: (count, error) => count < 2 && isTransientError(error),
    onSuccess: () => keys.settle(),
    onError: (error) => {
      if (!isTransientError(error)) keys.settle();
    },
    onSettled: () => invalidateWallet(client),
  });
};
