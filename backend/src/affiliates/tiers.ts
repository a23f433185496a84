import type { ClientSession, Types } from 'mongoose';
import { AFFILIATE_RULES, affiliateTierFor, type AffiliateTier } from '@nova/protocol';
import { CommissionModel } from './model';

/**
 * Active referrals: referred players with a credited purchase in the 30 days up to `at` that was not refunded or
 * disputed. Every such purchase left a commission, so the referrer's own commissions answer it.
 */

const recent = (referrerId: Types.ObjectId, at: Date) => ({
  referrerId,
  status: { $ne: 'reversed' },
  purchasedAt: { $gt: new Date(at.getTime() - AFFILIATE_RULES.activeWindowMs), $lte: at },
});

/** How many referred players of `referrerId` were active at `at`, counting `alsoActive` (a buyer paying now) too. */
export async function activeReferrals(
  referrerId: Types.ObjectId,
  at: Date,
  options: { session?: ClientSession; alsoActive?: Types.ObjectId } = {},
): Promise<number> {
  const [row] = await CommissionModel.aggregate<{ n: number; includes: boolean }>([
    { $match: recent(referrerId, at) },
    { $group: { _id: '$referredId' } },
    { $group: { _id: null, n: { $sum: 1 }, includes: { $max: { $eq: ['$_id', options.alsoActive ?? null] } } } },
  ]).session(options.session ?? null);
  const counted = row?.n ?? 0;
  return options.alsoActive && !row?.includes ? counted + 1 : counted;
}

/** The referrer's tier at `at` (see `activeReferrals`). */
export async function tierAt(
  referrerId: Types.ObjectId,
  at: Date,
  options: { session?: ClientSession; alsoActive?: Types.ObjectId } = {},
): Promise<{ tier: AffiliateTier; active: number }> {
  const active = await activeReferrals(referrerId, at, options);
  return { tier: affiliateTierFor(active), active };
}

/** Active referrals of several referrers at `at`, in one query (the admins' top list). */
export async function activeReferralsOf(referrerIds: readonly Types.ObjectId[], at: Date): Promise<Map<string, number>> {
  if (referrerIds.length === 0) return new Map();
  const rows = await CommissionModel.aggregate<{ _id: Types.ObjectId; n: number }>([
    {
      $match: {
        referrerId: { $in: referrerIds },
        status: { $ne: 'reversed' },
        purchasedAt: { $gt: new Date(at.getTime() - AFFILIATE_RULES.activeWindowMs), $lte: at },
      },
    },
    { $group: { _id: { referrer: '$referrerId', referred: '$referredId' } } },
    { $group: { _id: '$_id.referrer', n: { $sum: 1 } } },
  ]);
  return new Map(rows.map((r) => [String(r._id), r.n]));
}
