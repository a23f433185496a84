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

/** The shipments domain's events (composed into `DomainEvents` by `core/eventMap.ts`). */
export interface ShipmentEvents {
  'shipment.updated': ShipmentUpdatedEvent;
}
