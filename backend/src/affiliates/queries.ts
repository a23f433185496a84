import { Types } from 'mongoose';
import {
  AFFILIATE_RULES,
  affiliateTierFor,
  type AffiliatePageQuery,
  type AffiliateSummaryDto,
  type PageDto,
  type PayoutDto,
  type ReferralDto,
} from '@nova/protocol';
import type { AppContext } from '../context';
import type { UserDocument } from '../users/model';
import { countReferred, ensureReferralCode, listReferred } from '../users/referrals';
import { readAccount } from './account';
import { CommissionModel, PayoutModel, type Payout } from './model';
import { nextPayoutAt } from './payouts';
import { presentPayout, presentReferral } from './presenter';
import { activeReferrals } from './tiers';

/** The first instant of `at`'s calendar month (UTC). */
export const startOfUtcMonth = (at: Date): Date => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));

/**
 * The player's programme figures. The account (and its version, the `seq`) is read first: anything that changes
 * after it carries a higher seq, so the client refetches rather than keep figures older than its seq claims.
 */
export async function affiliateSummary(
  ctx: AppContext,
  user: Pick<UserDocument, '_id' | 'referralCode' | 'referralCodeChangedAt' | 'emailVerified'>,
): Promise<AffiliateSummaryDto> {
  const now = ctx.clock.now();
  const account = await readAccount(user._id);
  const [code, active, total, month] = await Promise.all([
    user.referralCode ?? ensureReferralCode(user._id),
    activeReferrals(user._id, now),
    countReferred(user._id),
    earnedSince(user._id, startOfUtcMonth(now)),
  ]);
  const tier = affiliateTierFor(active);
  const next = nextPayoutAt(account, now);
  return {
    seq: account.version,
    referralCode: code,
    codeChangeable: !user.referralCodeChangedAt,
    tier: tier.key,
    percent: tier.percent,
    activeReferrals: active,
    totalReferrals: total,
    totalEarnedCents: account.earnedCents,
    thisMonthCents: month,
    pendingCents: account.pendingCents,
    availableCents: account.availableCents,
    requestedCents: account.requestedCents,
    paidCents: account.paidCents,
    minPayoutCents: AFFILIATE_RULES.minPayoutCents,
    nextPayoutAt: next ? next.toISOString() : null,
    emailVerified: user.emailVerified,
  };
}

/** Commissions (not reversed) on purchases made since `from`. */
async function earnedSince(referrerId: Types.ObjectId, from: Date): Promise<number> {
  const [row] = await CommissionModel.aggregate<{ cents: number }>([
    { $match: { referrerId, status: { $ne: 'reversed' }, purchasedAt: { $gte: from } } },
    { $group: { _id: null, cents: { $sum: '$amountCents' } } },
  ]);
  return row?.cents ?? 0;
}

/** The player's referrals, newest first, each with what they bought (not refunded) and the commission on it. */
export async function listReferrals(ctx: AppContext, referrerId: Types.ObjectId, query: AffiliatePageQuery): Promise<PageDto<ReferralDto>> {
  const rows = await listReferred(referrerId, query.cursor, query.limit + 1);
  const accounts = rows.slice(0, query.limit);
  const ids = accounts.map((a) => a._id);
  const figures = await CommissionModel.aggregate<{
    _id: Types.ObjectId;
    spentCents: number;
    commissionCents: number;
    lastPurchaseAt: Date;
  }>([
    { $match: { referrerId, referredId: { $in: ids }, status: { $ne: 'reversed' } } },
    {
      $group: {
        _id: '$referredId',
        spentCents: { $sum: '$purchaseCents' },
        commissionCents: { $sum: '$amountCents' },
        lastPurchaseAt: { $max: '$purchasedAt' },
      },
    },
  ]);
  const byId = new Map(figures.map((f) => [f._id.toHexString(), f]));
  const activeSince = new Date(ctx.clock.now().getTime() - AFFILIATE_RULES.activeWindowMs);
  return {
    entries: accounts.map((a) =>
      presentReferral({ id: a._id.toHexString(), username: a.username, joinedAt: a.createdAt }, byId.get(a._id.toHexString()), activeSince),
    ),
    nextCursor: rows.length > query.limit ? accounts.at(-1)!._id.toHexString() : null,
  };
}

/** The player's payout requests, newest first. */
export async function listOwnPayouts(userId: Types.ObjectId, query: AffiliatePageQuery): Promise<PageDto<PayoutDto>> {
  const filter: Record<string, unknown> = { userId };
  if (query.cursor) filter._id = { $lt: new Types.ObjectId(query.cursor) };
  const rows = await PayoutModel.find(filter)
    .sort({ _id: -1 })
    .limit(query.limit + 1)
    .lean<Payout[]>();
  const entries = rows.slice(0, query.limit);
  return { entries: entries.map(presentPayout), nextCursor: rows.length > query.limit ? entries.at(-1)!._id.toHexString() : null };
}
