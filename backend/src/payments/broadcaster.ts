import { rooms } from '@nova/protocol';
import type { AppContext, NovaIo } from '../context';
import { presentPurchase } from './presenter';

/**
 * Purchases -> the player's sockets: every change goes to all their tabs as `purchase:updated` (reliable), `seq`
 * being the purchase's version. The coins themselves travel as the ledger's `balance:changed`; the staff feed's
 * payment lines are mapped by the staff broadcaster.
 */
export function paymentsBroadcaster(ctx: AppContext, io: NovaIo): void {
  ctx.bus.on('purchase.updated', (event) => {
    const purchase = presentPurchase(event.purchase);
    io.to(rooms.user(event.purchase.userId.toHexString())).emit('purchase:updated', { seq: purchase.version, purchase });
  });
}
