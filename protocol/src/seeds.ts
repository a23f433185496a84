import { z } from 'zod';
import { iso } from './schemas/fields';

/* The player's seed pair as REST answers: the commitment in force and the pairs revealed by rotating (docs/rest-schemas.md). */

const count = z.number().int().nonnegative();

export const revealedSeedDtoSchema = z
  .object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    /** The client seed in force when the server seed was rotated out. */
    clientSeed: z.string(),
    /** How many openings used this server seed (their nonces are 0..nonce-1). */
    nonce: count,
    revealedAt: iso,
  })
  .strict();
export type RevealedSeedDto = z.infer<typeof revealedSeedDtoSchema>;

/** `GET /api/fairness`: the player's current commitment. The server seed itself stays secret until rotated. */
export const fairnessStateDtoSchema = z
  .object({
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    /** The nonce the next opening will use. */
    nonce: count,
    /** The most recently revealed seed pair, if the player ever rotated. */
    previous: revealedSeedDtoSchema.nullable(),
  })
  .strict();
export type FairnessStateDto = z.infer<typeof fairnessStateDtoSchema>;

/** `POST /api/fairness/rotate`: the revealed seed and the new commitment. */
export const fairnessRotationDtoSchema = z.object({ revealed: revealedSeedDtoSchema, current: fairnessStateDtoSchema }).strict();
export type FairnessRotationDto = z.infer<typeof fairnessRotationDtoSchema>;
