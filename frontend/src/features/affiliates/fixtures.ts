import type { AffiliateSummaryDto, PayoutDto, ReferralDto } from '@nova/protocol';

/** A signed-in player's programme figures for tests (Bronze, nothing earned yet unless overridden). */
export function buildSummary(overrides: Partial<AffiliateSummaryDto> = {}): AffiliateSummaryDto {
  return {
    seq: 1,
    referralCode: 'NOVA2026',
    codeChangeable: true,
    tier: 'bronze',
    percent: 5,
    activeReferrals: 3,
    totalReferrals: 4,
    totalEarnedCents: 1250,
    thisMonthCents: 500,
    pendingCents: 250,
    availableCents: 1000,
    requestedCents: 0,
    paidCents: 0,
    minPayoutCents: 5000,
    nextPayoutAt: null,
    emailVerified: true,
    ...overrides,
  };
}

let n = 0;
export function buildReferral(overrides: Partial<ReferralDto> = {}): ReferralDto {
  n += 1;
  return {
    id: `65a1b2c3d4e5f607182${String(90000 + n).padStart(5, '0')}`,
    username: `friend${n}`,
    joinedAt: '2026-01-10T12:00:00.000Z',
    totalSpentCents: 1000,
    commissionCents: 50,
    lastPurchaseAt: '2026-01-12T12:00:00.000Z',
    active: true,
    ...overrides,
  };
}

export function buildPayout(overrides: Partial<PayoutDto> = {}): PayoutDto {
  n += 1;
  return {
    id: `65a1b2c3d4e5f607183${String(90000 + n).padStart(5, '0')}`,
    amountCents: 5000,
    method: 'paypal',
    email: 'me@example.com',
    status: 'requested',
    requestedAt: '2026-01-15T12:00:00.000Z',
    decidedAt: null,
    reason: null,
    ...overrides,
  };
}
