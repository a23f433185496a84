import type { DomainModule } from '../context';
import { openingStreams } from './streams';
import { rebuildOpeningEvents } from './rebuild';
import { openingRoutes, openingSessionRoutes } from './routes';
import { openingSocketHandlers } from './socket';
import { openingStaffLines } from './staffLines';

export { drawHistory } from './queries';

/** Paid box openings: the draw, history, ship/resell actions and public proofs. */
export const openingsModule: DomainModule = {
  name: 'openings',
  staffLines: openingStaffLines,
  sessionRoutes: (ctx) => openingSessionRoutes(ctx),
  routes: (ctx) => openingRoutes(ctx),
  streams: openingStreams,
  async start(ctx) {
    if (ctx.bus.outbox) rebuildOpeningEvents(ctx.bus.outbox);
  },
  socket: (ctx, socket) => openingSocketHandlers(ctx, socket),
};
