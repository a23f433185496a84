import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ErrorCode } from '@nova/protocol';
import { AppError, errors, toAppError } from './errors';
import type { Logger } from './logger';

/** Errors raised by libraries before our code runs (body parsing, uploads, Mongoose casts), as AppErrors. */
function fromLibraryError(err: unknown): AppError | null {
  if (typeof err !== 'object' || err === null || err instanceof AppError) return null;
  const e = err as { type?: string; name?: string; code?: string | number; path?: string; status?: number };
  switch (e.type) {
    case 'entity.parse.failed':
      return new AppError(400, ErrorCode.MALFORMED_JSON, 'The request body is not valid JSON.');
    case 'entity.too.large':
      return new AppError(413, ErrorCode.PAYLOAD_TOO_LARGE, 'The request body is too large.');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Unsupported request encoding.');
    case 'request.aborted':
      return new AppError(400, ErrorCode.VALIDATION_FAILED, 'The request was aborted.');
  }
  if (e.name === 'MulterError') {
    if (e.code === 'LIMIT_FILE_SIZE') return new AppError(413, ErrorCode.PAYLOAD_TOO_LARGE, 'The uploaded file is too large.');
    return new AppError(400, ErrorCode.VALIDATION_FAILED, 'The upload is invalid.', { [String(e.path ?? 'file')]: String(e.code) });
  }
  if (e.name === 'CastError') return errors.validation({ [String(e.path ?? 'id')]: 'Invalid value' });
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    return new AppError(e.status, ErrorCode.VALIDATION_FAILED, 'The request could not be processed.');
  }
  return null;
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
  res.status(404).json({ code: ErrorCode.ROUTE_NOT_FOUND, message: `No API route for ${req.method} ${req.path}` });
};
