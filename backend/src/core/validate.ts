import type { z } from 'zod';
import { errors } from './errors';

/** Field path -> first message, for VALIDATION_FAILED details. */
export function zodDetails(error: z.ZodError): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    details[key] ??= issue.message;
  }
  return details;
}

/** Parses untrusted input with a schema, throwing a 400 VALIDATION_FAILED listing every bad field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw errors.validation(zodDetails(result.error));
  return result.data;
}
