import type { ErrorCode } from '@meridian/contract';

/** A business failure with a stable code; the error handler translates it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly statusCode = 200,
  ) {
    super(code);
    this.name = 'AppError';
  }
}
