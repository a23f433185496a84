import { ErrorCode, type ApiErrorBody } from '@nova/protocol';

/** A failure with an HTTP status and a stable code. Services throw these; entry points present them. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, string>,
    /** Seconds the client should wait (429 answers send it as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ApiErrorBody {
    return this.details ? { code: this.code, message: this.message, details: this.details } : { code: this.code, message: this.message };
  }
}

export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Builders for the errors every domain needs; domain-specific ones are built with `new AppError`. */
export const errors = {
  validation: (details: Record<string, string>, message = 'Some fields are invalid.') =>
    new AppError(400, ErrorCode.VALIDATION_FAILED, message, details),
  notFound: (what: string) => new AppError(404, ErrorCode.NOT_FOUND, `${what} not found`),
  authRequired: () => new AppError(401, ErrorCode.AUTH_REQUIRED, 'No auth token'),
  invalidToken: () => new AppError(401, ErrorCode.INVALID_TOKEN, 'Invalid or expired session. Please sign in again.'),
  tokenExpired: () => new AppError(401, ErrorCode.TOKEN_EXPIRED, 'Your session has expired. Please sign in again.'),
  accountBanned: () => new AppError(403, ErrorCode.ACCOUNT_BANNED, 'This account has been suspended. Contact support for help.'),
  adminRequired: () => new AppError(403, ErrorCode.ADMIN_REQUIRED, 'Admin privileges required'),
  staffRequired: () => new AppError(403, ErrorCode.STAFF_REQUIRED, 'Staff privileges required'),
  forbidden: (message = 'Access Denied') => new AppError(403, ErrorCode.FORBIDDEN, message),
  conflict: (code: ErrorCode, message: string) => new AppError(409, code, message),
  rateLimited: (retryAfterSeconds: number) =>
    new AppError(429, ErrorCode.RATE_LIMITED, `Too many requests. Try again in ${retryAfterSeconds} seconds.`, undefined, retryAfterSeconds),
  internal: () => new AppError(500, ErrorCode.INTERNAL, INTERNAL_MESSAGE),
};

/** Maps any thrown value to an AppError; `unexpected` is true when it was not one we raised on purpose. */
export function toAppError(err: unknown): { error: AppError; unexpected: boolean } {
  if (err instanceof AppError) return { error: err, unexpected: false };
  return { error: errors.internal(), unexpected: true };
}
