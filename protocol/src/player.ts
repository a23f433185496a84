import { z } from 'zod';
import { BOX_CATEGORIES } from './constants';
import { legendaryStatusDtoSchema } from './dto';
import { iso, usd } from './schemas/fields';

const count = z.number().int().nonnegative();

/**
 * `GET /api/daily-bonus`: whether the signed-in player can claim the daily bonus now (50 coins,
 * once per 24 hours, rolling from the last claim, never during a self-exclusion). Times are ISO strings from the
 * server's clock; `serverTime` lets a client count down without trusting its own clock.
 */
export const dailyBonusStatusDtoSchema = z
  .object({
    /** Coins one claim credits (LIMITS.dailyBonusCoins). */
    coins: z.number().int().positive(),
    available: z.boolean(),
    lastClaimedAt: iso.nullable(),
    /** When the next claim opens; null while a claim is available. */
    nextClaimAt: iso.nullable(),
    /** The cooldown between claims in milliseconds (LIMITS.dailyBonusCooldownMs). */
    cooldownMs: z.number().int().positive(),
    serverTime: iso,
    /** The end of the player's running self-exclusion (no claims until then), else null. */
    selfExcludedUntil: iso.nullable(),
    /** True when that self-exclusion never ends. */
    selfExclusionPermanent: z.boolean(),
  })
  .strict();
export type DailyBonusStatusDto = z.infer<typeof dailyBonusStatusDtoSchema>;

/** `POST /api/daily-bonus/claim`: what was credited, the balance after it, and the new status. */
export const dailyBonusClaimDtoSchema = z
  .object({
    credited: z.number().int().positive(),
    balance: z.number().int(),
    /** The balance version after the credit (apply only if newer than the one held). */
    balanceVersion: count,
    status: dailyBonusStatusDtoSchema,
  })
  .strict();
export type DailyBonusClaimDto = z.infer<typeof dailyBonusClaimDtoSchema>;

/**
 * `GET /api/me/summary`: the profile page's figures, computed from the player's openings.
 * Money in USD is a decimal string ('123.45'); coins are integers.
 */
export const playerSummaryDtoSchema = z
  .object({
    /** Paid openings (free-box claims are not openings). */
    boxesOpened: count,
    /** Openings that won something (not 'Nothing'). */
    wins: count,
    /** Sum of the USD values of every prize won. */
    totalWinnings: usd,
    /** Coins spent on openings. */
    coinsSpent: count,
    /** Wins still waiting for Ship or Resell. */
    pendingActions: count,
    /** Legendary eligibility in the category of the player's last opening (null before any opening). */
    legendary: legendaryStatusDtoSchema.extend({ category: z.enum(BOX_CATEGORIES).nullable() }).strict(),
  })
  .strict();
export type PlayerSummaryDto = z.infer<typeof playerSummaryDtoSchema>;
