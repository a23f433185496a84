import { centsToUsd } from '@nova/protocol';
import type { StaffLines } from '../staff/lines';

/** Payments in the staff operations feed: paid, failed, refund asked or rejected, refunded, disputed. */
export const paymentStaffLines: StaffLines = {
  'purchase.updated': (e) => {
    if (e.change === 'created' || e.change === 'canceled') return null;
    const p = e.purchase;
    return {
      kind: 'payment',
      userId: p.userId.toHexString(),
      username: '',
      purchaseId: p._id.toHexString(),
      status: e.change,
      coins: e.coins,
      amount: centsToUsd(p.priceCents),
      at: e.at,
    };
  },
};
