import { centsToUsd } from '@nova/protocol';
import type { StaffLines } from '../staff/lines';

/** The affiliate programme in the staff operations feed: attributions, commissions and payout requests. */
export const affiliateStaffLines: StaffLines = {
  'affiliate.referred': (e) => ({
    kind: 'affiliate',
    action: 'attributed',
    userId: e.referrerId,
    username: '',
    referral: e.referral.username,
    amount: null,
    method: null,
    at: e.at,
  }),
  'affiliate.commissionChanged': ({ commission: c, change, at }) => ({
    kind: 'affiliate',
    action: `commission-${change}`,
    userId: c.referrerId.toHexString(),
    username: '',
    referral: c.referredUsername,
    amount: centsToUsd(c.amountCents),
    method: null,
    at,
  }),
  'affiliate.payoutChanged': ({ payout: p, at }) => ({
    kind: 'affiliate',
    action: p.status === 'requested' ? 'payout-requested' : p.status === 'paid' ? 'payout-paid' : 'payout-rejected',
    userId: p.userId.toHexString(),
    username: p.username,
    referral: null,
    amount: centsToUsd(p.amountCents),
    method: p.method,
    at,
  }),
};
