import { z } from 'zod';

/** A MongoDB ObjectId as 24 hex characters. */
export const objectIdSchema = z.string().regex(/^[0-9a-f]{24}$/i, 'must be a valid id');

export const idParamsSchema = z.object({ id: objectIdSchema });
