import { rooms } from '@nova/protocol';
import type { AppContext, NovaIo } from '../context';
import { SequenceBatcher, STREAMS, sequencesFor } from '../realtime/sequence';

/** A shipment created or advanced -> `shipment:updated` to every socket of its player (numbered on `shipments`). */
export function shipmentsBroadcaster(ctx: AppContext, io: NovaIo): void {
  const sequence = new SequenceBatcher(sequencesFor(ctx), STREAMS.shipments);
  ctx.bus.on('shipment.updated', async (event) => {
    const seq = await sequence.take();
    io.to(rooms.user(event.userId)).emit('shipment:updated', {
      seq,
      shipmentId: event.shipmentId,
      openingId: event.openingId,
      status: event.status,
      trackingNumber: event.trackingNumber,
      at: event.at.toISOString(),
    });
  });
}
