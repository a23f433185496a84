import type { DomainModule } from '../context';
import { openingsBroadcaster } from './broadcaster';
import { openingRoutes } from './routes';
import { openingSocketHandlers } from './socket';

/** Paid box openings: the draw, history, ship/resell actions and public proofs. */
export const openingsModule: DomainModule = {
  name: 'openings',
  routes: (ctx) => openingRoutes(ctx),
  broadcasters: openingsBroadcaster,
  socket: (ctx, socket) => openingSocketHandlers(ctx, socket),
};
