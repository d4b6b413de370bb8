import type { ErrorCode } from '@gp/contract/errors';
import { ApiError } from './api-client';

/** A failure whose outcome is unknown (no answer, or a server error): the same request may be retried. */
export const isTransientError = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.code === ('network_abnormal' satisfies ErrorCode) || error.status === 0 || error.status >= 500);

/**
 * Idempotency keys of one form (ARCHITECTURE: every money movement is keyed). One key per user
 * submission: `keyFor` returns the same key while the same payload is being retried (an automatic retry,
 * or the user pressing submit again after a network failure), and a fresh key once the previous
 * submission got a definite answer (`settle`) or the payload changed.
 */
export const createIdempotencyKeys = (makeKey: () => string = () => crypto.randomUUID()) => {
  let pending: { fingerprint: string; key: string } | null = null;
  return {
    keyFor: (payload: unknown): string => {
      const fingerprint = JSON.stringify(payload);
      if (!pending || pending.fingerprint !== fingerprint) pending = { fingerprint, key: makeKey() };
      return pending.key;
    },
    /** The submission got a definite answer (success or a refusal): the next one is new. */
    settle: (): void => {
      pending = null;
    },
  };
};

export type IdempotencyKeys = ReturnType<typeof createIdempotencyKeys>;
