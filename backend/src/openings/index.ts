import type { DomainModule } from '../context';
import type { BattleSeedLookup } from './queries';
import { openingStreams } from './streams';
import { rebuildOpeningEvents } from './rebuild';
import { openingRoutes, openingSessionRoutes } from './routes';
import { openingSocketHandlers } from './socket';
import { openingStaffLines } from './staffLines';

export { drawHistory } from './queries';

/**
 * Paid box openings: the draw, history, ship/resell actions and public proofs. `battleSeed` reveals a battle prize's
 * seed for its proof (wired in modules.ts).
 */
export const openingsModule = (battleSeed: BattleSeedLookup): DomainModule => ({
  name: 'openings',
  staffLines: openingStaffLines,
  sessionRoutes: (ctx) => openingSessionRoutes(ctx),
  routes: (ctx) => openingRoutes(ctx, battleSeed),
  streams: openingStreams,
  async start(ctx) {
    if (ctx.bus.outbox) rebuildOpeningEvents(ctx.bus.outbox);
  },
  socket: (ctx, socket) => openingSocketHandlers(ctx, socket),
});
