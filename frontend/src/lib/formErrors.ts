import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/** Puts the server's VALIDATION_FAILED details on the form's fields (those listed); other failures change nothing. */
export function showServerFieldErrors<T extends FieldValues>(err: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): void {
  if (!(err instanceof ApiError) || !err.details) return;
  for (const field of fields) {
    const message = err.details[field];
    if (message) setError(field, { type: 'server', message });
  }
}
