import type { DomainModule } from '../context';
import { openingsBroadcaster } from './broadcaster';
import { rebuildOpeningEvents } from './rebuild';
import { openingRoutes, openingSessionRoutes } from './routes';
import { openingSocketHandlers } from './socket';

/** Paid box openings: the draw, history, ship/resell actions and public proofs. */
export const openingsModule: DomainModule = {
  name: 'openings',
  sessionRoutes: (ctx) => openingSessionRoutes(ctx),
  routes: (ctx) => openingRoutes(ctx),
  broadcasters: openingsBroadcaster,
  async start(ctx) {
    if (ctx.bus.outbox) rebuildOpeningEvents(ctx.bus.outbox);
  },
  socket: (ctx, socket) => openingSocketHandlers(ctx, socket),
};
