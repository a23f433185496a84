import { Types } from 'mongoose';
import {
  DEPOSIT_LIMIT_PERIODS,
  ErrorCode,
  LIMIT_RAISE_DELAY_MS,
  SELF_EXCLUSION_MS,
  type DepositLimitPeriod,
  type SelfExclusionPeriod,
} from '@nova/protocol';
import type { AppContext } from '../context';
import { AppError, errors } from '../core/errors';
import { UserModel, type DepositLimit, type DepositLimits, type User } from './model';

/**
 * Responsible play, the users domain's part: the 18+ confirmation, deposit limits and self-exclusion are fields of
 * the user document, changed only by the named operations below (other domains call them, and read the filters and
 * errors exported here). The rules are in docs/payments.md.
 */

/** Stored as the end of a permanent self-exclusion. */
export const PERMANENT_EXCLUSION_UNTIL = new Date('9999-12-31T23:59:59.999Z');

export const isPermanentExclusion = (until: Date | null | undefined): boolean =>
  Boolean(until && until.getTime() >= PERMANENT_EXCLUSION_UNTIL.getTime());

/** The end of the player's self-exclusion when it is still running at `now`, else null. */
export function activeSelfExclusion(user: Pick<User, 'selfExcludedUntil'>, now: Date): Date | null {
  const until = user.selfExcludedUntil ?? null;
  return until && until.getTime() > now.getTime() ? until : null;
}

/**
 * A condition on the user document that holds when the player is not self-excluded at `now`: for the conditional
 * write that does the guarded thing (an opening's debit, a free-box claim), so it costs nothing extra.
 * Users stored before the field existed match too.
 */
export const notSelfExcludedFilter = (now: Date): Record<string, unknown> => ({ selfExcludedUntil: { $not: { $gt: now } } });

/** 403 SELF_EXCLUDED, saying until when (`details.until`, `details.permanent`). */
export function selfExcluded(until: Date): AppError {
  const permanent = isPermanentExclusion(until);
  return new AppError(
    ErrorCode.SELF_EXCLUDED,
    permanent
      ? 'You have excluded yourself permanently: purchases, openings and bonuses are blocked.'
      : `You have excluded yourself until ${until.toISOString()}: purchases, openings and bonuses are blocked until then.`,
    { until: until.toISOString(), permanent: String(permanent) },
  );
}

/** Records the player's 18+ confirmation (the first time only) and returns when it was given. */
export async function confirmAge(ctx: AppContext, userId: Types.ObjectId | string): Promise<Date> {
  const _id = new Types.ObjectId(userId);
  const now = ctx.clock.now();
  await UserModel.collection.updateOne({ _id, ageConfirmedAt: null }, { $set: { ageConfirmedAt: now } });
  const user = await UserModel.findById(_id, { ageConfirmedAt: 1 }).lean();
  if (!user?.ageConfirmedAt) throw errors.notFound('User');
  return user.ageConfirmedAt;
}

/** The responsible-play fields of a player. */
export async function responsiblePlayOf(
  userId: Types.ObjectId | string,
): Promise<Pick<User, 'ageConfirmedAt' | 'depositLimits' | 'selfExcludedUntil'>> {
  const user = await UserModel.findById(userId, { ageConfirmedAt: 1, depositLimits: 1, selfExcludedUntil: 1 }).lean();
  if (!user) throw errors.notFound('User');
  return {
    ageConfirmedAt: user.ageConfirmedAt ?? null,
    depositLimits: user.depositLimits ?? null,
    selfExcludedUntil: user.selfExcludedUntil ?? null,
  };
}

const NO_LIMIT: DepositLimit = { cents: null, pending: null };

/** A limit as it stands at `now`: a pending raise whose time has come is in force. */
export function limitAt(limit: DepositLimit | undefined, now: Date): DepositLimit {
  if (!limit) return NO_LIMIT;
  if (limit.pending && new Date(limit.pending.effectiveAt).getTime() <= now.getTime()) return { cents: limit.pending.cents, pending: null };
  return limit;
}

/** True when `next` is stricter than `current` (no limit is the loosest). */
const isLower = (next: number | null, current: number | null): boolean => next !== null && (current === null || next < current);

/**
 * One limit after the player asks for `wanted` (cents, null = none): lowering (or setting a first limit) applies at
 * once and cancels a waiting raise; asking for the limit in force just cancels a waiting raise; raising (or
 * removing) waits LIMIT_RAISE_DELAY_MS, replacing any earlier raise.
 */
export function nextLimit(current: DepositLimit, wanted: number | null, now: Date): DepositLimit {
  if (wanted === current.cents) return { cents: current.cents, pending: null };
  if (isLower(wanted, current.cents)) return { cents: wanted, pending: null };
  return { cents: current.cents, pending: { cents: wanted, effectiveAt: new Date(now.getTime() + LIMIT_RAISE_DELAY_MS) } };
}

/**
 * Changes the player's deposit limits (cents; periods left out stay as they are) by `nextLimit`'s rule, in one
 * conditional write guarded by the limits' version (a concurrent change is re-read and applied on top).
 */
export async function setDepositLimits(
  ctx: AppContext,
  userId: Types.ObjectId | string,
  changes: Partial<Record<DepositLimitPeriod, number | null>>,
): Promise<DepositLimits> {
  const _id = new Types.ObjectId(userId);
  for (let attempt = 0; attempt < 5; attempt++) {
    const { depositLimits: stored } = await responsiblePlayOf(_id);
    const now = ctx.clock.now();
    const next = { version: (stored?.version ?? 0) + 1 } as DepositLimits;
    for (const period of DEPOSIT_LIMIT_PERIODS) {
      const current = limitAt(stored?.[period], now);
      const wanted = changes[period];
      next[period] = wanted === undefined ? current : nextLimit(current, wanted, now);
    }
    const guard = stored ? { 'depositLimits.version': stored.version } : { depositLimits: null };
    const result = await UserModel.collection.updateOne({ _id, ...guard }, { $set: { depositLimits: next } });
    if (result.matchedCount === 1) {
      ctx.logger.info({ userId: _id.toHexString(), changes }, 'deposit limits changed');
      return next;
    }
  }
  throw errors.conflict(ErrorCode.CONFLICT, 'Your limits were changed at the same time. Please try again.');
}

/**
 * Excludes the player from purchases, openings and free-box claims for `period` from now (or permanently). It can
 * only be extended: asking for one that would end sooner than the running one is 409 SELF_EXCLUSION_ACTIVE.
 */
export async function selfExclude(ctx: AppContext, userId: Types.ObjectId | string, period: SelfExclusionPeriod): Promise<Date> {
  const _id = new Types.ObjectId(userId);
  const now = ctx.clock.now();
  const length = SELF_EXCLUSION_MS[period];
  const until = length === null ? PERMANENT_EXCLUSION_UNTIL : new Date(now.getTime() + length);
  const updated = await UserModel.collection.findOneAndUpdate(
    { _id, selfExcludedUntil: { $not: { $gte: until } } },
    { $set: { selfExcludedUntil: until } },
    { returnDocument: 'after', projection: { selfExcludedUntil: 1 } },
  );
  if (updated) {
    ctx.logger.info({ userId: _id.toHexString(), period, until }, 'player self-excluded');
    return until;
  }
  const { selfExcludedUntil } = await responsiblePlayOf(_id);
  const running = selfExcludedUntil ?? until;
  throw new AppError(ErrorCode.SELF_EXCLUSION_ACTIVE, 'A longer self-exclusion is already running; it cannot be shortened.', {
    until: running.toISOString(),
    permanent: String(isPermanentExclusion(running)),
  });
}
