import type { PaymentIntentDto, PurchaseDto, ResponsiblePlayDto } from '@nova/protocol';

/** A purchase as the server presents it (test data). */
export function buildPurchase(overrides: Partial<PurchaseDto> = {}): PurchaseDto {
  return {
    id: '65a1b2c3d4e5f60718293a4b',
    receiptNumber: 'NV-18293A4B',
    packageId: 'pro',
    coins: 5500,
    bonusCoins: 500,
    price: '50.00',
    provider: 'simulated',
    status: 'pending',
    paymentIntentId: 'pi_sim_65a1b2c3d4e5f60718293a4b',
    failureMessage: null,
    reversedCoins: 0,
    disputed: false,
    refund: null,
    refundableUntil: null,
    createdAt: '2026-01-15T12:00:00.000Z',
    succeededAt: null,
    refundedAt: null,
    version: 1,
    ...overrides,
  };
}

export function buildIntent(purchase: PurchaseDto = buildPurchase()): PaymentIntentDto {
  return { purchase, provider: 'simulated', clientSecret: `${purchase.paymentIntentId}_secret_x`, publishableKey: null };
}

export function buildResponsiblePlay(overrides: Partial<ResponsiblePlayDto> = {}): ResponsiblePlayDto {
  const none = { limit: null, pending: null, used: '0.00' };
  return {
    ageConfirmedAt: '2026-01-01T00:00:00.000Z',
    limits: { daily: none, weekly: none, monthly: none },
    selfExcludedUntil: null,
    selfExclusionPermanent: false,
    serverTime: '2026-01-15T12:00:00.000Z',
    ...overrides,
  };
}
