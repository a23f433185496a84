import type { AdminAffiliatePayoutDto, CommissionDto, PayoutDto, ReferralDto } from '@nova/protocol';
import type { Commission, Payout } from './model';

/** The only ways from the affiliate documents to the wire. */

export function presentCommission(c: Commission): CommissionDto {
  return {
    id: c._id.toHexString(),
    purchaseId: c.purchaseId.toHexString(),
    referralId: c.referredId.toHexString(),
    referralUsername: c.referredUsername,
    purchaseCents: c.purchaseCents,
    tier: c.tier,
    percent: c.percent,
    amountCents: c.amountCents,
    status: c.status,
    createdAt: c.createdAt.toISOString(),
    availableAt: c.availableAt.toISOString(),
    reversedAt: c.reversedAt ? c.reversedAt.toISOString() : null,
    reversal: c.reversal,
  };
}

export function presentPayout(p: Payout): PayoutDto {
  return {
    id: p._id.toHexString(),
    amountCents: p.amountCents,
    method: p.method,
    email: p.email,
    status: p.status,
    requestedAt: p.requestedAt.toISOString(),
    decidedAt: p.decidedAt ? p.decidedAt.toISOString() : null,
    reason: p.reason,
  };
}

export function presentAdminPayout(p: Payout): AdminAffiliatePayoutDto {
  return { ...presentPayout(p), userId: p.userId.toHexString(), username: p.username };
}

/** A referred player with the figures of their commissions (none yet for a new referral). */
export function presentReferral(
  account: { id: string; username: string; joinedAt: Date },
  figures: { spentCents: number; commissionCents: number; lastPurchaseAt: Date | null } | undefined,
  activeSince: Date,
): ReferralDto {
  const last = figures?.lastPurchaseAt ?? null;
  return {
    id: account.id,
    username: account.username,
    joinedAt: account.joinedAt.toISOString(),
    totalSpentCents: figures?.spentCents ?? 0,
    commissionCents: figures?.commissionCents ?? 0,
    lastPurchaseAt: last ? last.toISOString() : null,
    active: last !== null && last > activeSince,
  };
}
