import type { RevenueDto } from '@nova/protocol';
import { PurchaseModel } from './model';

async function total(match: Record<string, unknown>, field: 'priceCents' | 'refundedCents'): Promise<{ cents: number; count: number }> {
  const [row] = await PurchaseModel.aggregate<{ cents: number; count: number }>([
    { $match: match },
    { $group: { _id: null, cents: { $sum: `$${field}` }, count: { $sum: 1 } } },
  ]);
  return { cents: row?.cents ?? 0, count: row?.count ?? 0 };
}

/**
 * Revenue for the admin overview: USD cents of purchases paid in [from, to) less the cents refunded in [from, to).
 * A refund counts when it happened, so a past range's figure changes only by refunds made within it. Disputes are not
 * subtracted (they are flagged for staff); a partial refund made in the provider's dashboard is not subtracted until
 * the purchase is refunded in full.
 */
export async function revenueBetween(from: Date, to: Date): Promise<RevenueDto> {
  const [paid, refunded] = await Promise.all([
    total({ succeededAt: { $gte: from, $lt: to } }, 'priceCents'),
    total({ status: 'refunded', refundedAt: { $gte: from, $lt: to } }, 'refundedCents'),
  ]);
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    grossCents: paid.cents,
    refundedCents: refunded.cents,
    netCents: paid.cents - refunded.cents,
    purchases: paid.count,
    refunds: refunded.count,
  };
}
