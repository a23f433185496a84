import { Types, type ClientSession } from 'mongoose';
import { ErrorCode } from '@nova/protocol';
import type { AppContext } from '../context';
import { AppError, errors } from '../core/errors';
import { duplicateKeyField } from '../core/transaction';
import { newReferralCode } from './registration';
import { UserModel } from './model';

/**
 * What the users domain answers about referral codes and referrals, and its one referral write (the code change).
 * The affiliate programme (backend/src/affiliates) asks through these; the rules are in docs/affiliates.md.
 */

/** The owner of a referral code (stored upper-case), or null. Deleted accounts have no code. */
export async function findByReferralCode(code: string): Promise<{ _id: Types.ObjectId; username: string; email: string } | null> {
  return UserModel.findOne({ referralCode: code.toUpperCase(), deletedAt: null }, { username: 1, email: 1 }).lean();
}

/** Who referred `userId` (set when the account was created), or null. Reads inside `session` when given. */
export async function referrerOf(
  userId: Types.ObjectId,
  session?: ClientSession,
): Promise<{ referrerId: Types.ObjectId; username: string } | null> {
  const user = await UserModel.findById(userId, { referredBy: 1, username: 1 })
    .session(session ?? null)
    .lean();
  if (!user?.referredBy) return null;
  const referrer = await UserModel.findOne({ _id: user.referredBy, deletedAt: null }, { _id: 1 })
    .session(session ?? null)
    .lean();
  return referrer ? { referrerId: referrer._id, username: user.username } : null;
}

export interface ReferredAccount {
  _id: Types.ObjectId;
  username: string;
  createdAt: Date;
}

/** The accounts `referrerId` referred, newest first, `limit` after `cursor` (an account id). */
export async function listReferred(referrerId: Types.ObjectId, cursor: string | undefined, limit: number): Promise<ReferredAccount[]> {
  const filter: Record<string, unknown> = { referredBy: referrerId };
  if (cursor) filter._id = { $lt: new Types.ObjectId(cursor) };
  return UserModel.find(filter, { username: 1, createdAt: 1 }).sort({ _id: -1 }).limit(limit).lean<ReferredAccount[]>();
}

/** How many accounts `referrerId` referred. */
export function countReferred(referrerId: Types.ObjectId): Promise<number> {
  return UserModel.countDocuments({ referredBy: referrerId });
}

/** Programme-wide: accounts that came through a referral, and the distinct referrers behind them. */
export async function referralTotals(): Promise<{ referrals: number; referrers: number }> {
  const [row] = await UserModel.aggregate<{ referrals: number; referrers: number }>([
    { $match: { referredBy: { $ne: null } } },
    { $group: { _id: '$referredBy', n: { $sum: 1 } } },
    { $group: { _id: null, referrals: { $sum: '$n' }, referrers: { $sum: 1 } } },
  ]);
  return { referrals: row?.referrals ?? 0, referrers: row?.referrers ?? 0 };
}

/** Referral codes by user id (hex) for a set of ids, in one query. */
export async function referralCodes(ids: readonly Types.ObjectId[]): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await UserModel.find({ _id: { $in: ids } }, { referralCode: 1 }).lean();
  return new Map(rows.map((u) => [String(u._id), u.referralCode ?? null]));
}

/**
 * The player's referral code, giving one to an account that has none (accounts from before codes existed): a
 * conditional write, so two callers at once end with one code; a colliding code is drawn again.
 */
export async function ensureReferralCode(userId: Types.ObjectId): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await UserModel.findById(userId, { referralCode: 1 }).lean();
    if (!current) throw errors.notFound('User');
    if (current.referralCode) return current.referralCode;
    try {
      await UserModel.updateOne({ _id: userId, referralCode: null, deletedAt: null }, { $set: { referralCode: newReferralCode() } });
    } catch (err) {
      if (duplicateKeyField(err) !== 'referralCode') throw err;
    }
  }
  throw errors.conflict(ErrorCode.CONFLICT, 'Could not give the account a referral code. Please try again.');
}

/**
 * The player chooses their referral code, once: a conditional write on "not changed yet", so two changes at once
 * cannot both pass. 409 REFERRAL_CODE_TAKEN when another player has it (the unique index decides races),
 * 409 REFERRAL_CODE_ALREADY_CHANGED after the first change. Choosing the code one already has is not a change.
 */
export async function changeReferralCode(
  ctx: AppContext,
  userId: Types.ObjectId,
  code: string,
): Promise<{ referralCode: string; referralCodeChangedAt: Date | null }> {
  const current = await UserModel.findById(userId, { referralCode: 1, referralCodeChangedAt: 1 }).lean();
  if (!current) throw errors.notFound('User');
  if (current.referralCodeChangedAt) throw alreadyChanged();
  if (current.referralCode === code) return { referralCode: code, referralCodeChangedAt: null };
  const at = ctx.clock.now();
  try {
    const updated = await UserModel.findOneAndUpdate(
      { _id: userId, referralCodeChangedAt: null, deletedAt: null },
      { $set: { referralCode: code, referralCodeChangedAt: at } },
      { returnDocument: 'after', projection: { referralCode: 1 } },
    ).lean();
    if (!updated) throw alreadyChanged();
    return { referralCode: code, referralCodeChangedAt: at };
  } catch (err) {
    if (duplicateKeyField(err) === 'referralCode')
      throw new AppError(ErrorCode.REFERRAL_CODE_TAKEN, 'This referral code is already taken.');
    throw err;
  }
}

const alreadyChanged = () =>
  new AppError(ErrorCode.REFERRAL_CODE_ALREADY_CHANGED, 'Your referral code was already changed once; it cannot be changed again.');
