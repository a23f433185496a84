import { z } from 'zod';

/** `POST /api/free-boxes/claim`: the level to claim from (it must be the player's highest unlocked level). */
export const freeBoxClaimBodySchema = z
  .object({ level: z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more').max(1000) })
  .strict();
export type FreeBoxClaimBody = z.infer<typeof freeBoxClaimBodySchema>;
