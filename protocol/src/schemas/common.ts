import { z } from 'zod';

/** A MongoDB ObjectId as 24 hex characters. */
export const objectIdSchema = z.string().regex(/^[0-9a-f]{24}$/i, 'must be a valid id');

export const idParamsSchema = z.object({ id: objectIdSchema });

/** The key under which `messages` holds `message`, or undefined for any other text (forms translate field errors by key). */
export function messageKey<K extends string>(messages: Readonly<Record<K, string>>, message: string | undefined): K | undefined {
  if (!message) return undefined;
  return (Object.keys(messages) as K[]).find((key) => messages[key] === message);
}

/**
 * A whole number in a query string, between `min` and `max`: decimal digits only ('20'). An empty value, a sign,
 * spaces, an exponent or hex ('', '+1', ' 1', '1e3', '0x10') are refused rather than read as some number; a number
 * (a caller building the query in code) is taken as it is.
 */
export function queryInt(min: number, max: number) {
  return z
    .union([z.number(), z.string().regex(/^\d{1,15}$/, 'must be a whole number').transform(Number)], { error: 'must be a number' })
    .pipe(z.number().int('must be a whole number').min(min).max(max));
}
