import { Truck } from 'lucide-react';
import type { StaffLineView } from '../staff/lines';

/** A shipment created or advanced in the operations feed. */
export const shipmentLine: StaffLineView<'shipment'> = {
  icon: Truck,
  tone: 'text-cyan-300 bg-cyan-500/15',
  describe: (e, { t }) => ({
    text: t('events.shipment', { username: e.username, status: t(`shipmentStatus.${e.status}`) }),
    detail: e.trackingNumber ? t('events.tracking', { number: e.trackingNumber }) : null,
  }),
};
