import { ErrorCode, freeBoxMissing, LIMITS, type FreeBoxProgress } from '@nova/protocol';
import { AppError } from '../core/errors';
import { notSelfExcludedFilter } from '../users/responsible';
import type { FreeBoxLevel } from './model';

/** 404 FREE_BOX_LEVEL_UNKNOWN. */
export const unknownLevel = (level: number) =>
  new AppError(ErrorCode.FREE_BOX_LEVEL_UNKNOWN, `Free-box level ${level} does not exist.`, { level: String(level) });

/** 403 FREE_BOX_LOCKED, naming what is missing (`missing`: comma-separated spent, xp, level) and the numbers. */
export function locked(user: FreeBoxProgress, level: FreeBoxLevel): AppError {
  const missing = freeBoxMissing(user, level);
  return new AppError(ErrorCode.FREE_BOX_LOCKED, `Free-box level ${level.level} is locked.`, {
    missing: missing.join(','),
    requiredSpent: String(level.requiredSpent),
    totalSpent: String(user.totalSpent),
    requiredXP: String(level.requiredXP),
    experiencePoints: String(user.experiencePoints),
    requiredLevel: String(level.level),
    freeBoxLevel: String(user.freeBoxLevel),
  });
}

/** 409 FREE_BOX_NOT_HIGHEST: claims come from the highest unlocked level. */
export const notHighest = (highestLevel: number) =>
  new AppError(ErrorCode.FREE_BOX_NOT_HIGHEST, `Free boxes are claimed from your highest unlocked level (${highestLevel}).`, {
    highestLevel: String(highestLevel),
  });

/** 429 FREE_BOX_COOLDOWN with `details.nextClaimAt` and Retry-After (whole seconds, at least 1). */
export function cooldown(nextClaimAt: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((nextClaimAt.getTime() - now.getTime()) / 1000));
  return new AppError(
    ErrorCode.FREE_BOX_COOLDOWN,
    'You already claimed a free box. Come back when the countdown ends.',
    { nextClaimAt: nextClaimAt.toISOString() },
    seconds,
  );
}

/**
 * The user filter of a claim: the claim rule (and no self-exclusion running) evaluated by the database in the same write that records the claim,
 * so two parallel claims cannot both pass the 24-hour guard.
 */
export function claimFilter(level: FreeBoxLevel, now: Date): Record<string, unknown> {
  const openedBefore = new Date(now.getTime() - LIMITS.freeBoxCooldownMs);
  return {
    banned: { $ne: true },
    ...notSelfExcludedFilter(now),
    totalSpent: { $gte: level.requiredSpent },
    experiencePoints: { $gte: level.requiredXP },
    freeBoxLevel: { $gte: level.level },
    $or: [{ lastFreeBoxClaim: null }, { lastFreeBoxClaim: { $lte: openedBefore } }],
  };
}
