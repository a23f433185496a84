import { ErrorCode, errorStatus, type ApiErrorBody, type ErrorStatus } from '@nova/protocol';

/**
 * A failure with a stable code. Services throw these; entry points present them. The HTTP status comes from the
 * code (`ERROR_STATUS` in protocol), so one code always answers with one status.
 */
export class AppError extends Error {
  readonly status: ErrorStatus;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, string>,
    /** Seconds the client should wait (429 answers send it as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = errorStatus(code);
  }

  toBody(): ApiErrorBody {
    return this.details ? { code: this.code, message: this.message, details: this.details } : { code: this.code, message: this.message };
  }
}

export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Builders for the errors every domain needs; domain-specific ones are built with `new AppError(code, message)`. */
export const errors = {
  validation: (details: Record<string, string>, message = 'Some fields are invalid.') =>
    new AppError(ErrorCode.VALIDATION_FAILED, message, details),
  notFound: (what: string) => new AppError(ErrorCode.NOT_FOUND, `${what} not found`),
  authRequired: () => new AppError(ErrorCode.AUTH_REQUIRED, 'No auth token'),
  invalidToken: () => new AppError(ErrorCode.INVALID_TOKEN, 'Invalid or expired session. Please sign in again.'),
  tokenExpired: () => new AppError(ErrorCode.TOKEN_EXPIRED, 'Your session has expired. Please sign in again.'),
  accountBanned: () => new AppError(ErrorCode.ACCOUNT_BANNED, 'This account has been suspended. Contact support for help.'),
  adminRequired: () => new AppError(ErrorCode.ADMIN_REQUIRED, 'Admin privileges required'),
  staffRequired: () => new AppError(ErrorCode.STAFF_REQUIRED, 'Staff privileges required'),
  forbidden: (message = 'Access Denied') => new AppError(ErrorCode.FORBIDDEN, message),
  conflict: (code: ErrorCode, message: string) => new AppError(code, message),
  rateLimited: (retryAfterSeconds: number) =>
    new AppError(ErrorCode.RATE_LIMITED, `Too many requests. Try again in ${retryAfterSeconds} seconds.`, undefined, retryAfterSeconds),
  internal: () => new AppError(ErrorCode.INTERNAL, INTERNAL_MESSAGE),
};

/** Maps any thrown value to an AppError; `unexpected` is true when it was not one we raised on purpose. */
export function toAppError(err: unknown): { error: AppError; unexpected: boolean } {
  if (err instanceof AppError) return { error: err, unexpected: false };
  return { error: errors.internal(), unexpected: true };
}
