import { z } from 'zod';

/** A MongoDB ObjectId as 24 hex characters. */
export const objectIdSchema = z.string().regex(/^[0-9a-f]{24}$/i, 'must be a valid id');

export const idParamsSchema = z.object({ id: objectIdSchema });

/** The key under which `messages` holds `message`, or undefined for any other text (forms translate field errors by key). */
export function messageKey<K extends string>(messages: Readonly<Record<K, string>>, message: string | undefined): K | undefined {
  if (!message) return undefined;
  return (Object.keys(messages) as K[]).find((key) => messages[key] === message);
}
