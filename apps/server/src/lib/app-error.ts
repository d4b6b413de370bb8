import { statusForCode, type ErrorCode } from '@gp/contract/errors';

/** The error services throw: a stable contract code, an English message, the HTTP status from the code. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
  ) {
    super(message ?? code);
    this.name = 'AppError';
    this.statusCode = statusForCode(code);
  }
}
