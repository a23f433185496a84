import type { ClientSession, Types } from 'mongoose';
import {
  centsToUsd,
  DEPOSIT_LIMIT_PERIODS,
  DEPOSIT_LIMIT_WINDOW_MS,
  ErrorCode,
  type DepositLimitPeriod,
  type ResponsiblePlayDto,
} from '@nova/protocol';
import type { AppContext } from '../context';
import { AppError } from '../core/errors';
import type { User } from '../users/model';
import { activeSelfExclusion, isPermanentExclusion, limitAt, responsiblePlayOf, selfExcluded } from '../users/responsible';
import { PurchaseModel } from './model';
import { centsToWholeUsd } from './presenter';

/** An unfinished payment holds room under the deposit limits this long after it was started. */
export const PENDING_HOLD_MS = 3600_000;

type Usage = Record<DepositLimitPeriod, number>;

/**
 * USD cents the player bought in each limit's rolling window up to `now`: paid purchases, and payments started in
 * the last hour that may still be paid. Refunded and failed ones do not count.
 */
export async function depositUsage(userId: Types.ObjectId, now: Date, session?: ClientSession): Promise<Usage> {
  const widest = Math.max(...Object.values(DEPOSIT_LIMIT_WINDOW_MS));
  const since = new Date(now.getTime() - widest);
  const heldSince = new Date(now.getTime() - PENDING_HOLD_MS);
  const rows = await PurchaseModel.find(
    { userId, createdAt: { $gte: since }, $or: [{ status: 'succeeded' }, { status: 'pending', createdAt: { $gte: heldSince } }] },
    { priceCents: 1, createdAt: 1 },
  )
    .session(session ?? null)
    .lean();
  const usage = { daily: 0, weekly: 0, monthly: 0 };
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const from = now.getTime() - DEPOSIT_LIMIT_WINDOW_MS[period];
    usage[period] = rows.filter((r) => r.createdAt.getTime() >= from).reduce((sum, r) => sum + r.priceCents, 0);
  }
  return usage;
}

type PlayerLimits = Pick<User, 'ageConfirmedAt' | 'depositLimits' | 'selfExcludedUntil'>;

/**
 * Throws why the player may not pay `priceCents` now: 403 SELF_EXCLUDED, 403 AGE_NOT_CONFIRMED, or 403
 * DEPOSIT_LIMIT_EXCEEDED naming the period, its limit, what was used and what remains (USD).
 */
export function checkCanBuy(player: PlayerLimits, priceCents: number, usage: Usage, now: Date): void {
  const excludedUntil = activeSelfExclusion(player, now);
  if (excludedUntil) throw selfExcluded(excludedUntil);
  if (!player.ageConfirmedAt)
    throw new AppError(ErrorCode.AGE_NOT_CONFIRMED, 'Please confirm that you are 18 or older before your first purchase.');
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const limit = limitAt(player.depositLimits?.[period], now).cents;
    if (limit === null || usage[period] + priceCents <= limit) continue;
    throw new AppError(ErrorCode.DEPOSIT_LIMIT_EXCEEDED, `This purchase would go over your ${period} deposit limit.`, {
      period,
      limit: centsToUsd(limit),
      used: centsToUsd(usage[period]),
      remaining: centsToUsd(Math.max(0, limit - usage[period])),
    });
  }
}

/** The player's responsible-play settings with what each limit's window has used. */
export async function responsiblePlay(ctx: AppContext, userId: Types.ObjectId): Promise<ResponsiblePlayDto> {
  const now = ctx.clock.now();
  const [player, usage] = await Promise.all([responsiblePlayOf(userId), depositUsage(userId, now)]);
  const limits = {} as ResponsiblePlayDto['limits'];
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const limit = limitAt(player.depositLimits?.[period], now);
    limits[period] = {
      limit: limit.cents === null ? null : centsToWholeUsd(limit.cents),
      pending: limit.pending
        ? {
            limit: limit.pending.cents === null ? null : centsToWholeUsd(limit.pending.cents),
            effectiveAt: new Date(limit.pending.effectiveAt).toISOString(),
          }
        : null,
      used: centsToUsd(usage[period]),
    };
  }
  const excludedUntil = activeSelfExclusion(player, now);
  return {
    ageConfirmedAt: player.ageConfirmedAt ? player.ageConfirmedAt.toISOString() : null,
    limits,
    selfExcludedUntil: excludedUntil ? excludedUntil.toISOString() : null,
    selfExclusionPermanent: isPermanentExclusion(excludedUntil),
    serverTime: now.toISOString(),
  };
}
