import { Types } from 'mongoose';
import { ErrorCode, LIMITS } from '@nova/protocol';
import type { AppContext } from '../context';
import { AppError, errors } from '../core/errors';
import { inTransaction, isDuplicateKey } from '../core/transaction';
import { credit } from '../ledger/service';
import { Users } from '../users/queries';
import { activeSelfExclusion } from '../users/responsible';

/** A player's daily-bonus position at `now`: available, or when it opens again, and any self-exclusion running. */
export interface DailyBonusState {
  lastClaimedAt: Date | null;
  nextClaimAt: Date | null;
  /** The end of a self-exclusion running at `now` (claims are refused until then), else null. */
  excludedUntil: Date | null;
  now: Date;
}

/** When the next claim opens after one at `lastClaimedAt`, or null when a claim is open at `now`. */
export function nextClaimAfter(lastClaimedAt: Date | null, now: Date): Date | null {
  if (!lastClaimedAt) return null;
  const next = new Date(lastClaimedAt.getTime() + LIMITS.dailyBonusCooldownMs);
  return next.getTime() > now.getTime() ? next : null;
}

export function bonusState(lastClaimedAt: Date | null, now: Date, excludedUntil: Date | null = null): DailyBonusState {
  return { lastClaimedAt, nextClaimAt: nextClaimAfter(lastClaimedAt, now), excludedUntil, now };
}

/** 409 DAILY_BONUS_NOT_READY, naming when the next claim opens. */
export function notReady(nextClaimAt: Date): AppError {
  return new AppError(ErrorCode.DAILY_BONUS_NOT_READY, 'The daily bonus was already claimed. Come back when the countdown ends.', {
    nextClaimAt: nextClaimAt.toISOString(),
  });
}

/** The signed-in player's daily-bonus position by the app clock. */
export async function dailyBonusStatus(ctx: AppContext, userId: Types.ObjectId | string): Promise<DailyBonusState> {
  const user = await Users.findById(userId, { lastDailyBonusAt: 1, selfExcludedUntil: 1 }).lean();
  if (!user) throw errors.notFound('User');
  const now = ctx.clock.now();
  return bonusState(user.lastDailyBonusAt ?? null, now, activeSelfExclusion(user, now));
}

/**
 * The claim window a claim at `at` falls in: whole cooldown periods since the epoch. Two claims at least one
 * cooldown apart always fall in different windows, so `daily-bonus:<user>:<window>` is unique per legitimate
 * claim, and the ledger's unique ref refuses a second credit in one window even if two claims raced.
 */
export const claimWindow = (at: Date): number => Math.floor(at.getTime() / LIMITS.dailyBonusCooldownMs);

/**
 * Credits the daily bonus (LIMITS.dailyBonusCoins) once per rolling 24 hours, in one transaction: a
 * conditional update of `lastDailyBonusAt` (null, or at least 24 hours before now by `ctx.clock`) together
 * with the balance, and a 'daily-bonus' ledger entry (which emits `balance.changed` after the commit).
 * A claim inside the cooldown, or one that lost a race with another claim, is 409 DAILY_BONUS_NOT_READY; a claim
 * during a self-exclusion is 403 SELF_EXCLUDED, as openings and purchases are (checked in the same write).
 */
export async function claimDailyBonus(
  ctx: AppContext,
  userId: Types.ObjectId | string,
): Promise<{ credited: number; balance: number; balanceVersion: number; state: DailyBonusState }> {
  const _id = new Types.ObjectId(userId);
  const now = ctx.clock.now();
  try {
    const result = await inTransaction(ctx.bus, (tx) =>
      credit(
        tx,
        {
          userId: _id,
          amount: LIMITS.dailyBonusCoins,
          kind: 'daily-bonus',
          ref: `daily-bonus:${_id.toHexString()}:${claimWindow(now)}`,
          at: now,
        },
        { dailyBonus: { at: now, cooldownMs: LIMITS.dailyBonusCooldownMs } },
      ),
    );
    if (!result.user) throw new AppError(ErrorCode.DAILY_BONUS_NOT_READY, 'not ready');
    const { balance, balanceVersion } = result.user;
    return { credited: LIMITS.dailyBonusCoins, balance, balanceVersion, state: bonusState(now, now) };
  } catch (err) {
    const lost = (err instanceof AppError && err.code === ErrorCode.DAILY_BONUS_NOT_READY) || isDuplicateKey(err, 'ref');
    if (!lost) throw err;
    const { nextClaimAt } = await dailyBonusStatus(ctx, _id);
    throw notReady(nextClaimAt ?? new Date(now.getTime() + LIMITS.dailyBonusCooldownMs));
  }
}
