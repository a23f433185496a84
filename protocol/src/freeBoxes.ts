import { z } from 'zod';
import { FREE_BOX_LEVELS, LIMITS, COINS_PER_USD, RARITIES } from './constants';
import { openingFairnessDtoSchema, prizeDtoSchema } from './dto';
import { iso, usd } from './schemas/fields';

/** One row of a free-box level's prize table, as published (`GET /api/free-boxes/levels`). */
export const freeBoxPrizeDtoSchema = z
  .object({
    id: z.string().min(1),
    name: z.string(),
    description: z.string(),
    rarity: z.enum(RARITIES),
    /** USD value as a decimal string. */
    valueInUSD: usd,
    /** Exact odds in parts per million; a level's prizes sum to 1,000,000. */
    oddsPpm: z.number().int().min(0).max(1_000_000),
    probability: z.number().min(0).max(1),
    imageUrl: z.string(),
    iconClass: z.string(),
  })
  .strict();
export type FreeBoxPrizeDto = z.infer<typeof freeBoxPrizeDtoSchema>;

/** A free-box level plus its prize table, so a claim's draw can be verified. `requiredSpent` is in coins. */
export const freeBoxLevelDtoSchema = z
  .object({
    id: z.string().min(1),
    level: z.number().int().positive(),
    name: z.string(),
    description: z.string(),
    imageUrl: z.string(),
    requiredSpent: z.number().int().nonnegative(),
    requiredXP: z.number().nonnegative(),
    prizes: z.array(freeBoxPrizeDtoSchema),
  })
  .strict();
export type FreeBoxLevelDto = z.infer<typeof freeBoxLevelDtoSchema>;

/** `POST /api/free-boxes/claim`: the spec's {prizeName, prizeValue} plus the opening, the prize, its proof and the next claim time. */
export const freeBoxClaimResultDtoSchema = z
  .object({
    prizeName: z.string(),
    /** USD value as a decimal string. */
    prizeValue: usd,
    level: z.number().int().positive(),
    openingId: z.string().min(1),
    prize: prizeDtoSchema,
    isWin: z.boolean(),
    /** Coins 'Resell for Coins' would credit now. */
    resaleCoins: z.number().int().nonnegative(),
    fairness: openingFairnessDtoSchema,
    proofUrl: z.string(),
    createdAt: iso,
    nextClaimAt: iso,
  })
  .strict();
export type FreeBoxClaimResultDto = z.infer<typeof freeBoxClaimResultDtoSchema>;

/** What a player brings to the claim rule (the profile fields it reads). */
export interface FreeBoxProgress {
  totalSpent: number;
  experiencePoints: number;
  freeBoxLevel: number;
  lastFreeBoxClaim: string | Date | null;
}

/** What a level asks for. */
export interface FreeBoxRequirement {
  level: number;
  requiredSpent: number;
  requiredXP: number;
}

export type FreeBoxMissing = 'spent' | 'xp' | 'level';

/** When the next claim opens after the last one (rolling 24 hours), or null when a claim is open at `now`. */
export function freeBoxNextClaimAt(lastClaim: string | Date | null, now: Date): Date | null {
  if (!lastClaim) return null;
  const next = new Date(new Date(lastClaim).getTime() + LIMITS.freeBoxCooldownMs);
  return next.getTime() > now.getTime() ? next : null;
}

/** Which of the spec's requirements a player misses for a level (empty: unlocked). */
export function freeBoxMissing(p: FreeBoxProgress, l: FreeBoxRequirement): FreeBoxMissing[] {
  const missing: FreeBoxMissing[] = [];
  if (p.totalSpent < l.requiredSpent) missing.push('spent');
  if (p.experiencePoints < l.requiredXP) missing.push('xp');
  if (p.freeBoxLevel < l.level) missing.push('level');
  return missing;
}

/** The highest level the player has unlocked (0 when none): the one a claim is drawn from. */
export function highestUnlockedLevel(p: FreeBoxProgress, levels: readonly FreeBoxRequirement[]): number {
  return levels.reduce((best, l) => (freeBoxMissing(p, l).length === 0 && l.level > best ? l.level : best), 0);
}

/**
 * The free-box level a player's totals reach (spent in coins, XP), by the published requirements: what paid
 * openings store as `freeBoxLevel`.
 */
export function levelReachedBy(totalSpent: number, experiencePoints: number): number {
  return FREE_BOX_LEVELS.reduce(
    (best, l) => (totalSpent >= l.requiredSpentUsd * COINS_PER_USD && experiencePoints >= l.requiredXP ? l.level : best),
    0,
  );
}
