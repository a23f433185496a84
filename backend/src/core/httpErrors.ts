import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ErrorCode, errorStatus } from '@nova/protocol';
import { AppError, errors, toAppError } from './errors';
import type { Logger } from './logger';

/** Errors raised by libraries before our code runs (body parsing, uploads, Mongoose casts), as AppErrors. */
function fromLibraryError(err: unknown): AppError | null {
  if (typeof err !== 'object' || err === null || err instanceof AppError) return null;
  const e = err as { type?: string; name?: string; code?: string | number; path?: string; status?: number };
  switch (e.type) {
    case 'entity.parse.failed':
      return new AppError(ErrorCode.MALFORMED_JSON, 'The request body is not valid JSON.');
    case 'entity.too.large':
      return new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'The request body is too large.');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Unsupported request encoding.');
    case 'request.aborted':
      return new AppError(ErrorCode.VALIDATION_FAILED, 'The request was aborted.');
  }
  if (e.name === 'MulterError') {
    if (e.code === 'LIMIT_FILE_SIZE') return new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'The uploaded file is too large.');
    return new AppError(ErrorCode.VALIDATION_FAILED, 'The upload is invalid.', { [String(e.path ?? 'file')]: String(e.code) });
  }
  if (e.name === 'CastError') return errors.validation({ [String(e.path ?? 'id')]: 'Invalid value' });
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) return fromLibraryStatus(e.status);
  return null;
}

/** A library's own 4xx as the code a client expects for it (each code answers with its one status). */
function fromLibraryStatus(status: number): AppError {
  if (status === 404) return errors.notFound('File');
  if (status === 413) return new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'The request body is too large.');
  if (status === 415) return new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Unsupported request encoding.');
  return new AppError(ErrorCode.VALIDATION_FAILED, 'The request could not be processed.');
}

/**
 * The one Express error handler: stable codes for known failures, a fixed message (and a log line) otherwise.
 * `onUnexpected` hears about the unexpected ones (the app emits `app.failed` for the staff feed).
 */
export function errorHandler(logger: Logger, onUnexpected?: (err: unknown, method: string, path: string) => void): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const known = fromLibraryError(err);
    const { error, unexpected } = known ? { error: known, unexpected: false } : toAppError(err);
    if (unexpected) {
      logger.error({ err, method: req.method, url: req.originalUrl }, 'unhandled request error');
      onUnexpected?.(err, req.method, req.path);
    }
    if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    if (res.headersSent) return;
    res.status(error.status).json(error.toBody());
  };
}

/** Unknown /api paths answer 404 JSON instead of falling through to the front end. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(errorStatus(ErrorCode.ROUTE_NOT_FOUND)).json({ code: ErrorCode.ROUTE_NOT_FOUND, message: `No API route for ${req.method} ${req.path}` });
};
