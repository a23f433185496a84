import type { DomainModule } from '../context';
import { battleStreams } from './streams';
import { startRevealScheduler } from './reveal';
import { battleRoutes } from './routes';
import { battleSocketHandlers } from './socket';
import { battleStaffLines } from './staffLines';

export { revealedBattleSeed } from './queries';

/** Box battles: seats paid through the ledger, draws from one committed seed, rounds revealed at a fixed pace (docs/battles.md). */
export const battlesModule: DomainModule = {
  name: 'battles',
  staffLines: battleStaffLines,
  routes: (ctx) => battleRoutes(ctx),
  streams: battleStreams,
  socket: battleSocketHandlers,
  start: (ctx) => Promise.resolve(startRevealScheduler(ctx)),
};
