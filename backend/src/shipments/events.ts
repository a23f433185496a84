import type { ShipmentStatus } from '@nova/protocol';

/** A shipment was created or advanced. */
export interface ShipmentUpdatedEvent {
  shipmentId: string;
  userId: string;
  openingId: string;
  status: ShipmentStatus;
  trackingNumber: string | null;
  at: Date;
}

declare module '../core/events' {
  interface DomainEvents {
    'shipment.updated': ShipmentUpdatedEvent;
  }
}
