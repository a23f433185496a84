import { centsToUsd } from '@nova/protocol';
import type { AdminPurchaseDto, CoinPackageDto, PurchaseDto } from '@nova/protocol';
import type { Purchase } from './model';
import { packageCoins, type CoinPackage } from './packages';

/** Refunds are asked within this long after the credit. */
export const REFUND_WINDOW_MS = 24 * 3600_000;

/** USD cents as the wire's decimal string: 2500 -> '25.00'. */

export function presentPackage(pkg: CoinPackage): CoinPackageDto {
  return { id: pkg.id, coins: packageCoins(pkg), bonusCoins: pkg.bonusCoins, price: centsToUsd(pkg.priceCents), popular: pkg.popular };
}

/** The short reference printed on a receipt: the purchase id's last 8 characters, upper-case. */
export const receiptNumber = (p: Purchase): string => `NV-${p._id.toHexString().slice(-8).toUpperCase()}`;

/** Until when a refund may still be asked (the client compares it with the time), or null once it cannot be. */
function refundableUntil(p: Purchase): string | null {
  if (p.status !== 'succeeded' || p.refund || p.disputed || !p.succeededAt) return null;
  return new Date(p.succeededAt.getTime() + REFUND_WINDOW_MS).toISOString();
}

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** The one way a purchase reaches its player (REST and `purchase:updated`). */
export function presentPurchase(p: Purchase): PurchaseDto {
  return {
    id: p._id.toHexString(),
    receiptNumber: receiptNumber(p),
    packageId: p.packageId,
    coins: p.coins,
    bonusCoins: p.bonusCoins,
    price: centsToUsd(p.priceCents),
    provider: p.provider,
    status: p.status,
    paymentIntentId: p.paymentIntentId,
    failureMessage: p.failureMessage,
    reversedCoins: p.reversedCoins ?? 0,
    disputed: p.disputed ?? false,
    refund: p.refund
      ? {
          status: p.refund.status,
          requestedAt: p.refund.requestedAt.toISOString(),
          decidedAt: iso(p.refund.decidedAt),
          reason: p.refund.reason,
        }
      : null,
    refundableUntil: refundableUntil(p),
    createdAt: p.createdAt.toISOString(),
    succeededAt: iso(p.succeededAt),
    refundedAt: iso(p.refundedAt),
    version: p.version,
  };
}

/** A purchase for admins: the player's view, who bought it, the staff flag and whether the provider refund went through. */
export function presentAdminPurchase(p: Purchase, username: string): AdminPurchaseDto {
  return {
    ...presentPurchase(p),
    userId: p.userId.toHexString(),
    username,
    flag: p.flag
      ? {
          reason: p.flag.reason,
          at: p.flag.at.toISOString(),
          unrecoveredCoins: p.flag.unrecoveredCoins,
          resolvedAt: iso(p.flag.resolvedAt),
        }
      : null,
    providerRefunded: Boolean(p.refund?.providerRefundId),
  };
}

/** Whole USD to cents and back, for deposit limits. */
export const usdToCents = (usd: number): number => usd * 100;
export const centsToWholeUsd = (cents: number): number => Math.round(cents / 100);
