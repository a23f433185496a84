import { rooms, type BalanceChanged } from '@nova/protocol';
import type { AppContext, NovaIo } from '../context';

/**
 * Ledger events -> sockets: every balance change goes to all of the player's sockets (every tab, every node,
 * through the adapter), reliably. `seq` is the balance version written with the change, so a client that
 * refetched `GET /api/me` (which carries the same version) drops deltas it already has.
 */
export function ledgerBroadcaster(ctx: AppContext, io: NovaIo): void {
  ctx.bus.on('balance.changed', (event) => {
    const payload: BalanceChanged = {
      seq: event.version,
      balance: event.balance,
      delta: event.delta,
      kind: event.kind,
      at: event.at.toISOString(),
    };
    io.to(rooms.user(event.userId)).emit('balance:changed', payload);
  });
}
