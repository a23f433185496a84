import { AFFILIATE_TIERS, LIMITS, type AffiliateTier, type AffiliateTierKey } from './constants';

/**
 * The affiliate programme's arithmetic, shared by the server (commissions, payouts) and the dashboard (progress to
 * the next tier). The rules are written down in docs/affiliates.md.
 */
export const AFFILIATE_RULES = {
  /** A referred player counts as active for this long after a credited purchase. */
  activeWindowMs: 30 * 24 * 3600_000,
  /** A `?ref=` code is remembered by the browser for this long. */
  referralMemoryMs: 30 * 24 * 3600_000,
  /** One payout request per this period (a rejected request does not count). */
  payoutIntervalMs: 7 * 24 * 3600_000,
  /** The smallest payout, in USD cents. */
  minPayoutCents: LIMITS.affiliateMinPayoutUsd * 100,
  /** A chosen referral code: 4 to 16 upper-case letters and digits. */
  codeMin: 4,
  codeMax: 16,
} as const;

/** The tier a referrer with `activeReferrals` active referrals is in. */
export function affiliateTierFor(activeReferrals: number): AffiliateTier {
  let tier: AffiliateTier = AFFILIATE_TIERS[0];
  for (const candidate of AFFILIATE_TIERS) if (activeReferrals >= candidate.minActiveReferrals) tier = candidate;
  return tier;
}

/** The tier above `key`, or null at the top. */
export function nextAffiliateTier(key: AffiliateTierKey): AffiliateTier | null {
  const index = AFFILIATE_TIERS.findIndex((t) => t.key === key);
  return AFFILIATE_TIERS[index + 1] ?? null;
}

/** The tier named `key`. */
export function affiliateTier(key: AffiliateTierKey): AffiliateTier {
  return AFFILIATE_TIERS.find((t) => t.key === key) ?? AFFILIATE_TIERS[0];
}

/** A commission in whole USD cents: `percent` of the purchase, rounded down (never a fraction of a cent). */
export function commissionCents(purchaseCents: number, percent: number): number {
  return Math.floor((purchaseCents * percent) / 100);
}

/**
 * Progress toward the next tier, 0 to 1 (1 at the top tier): how far the active referrals went from this tier's
 * threshold to the next one's.
 */
export function tierProgress(activeReferrals: number): { tier: AffiliateTier; next: AffiliateTier | null; needed: number; ratio: number } {
  const tier = affiliateTierFor(activeReferrals);
  const next = nextAffiliateTier(tier.key);
  if (!next) return { tier, next, needed: 0, ratio: 1 };
  const span = next.minActiveReferrals - tier.minActiveReferrals;
  const done = activeReferrals - tier.minActiveReferrals;
  return { tier, next, needed: next.minActiveReferrals - activeReferrals, ratio: Math.min(1, Math.max(0, done / span)) };
}
