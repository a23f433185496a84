import { rooms } from '@nova/protocol';
import type { LiveStream } from '../realtime/stream';
import { presentCommission, presentPayout, presentReferral } from './presenter';

/**
 * Affiliate facts -> the referrer's own room: `referral:joined`, `commission:updated` and `payout:updated`, each with
 * the affiliate account's version as `seq` (the dashboard reads again when it is newer than what it holds).
 */
export const affiliateStreams: readonly LiveStream[] = [
  {
    stream: 'affiliates',
    on: {
      'affiliate.referred': (e) => ({
        event: 'referral:joined',
        to: rooms.user(e.referrerId),
        payload: { seq: e.version, referral: presentReferral(e.referral, undefined, e.at) },
      }),
      'affiliate.commissionChanged': (e) => ({
        event: 'commission:updated',
        to: rooms.user(e.commission.referrerId.toHexString()),
        payload: { seq: e.version, change: e.change, commission: presentCommission(e.commission) },
      }),
      'affiliate.payoutChanged': (e) => ({
        event: 'payout:updated',
        to: rooms.user(e.payout.userId.toHexString()),
        payload: { seq: e.version, payout: presentPayout(e.payout) },
      }),
    },
  },
];
