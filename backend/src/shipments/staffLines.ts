import type { StaffLines } from '../staff/lines';

/** Shipments created and advanced, in the staff operations feed. */
export const shipmentStaffLines: StaffLines = {
  'shipment.updated': (e) => ({
    kind: 'shipment',
    userId: e.userId,
    username: '',
    shipmentId: e.shipmentId,
    openingId: e.openingId,
    status: e.status,
    trackingNumber: e.trackingNumber,
    at: e.at,
  }),
};
