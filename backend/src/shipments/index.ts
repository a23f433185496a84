import type { DomainModule } from '../context';
import { shipmentStreams } from './streams';
import { shipmentRoutes } from './routes';
import { shipmentStaffLines } from './staffLines';

/** Prize shipments: created by a player's 'ship' action, advanced by staff. */
export const shipmentsModule: DomainModule = {
  name: 'shipments',
  staffLines: shipmentStaffLines,
  routes: (ctx) => shipmentRoutes(ctx),
  streams: shipmentStreams,
};
