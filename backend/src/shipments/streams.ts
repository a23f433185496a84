import { rooms } from '@nova/protocol';
import type { LiveStream } from '../realtime/stream';

/** A shipment created or advanced -> `shipment:updated` to every socket of its player. */
export const shipmentStreams: readonly LiveStream[] = [
  {
    stream: 'shipments',
    on: {
      'shipment.updated': (e) => ({
        event: 'shipment:updated',
        to: rooms.user(e.userId),
        payload: { shipmentId: e.shipmentId, openingId: e.openingId, status: e.status, trackingNumber: e.trackingNumber, at: e.at.toISOString() },
      }),
    },
  },
];
