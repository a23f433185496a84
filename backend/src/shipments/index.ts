import type { DomainModule } from '../context';
import { shipmentsBroadcaster } from './broadcaster';
import { shipmentRoutes } from './routes';

/** Prize shipments: created by a player's 'ship' action, advanced by staff. */
export const shipmentsModule: DomainModule = {
  name: 'shipments',
  routes: (ctx) => shipmentRoutes(ctx),
  broadcasters: shipmentsBroadcaster,
};
