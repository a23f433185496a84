import { rooms } from '@nova/protocol';
import type { AppContext, NovaIo } from '../context';
import { presentCommission, presentPayout, presentReferral } from './presenter';

/**
 * Affiliate facts -> the referrer's own room (`user:<id>`, reliable): `referral:joined`, `commission:updated` and
 * `payout:updated`, each with the affiliate account's version as `seq` (the dashboard refetches when it is newer
 * than what it holds).
 */
export function affiliatesBroadcaster(ctx: AppContext, io: NovaIo): void {
  ctx.bus.on('affiliate.referred', (e) => {
    const referral = presentReferral(e.referral, undefined, e.at);
    io.to(rooms.user(e.referrerId)).emit('referral:joined', { seq: e.version, referral });
  });
  ctx.bus.on('affiliate.commissionChanged', (e) => {
    const commission = presentCommission(e.commission);
    io.to(rooms.user(e.commission.referrerId.toHexString())).emit('commission:updated', { seq: e.version, change: e.change, commission });
  });
  ctx.bus.on('affiliate.payoutChanged', (e) => {
    io.to(rooms.user(e.payout.userId.toHexString())).emit('payout:updated', { seq: e.version, payout: presentPayout(e.payout) });
  });
}
