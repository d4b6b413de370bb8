import { statusForCode, type ErrorCode } from '@gp/contract/errors';

export interface AppErrorExtras {
  /** Sent as the envelope's `value` (e.g. the login failure's `{ captcha: true }`). The route's
   * 4xx response schema must allow it, or serialization strips it. */
  value?: unknown;
  /** Response headers, e.g. `Retry-After` on 429. */
  headers?: Record<string, string>;
}

/** The error services throw: a stable contract code, an English message, the HTTP status from the code. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly extras: AppErrorExtras = {},
  ) {
    super(message ?? code);
    this.name = 'AppError';
    this.statusCode = statusForCode(code);
  }
}
