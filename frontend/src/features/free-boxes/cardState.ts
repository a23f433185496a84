import {
  freeBoxMissing,
  freeBoxNextClaimAt,
  LIMITS,
  type FreeBoxMissing,
  type FreeBoxProgress,
  type FreeBoxRequirement,
} from '@nova/protocol';

/**
 * What a level card shows: locked (requirements not met), unlocked but a lower level than the one
 * claims come from (surpassed), cooldown (with the time left), ready, or claiming. Signed-out visitors see the
 * level without a claim state.
 */
export type LevelCardState =
  | { kind: 'signedOut' }
  | { kind: 'locked'; missing: FreeBoxMissing[] }
  | { kind: 'surpassed'; highest: number }
  | { kind: 'cooldown'; remainingMs: number }
  | { kind: 'ready' }
  | { kind: 'claiming' };

export interface CardStateInput {
  level: FreeBoxRequirement;
  /** Null when signed out. */
  progress: FreeBoxProgress | null;
  /** The player's highest unlocked level (0: none). */
  highest: number;
  now: number;
  /** The level being claimed right now, if any. */
  claimingLevel: number | null;
}

/** The state of one level card; the claim button is enabled only for 'ready'. */
export function levelCardState({ level, progress, highest, now, claimingLevel }: CardStateInput): LevelCardState {
  if (!progress) return { kind: 'signedOut' };
  const missing = freeBoxMissing(progress, level);
  if (missing.length > 0) return { kind: 'locked', missing };
  if (level.level !== highest) return { kind: 'surpassed', highest };
  if (claimingLevel === level.level) return { kind: 'claiming' };
  const next = freeBoxNextClaimAt(progress.lastFreeBoxClaim, new Date(now));
  if (next) return { kind: 'cooldown', remainingMs: cooldownLeft(next.getTime(), now) };
  return { kind: 'ready' };
}

/** Time left until `nextAt`, never more than one cooldown (the page's clock ticks coarsely and may trail the claim). */
export const cooldownLeft = (nextAt: number, now: number): number => Math.min(LIMITS.freeBoxCooldownMs, Math.max(0, nextAt - now));

/** A share in [0, 1] of a requirement met (1 when nothing is required). */
export const progressShare = (current: number, required: number): number =>
  required <= 0 ? 1 : Math.min(1, Math.max(0, current / required));

/** Hours and minutes left, rounded up to the next minute (the countdown's precision). */
export function hoursMinutes(ms: number): { hours: number; minutes: number } {
  const totalMinutes = Math.ceil(Math.max(0, ms) / 60_000);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
